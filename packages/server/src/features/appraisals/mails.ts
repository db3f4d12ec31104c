import {
  appraisalResources,
  appraisalTasks,
  type ChecklistKind,
  checklistKinds,
  fieldOperationsAllAreasTask,
  type Lang,
  type Resource,
} from '@rimba/core';
import { type Recipient, recipientLang, taskHolders, userRecipient } from '../../mail/recipients.js';
import { composeMail } from '../../mail/templates.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { QueuedMail, ServerPart } from '../../resources/parts.js';
import { siteLabel } from './site.js';

/** What a mail says of the appraisal it is about, in the reader's language. */
interface About {
  title: string;
  site: string;
  date: string;
  score: string;
  url: string;
}

async function about(ctx: OperationContext, kind: ChecklistKind, row: Row, lang: Lang): Promise<About> {
  const label = checklistKinds[kind][lang];
  return {
    title: lang === 'en' ? `${label} appraisal` : `Penilaian ${label}`,
    site: await siteLabel(ctx.db, row, lang),
    date: String(row.appraisal_date ?? ''),
    score: row.score_pct == null ? '-' : `${row.score_pct}%`,
    url: `${ctx.accounts?.publicUrl ?? ''}/admin/master/${appraisalResources[kind].name}?view=detail&id=${row.id}`,
  };
}

const details = (a: About, lang: Lang) => ({
  kind: 'table' as const,
  rows: [
    [lang === 'en' ? 'Site' : 'Yang dinilai', a.site],
    [lang === 'en' ? 'Appraisal date' : 'Tanggal penilaian', a.date],
    [lang === 'en' ? 'Score' : 'Nilai', a.score],
  ],
});

/** A mail asking someone to take the next step: verify a submitted appraisal or approve a verified one. */
function nextStepMail(step: 'verify' | 'approve', lang: Lang, to: Recipient, a: About, by: string) {
  if (lang === 'en') {
    const waiting = step === 'verify' ? 'verification' : 'approval';
    return composeMail({
      subject: `${a.title} awaiting ${waiting}: ${a.site}`,
      greeting: `Hello ${to.fullname},`,
      paragraphs: [
        step === 'verify'
          ? `${by} submitted this ${a.title} for verification.`
          : `${by} verified this ${a.title}; it awaits your approval.`,
        details(a, lang),
      ],
      action: { label: 'Open the appraisal', url: a.url },
    });
  }
  const waiting = step === 'verify' ? 'verifikasi' : 'persetujuan';
  return composeMail({
    subject: `${a.title} menunggu ${waiting}: ${a.site}`,
    greeting: `Halo ${to.fullname},`,
    paragraphs: [
      step === 'verify'
        ? `${by} mengajukan ${a.title} untuk diverifikasi.`
        : `${by} telah memverifikasi ${a.title}; penilaian ini menunggu persetujuan Anda.`,
      details(a, lang),
    ],
    action: { label: 'Buka penilaian', url: a.url },
  });
}

function revisionMail(lang: Lang, to: Recipient, a: About, reason: string) {
  return lang === 'en'
    ? composeMail({
        subject: `Revision requested: ${a.title}, ${a.site}`,
        greeting: `Hello ${to.fullname},`,
        paragraphs: [
          `Your ${a.title} was sent back for revision.`,
          `Reason: ${reason}`,
          details(a, lang),
          'Change the appraisal and submit it again.',
        ],
        action: { label: 'Revise the appraisal', url: a.url },
      })
    : composeMail({
        subject: `Perlu revisi: ${a.title}, ${a.site}`,
        greeting: `Halo ${to.fullname},`,
        paragraphs: [
          `${a.title} Anda dikembalikan untuk direvisi.`,
          `Alasan: ${reason}`,
          details(a, lang),
          'Ubah penilaian lalu ajukan kembali.',
        ],
        action: { label: 'Revisi penilaian', url: a.url },
      });
}

function approvedMail(lang: Lang, to: Recipient, a: About, findings: number) {
  return lang === 'en'
    ? composeMail({
        subject: `Approved: ${a.title}, ${a.site}`,
        greeting: `Hello ${to.fullname},`,
        paragraphs: [
          `Your ${a.title} was verified and approved.`,
          details(a, lang),
          findings > 0 ? `Its ${findings} finding(s) are now corrective actions.` : 'It raised no findings.',
        ],
        action: { label: 'Open the appraisal', url: a.url },
      })
    : composeMail({
        subject: `Disetujui: ${a.title}, ${a.site}`,
        greeting: `Halo ${to.fullname},`,
        paragraphs: [
          `${a.title} Anda telah diverifikasi dan disetujui.`,
          details(a, lang),
          findings > 0
            ? `${findings} temuannya kini menjadi tindakan perbaikan.`
            : 'Penilaian ini tidak menghasilkan temuan.',
        ],
        action: { label: 'Buka penilaian', url: a.url },
      });
}

/**
 * The mails of an appraisal kind's workflow, each in its recipient's language: a submitted appraisal to
 * those who may verify it and reach it, a verified one to those who may approve it and reach it (never
 * the appraiser), one sent back (with the reason) and an approved one to its appraiser.
 */
export function appraisalMails<R extends Resource>(kind: ChecklistKind): ServerPart<R>['mails'] {
  const toNextStep =
    (step: 'verify' | 'approve') =>
    async (ctx: OperationContext, row: Row): Promise<QueuedMail[]> => {
      const by = await userRecipient(ctx.db, ctx.caller?.userId);
      const holders = await taskHolders(ctx.db, {
        task: appraisalTasks(kind)[step],
        unitId: row.unit_id,
        projectId: row.project_id,
        allAreas: fieldOperationsAllAreasTask,
        except: row.appraiser_id,
      });
      const mails: QueuedMail[] = [];
      for (const to of holders) {
        const lang = recipientLang(to.lang);
        const a = await about(ctx, kind, row, lang);
        mails.push({ to: to.email, content: nextStepMail(step, lang, to, a, by?.fullname ?? '') });
      }
      return mails;
    };
  const toAppraiser =
    (write: (lang: Lang, to: Recipient, a: About, row: Row, reason: string) => QueuedMail['content']) =>
    async (ctx: OperationContext, row: Row, reason: string | null): Promise<QueuedMail[]> => {
      const appraiser = await userRecipient(ctx.db, row.appraiser_id);
      if (!appraiser?.email) return [];
      const lang = recipientLang(appraiser.lang);
      const a = await about(ctx, kind, row, lang);
      return [{ to: appraiser.email, content: write(lang, appraiser, a, row, reason ?? '') }];
    };
  const submitted = toNextStep('verify');
  const verified = toNextStep('approve');
  const revision = toAppraiser((lang, to, a, _row, reason) => revisionMail(lang, to, a, reason));
  const approved = toAppraiser((lang, to, a, row) =>
    approvedMail(lang, to, a, Number(row.findings_count ?? 0)),
  );
  return {
    submitted: (ctx, row) => submitted(ctx, row as Row),
    verified: (ctx, row) => verified(ctx, row as Row),
    revision: (ctx, row, { reason }) => revision(ctx, row as Row, reason),
    approved: (ctx, row) => approved(ctx, row as Row, null),
  };
}
