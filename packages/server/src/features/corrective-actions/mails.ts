import {
  type correctiveActions,
  fieldOperationsAllAreasTask,
  type Lang,
  riskLevels,
  type Text,
} from '@rimba/core';
import { type Recipient, recipientLang, taskHolders, userRecipient } from '../../mail/recipients.js';
import { composeMail, type MailContent } from '../../mail/templates.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { QueuedMail, ServerPart } from '../../resources/parts.js';

/** The admin's page of one action, which a mail links to. */
export const actionUrl = (publicUrl: string, id: unknown) =>
  `${publicUrl}/admin/master/corrective-actions?view=detail&id=${id}`;

const words = {
  reference: { id: 'Rujukan', en: 'Reference' },
  finding: { id: 'Temuan', en: 'Finding' },
  risk: { id: 'Risiko', en: 'Risk' },
  due: { id: 'Tenggat', en: 'Due date' },
  none: { id: 'belum ditentukan', en: 'not set' },
  open: { id: 'Buka tindakan', en: 'Open the action' },
  hello: { id: 'Halo', en: 'Hello' },
} satisfies Record<string, Text>;

/** What a mail says of an action: its reference, finding, risk and due date. */
function actionDetails(row: Row, lang: Lang) {
  const risk = riskLevels.find((r) => r.value === String(row.risk))?.label[lang] ?? String(row.risk ?? '');
  return {
    kind: 'table' as const,
    rows: [
      [words.reference[lang], String(row.reference ?? '')],
      [words.finding[lang], String(row.finding ?? '')],
      [words.risk[lang], risk],
      [words.due[lang], row.due_date == null ? words.none[lang] : String(row.due_date).slice(0, 10)],
    ],
  };
}

function ownerMail(lang: Lang, to: Recipient, row: Row, url: string): MailContent {
  const subject = String(row.reference ?? row.finding ?? '').slice(0, 120);
  return composeMail({
    subject:
      lang === 'en'
        ? `You are the owner of a corrective action: ${subject}`
        : `Anda ditunjuk sebagai penanggung jawab tindakan perbaikan: ${subject}`,
    greeting: `${words.hello[lang]} ${to.fullname},`,
    paragraphs: [
      lang === 'en'
        ? 'You were made the owner of the corrective action for this finding. Plan the action, carry it out before its due date and mark it done with evidence.'
        : 'Anda ditunjuk sebagai penanggung jawab tindakan perbaikan atas temuan ini. Rencanakan tindakannya, kerjakan sebelum tenggat, lalu tandai selesai dengan bukti.',
      actionDetails(row, lang),
    ],
    action: { label: words.open[lang], url },
  });
}

function doneMail(lang: Lang, to: Recipient, row: Row, owner: string, url: string): MailContent {
  return composeMail({
    subject:
      lang === 'en'
        ? `Corrective action awaiting verification: ${String(row.reference ?? '')}`
        : `Tindakan perbaikan menunggu verifikasi: ${String(row.reference ?? '')}`,
    greeting: `${words.hello[lang]} ${to.fullname},`,
    paragraphs: [
      lang === 'en'
        ? `${owner} marked this corrective action done. Check its evidence and verify it effective, or reopen it with a reason.`
        : `${owner} menandai tindakan perbaikan ini selesai. Periksa buktinya lalu verifikasi efektif, atau buka kembali dengan alasan.`,
      actionDetails(row, lang),
    ],
    action: { label: words.open[lang], url },
  });
}

function reopenedMail(lang: Lang, to: Recipient, row: Row, reason: string, url: string): MailContent {
  return composeMail({
    subject:
      lang === 'en'
        ? `Corrective action reopened: ${String(row.reference ?? '')}`
        : `Tindakan perbaikan dibuka kembali: ${String(row.reference ?? '')}`,
    greeting: `${words.hello[lang]} ${to.fullname},`,
    paragraphs: [
      lang === 'en'
        ? 'The corrective action you own was not yet effective and was reopened.'
        : 'Tindakan perbaikan yang Anda tangani belum efektif dan dibuka kembali.',
      `${lang === 'en' ? 'Reason' : 'Alasan'}: ${reason}`,
      actionDetails(row, lang),
    ],
    action: { label: words.open[lang], url },
  });
}

/** Queues, in the write's transaction, the mail that tells an action's new owner of it. */
export async function queueOwnerMail(ctx: OperationContext, row: Row): Promise<void> {
  const mailer = ctx.mailer;
  const owner = mailer && (await userRecipient(ctx.db, row.owner_id));
  if (!mailer || !owner) return;
  const url = actionUrl(ctx.accounts?.publicUrl ?? '', row.id);
  await mailer.queue(ctx.db, owner.email, ownerMail(recipientLang(owner.lang), owner, row, url));
  ctx.afterCommit?.(() => mailer.wake());
}

/**
 * The workflow's mails, each in its reader's language: an action marked done to those who may verify it
 * and reach it; one reopened to its owner, with the reason.
 */
export const correctiveActionMails: ServerPart<typeof correctiveActions>['mails'] = {
  async done(ctx, row) {
    const url = actionUrl(ctx.accounts?.publicUrl ?? '', row.id);
    const owner = (await userRecipient(ctx.db, row.owner_id))?.fullname ?? '';
    // Those who may verify it and reach it, but its owner, who may not verify their own.
    const verifiers = await taskHolders(ctx.db, {
      task: 'corrective-actions.verify',
      unitId: row.unit_id,
      projectId: row.project_id,
      allAreas: fieldOperationsAllAreasTask,
      except: row.owner_id,
    });
    return verifiers.map(
      (to): QueuedMail => ({
        to: to.email,
        content: doneMail(recipientLang(to.lang), to, row as Row, owner, url),
      }),
    );
  },
  async reopened(ctx, row, { reason }) {
    const owner = await userRecipient(ctx.db, row.owner_id);
    if (!owner) return [];
    const url = actionUrl(ctx.accounts?.publicUrl ?? '', row.id);
    return {
      to: owner.email,
      content: reopenedMail(recipientLang(owner.lang), owner, row as Row, reason ?? '', url),
    };
  },
};
