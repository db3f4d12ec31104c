import {
  type FieldReportKind,
  fieldOperationsAllAreasTask,
  fieldReportKinds,
  fieldReportResource,
  fieldReportTasks,
  type Lang,
  type Resource,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Recipient, recipientLang, taskHolders, userRecipient } from '../../mail/recipients.js';
import { composeMail } from '../../mail/templates.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { QueuedMail, ServerPart } from '../../resources/parts.js';

const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

async function gardenCode(db: Kysely<Database>, row: Row): Promise<string> {
  const garden = await anyDb(db)
    .selectFrom('gardens')
    .select('garden_code')
    .where('id', '=', Number(row.garden_id))
    .executeTakeFirst();
  return String(garden?.garden_code ?? '');
}

/** What a mail says of the report it is about, in the reader's language. */
interface About {
  title: string;
  garden: string;
  date: string;
  url: string;
}

function about(ctx: OperationContext, kind: FieldReportKind, row: Row, garden: string, lang: Lang): About {
  const kindTitle = fieldReportKinds[kind][lang];
  return {
    title: lang === 'en' ? `${kindTitle} report` : `Laporan ${kindTitle}`,
    garden,
    date: String(row.report_date ?? ''),
    url: `${ctx.accounts?.publicUrl ?? ''}/admin/master/${fieldReportResource(kind)}?view=detail&id=${row.id}`,
  };
}

const details = (a: About, lang: Lang) => ({
  kind: 'table' as const,
  rows: [
    [lang === 'en' ? 'Garden' : 'Kebun', a.garden],
    [lang === 'en' ? 'Report date' : 'Tanggal laporan', a.date],
  ],
});

function submittedMail(lang: Lang, to: Recipient, a: About, reporter: string) {
  return lang === 'en'
    ? composeMail({
        subject: `${a.title} awaiting verification: ${a.garden}`,
        greeting: `Hello ${to.fullname},`,
        paragraphs: [`${reporter} submitted a ${a.title.toLowerCase()} for verification.`, details(a, lang)],
        action: { label: 'Open the report', url: a.url },
      })
    : composeMail({
        subject: `${a.title} menunggu verifikasi: ${a.garden}`,
        greeting: `Halo ${to.fullname},`,
        paragraphs: [`${reporter} mengajukan ${a.title} untuk diverifikasi.`, details(a, lang)],
        action: { label: 'Buka laporan', url: a.url },
      });
}

function revisionMail(lang: Lang, to: Recipient, a: About, reason: string) {
  return lang === 'en'
    ? composeMail({
        subject: `Revision requested: ${a.title}, ${a.garden}`,
        greeting: `Hello ${to.fullname},`,
        paragraphs: [
          `Your ${a.title.toLowerCase()} was sent back for revision.`,
          `Reason: ${reason}`,
          details(a, lang),
          'Change the report and submit it again.',
        ],
        action: { label: 'Revise the report', url: a.url },
      })
    : composeMail({
        subject: `Perlu revisi: ${a.title}, ${a.garden}`,
        greeting: `Halo ${to.fullname},`,
        paragraphs: [
          `${a.title} Anda dikembalikan untuk direvisi.`,
          `Alasan: ${reason}`,
          details(a, lang),
          'Ubah laporan lalu ajukan kembali.',
        ],
        action: { label: 'Revisi laporan', url: a.url },
      });
}

function approvedReportMail(lang: Lang, to: Recipient, a: About) {
  return lang === 'en'
    ? composeMail({
        subject: `Approved: ${a.title}, ${a.garden}`,
        greeting: `Hello ${to.fullname},`,
        paragraphs: [`Your ${a.title.toLowerCase()} was verified and approved.`, details(a, lang)],
        action: { label: 'Open the report', url: a.url },
      })
    : composeMail({
        subject: `Disetujui: ${a.title}, ${a.garden}`,
        greeting: `Halo ${to.fullname},`,
        paragraphs: [`${a.title} Anda telah diverifikasi dan disetujui.`, details(a, lang)],
        action: { label: 'Buka laporan', url: a.url },
      });
}

/**
 * The mails of a kind's workflow, each in its recipient's language: a submitted report to those who may
 * verify it and reach it, a report sent back (with the reason) and an approved one to its reporter.
 */
export function fieldReportMails<R extends Resource>(kind: FieldReportKind): ServerPart<R>['mails'] {
  const toReporter =
    (write: (lang: Lang, to: Recipient, a: About, reason: string) => ReturnType<typeof composeMail>) =>
    async (ctx: OperationContext, row: Row, reason: string | null): Promise<QueuedMail[]> => {
      const reporter = await userRecipient(ctx.db, row.reporter_id);
      if (!reporter?.email) return [];
      const lang = recipientLang(reporter.lang);
      const a = about(ctx, kind, row, await gardenCode(ctx.db, row), lang);
      return [{ to: reporter.email, content: write(lang, reporter, a, reason ?? '') }];
    };
  const revision = toReporter(revisionMail);
  const approved = toReporter((lang, to, a) => approvedReportMail(lang, to, a));
  return {
    submitted: async (ctx, row) => {
      const reporter = await userRecipient(ctx.db, (row as Row).reporter_id);
      const garden = await gardenCode(ctx.db, row as Row);
      const verifiers = await taskHolders(ctx.db, {
        task: fieldReportTasks(kind).verify,
        unitId: (row as Row).unit_id,
        projectId: (row as Row).project_id,
        allAreas: fieldOperationsAllAreasTask,
        except: (row as Row).reporter_id,
      });
      return verifiers.map((to) => {
        const lang = recipientLang(to.lang);
        const a = about(ctx, kind, row as Row, garden, lang);
        return { to: to.email, content: submittedMail(lang, to, a, reporter?.fullname ?? '') };
      });
    },
    revision: (ctx, row, { reason }) => revision(ctx, row as Row, reason),
    approved: (ctx, row) => approved(ctx, row as Row, null),
  };
}
