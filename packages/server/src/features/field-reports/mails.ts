import {
  type FieldReportKind,
  fieldOperationsAllAreasTask,
  fieldReportKinds,
  fieldReportResource,
  fieldReportTasks,
  type Lang,
  type Resource,
} from '@rimba/core';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { composeMail } from '../../mail/templates.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { QueuedMail, ServerPart } from '../../resources/parts.js';

/** The most verifiers told of one submitted report. */
export const maxVerifiersMailed = 50;

interface Person {
  fullname: string;
  email: string;
  lang: string | null;
}

const langOf = (lang: string | null): Lang => (lang === 'en' ? 'en' : 'id');
const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

/**
 * The active users whose role may verify the kind's reports and who reach this one (of its unit or
 * project, or holding every area), but the reporter.
 */
async function verifiers(db: Kysely<Database>, kind: FieldReportKind, row: Row): Promise<Person[]> {
  const holds = (task: string) => (eb: ExpressionBuilder<Record<string, Row>, 'u'>) =>
    eb.exists(
      eb
        .selectFrom('role_tasks as rt')
        .innerJoin('tasks as k', 'k.id', 'rt.task_id')
        .select('rt.task_id')
        .whereRef('rt.role_id', '=', 'u.role_id')
        .where('k.name', '=', task),
    );
  const rows = await anyDb(db)
    .selectFrom('users as u')
    .select(['u.fullname', 'u.email', 'u.lang'])
    .where((eb) => holds(fieldReportTasks(kind).verify)(eb))
    .where('u.status_code', '=', 'approved')
    .where((eb) =>
      eb.or([
        eb('u.unit_id', '=', Number(row.unit_id ?? 0)),
        eb('u.project_id', '=', Number(row.project_id ?? 0)),
        holds(fieldOperationsAllAreasTask)(eb),
      ]),
    )
    .$if(row.reporter_id != null, (q) => q.where('u.id', '<>', Number(row.reporter_id)))
    .orderBy('u.id')
    .limit(maxVerifiersMailed)
    .execute();
  return rows as unknown as Person[];
}

async function reporterOf(db: Kysely<Database>, row: Row): Promise<Person | undefined> {
  if (row.reporter_id == null) return undefined;
  return (await anyDb(db)
    .selectFrom('users')
    .select(['fullname', 'email', 'lang'])
    .where('id', '=', Number(row.reporter_id))
    .executeTakeFirst()) as Person | undefined;
}

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

function submittedMail(lang: Lang, to: Person, a: About, reporter: string) {
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

function revisionMail(lang: Lang, to: Person, a: About, reason: string) {
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

function approvedReportMail(lang: Lang, to: Person, a: About) {
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
    (write: (lang: Lang, to: Person, a: About, reason: string) => ReturnType<typeof composeMail>) =>
    async (ctx: OperationContext, row: Row, reason: string | null): Promise<QueuedMail[]> => {
      const reporter = await reporterOf(ctx.db, row);
      if (!reporter?.email) return [];
      const lang = langOf(reporter.lang);
      const a = about(ctx, kind, row, await gardenCode(ctx.db, row), lang);
      return [{ to: reporter.email, content: write(lang, reporter, a, reason ?? '') }];
    };
  const revision = toReporter(revisionMail);
  const approved = toReporter((lang, to, a) => approvedReportMail(lang, to, a));
  return {
    submitted: async (ctx, row) => {
      const reporter = await reporterOf(ctx.db, row as Row);
      const garden = await gardenCode(ctx.db, row as Row);
      return (await verifiers(ctx.db, kind, row as Row)).map((to) => {
        const lang = langOf(to.lang);
        const a = about(ctx, kind, row as Row, garden, lang);
        return { to: to.email, content: submittedMail(lang, to, a, reporter?.fullname ?? '') };
      });
    },
    revision: (ctx, row, { reason }) => revision(ctx, row as Row, reason),
    approved: (ctx, row) => approved(ctx, row as Row, null),
  };
}
