import type { customerComplaints, Lang } from '@rimba/core';
import { sql } from 'kysely';
import { composeMail, type MailContent } from '../../mail/templates.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { ServerPart } from '../../resources/parts.js';

/** The admin's page of one complaint, which the foundation's mail links to. */
const complaintUrl = (ctx: OperationContext, id: unknown) =>
  `${ctx.accounts?.publicUrl ?? ''}/admin/master/customer-complaints?view=detail&id=${id}`;

/** What the complaint is about, as the customer named it: a donation's or an order's page code. */
const about = (row: Row, lang: Lang) =>
  row.donation_id != null
    ? `${lang === 'en' ? 'Donation' : 'Donasi'} ${row.reference_code}`
    : `${lang === 'en' ? 'Order' : 'Pesanan'} ${row.reference_code}`;

/** To the foundation, in Indonesian as its other enquiries: a complaint came from the site. */
function receivedMail(row: Row, url: string): MailContent {
  return composeMail({
    subject: `Keluhan pelanggan #${row.id}: ${String(row.customer_name)}`.slice(0, 255),
    greeting: 'Halo Tim Rimba,',
    paragraphs: [
      'Ada keluhan pelanggan baru dari situs:',
      {
        kind: 'table',
        rows: [
          ['Nama', String(row.customer_name ?? '')],
          ['Email', String(row.customer_email ?? '')],
          ['Tentang', about(row, 'id')],
        ],
      },
      `Keluhan:\n${String(row.description ?? '')}`,
    ],
    action: { label: 'Tangani keluhan', url },
    closing: 'Balas email ini untuk menjawab pelanggan langsung.',
  });
}

/** To the customer, in the language of the page they wrote from: the complaint was received. */
function acknowledgedMail(lang: Lang, row: Row): MailContent {
  const name = String(row.customer_name ?? '');
  return lang === 'en'
    ? composeMail({
        subject: `We received your complaint (#${row.id})`,
        greeting: `Hello ${name},`,
        paragraphs: [
          `Thank you for telling us. We received your complaint about ${about(row, 'en')} and will look into it; we will write to you with the outcome.`,
          `Your complaint:\n${String(row.description ?? '')}`,
        ],
      })
    : composeMail({
        subject: `Keluhan Anda telah kami terima (#${row.id})`,
        greeting: `Halo ${name},`,
        paragraphs: [
          `Terima kasih telah memberi tahu kami. Keluhan Anda tentang ${about(row, 'id')} telah kami terima dan akan kami tindak lanjuti; hasilnya akan kami kabarkan lewat email.`,
          `Keluhan Anda:\n${String(row.description ?? '')}`,
        ],
      });
}

/** Queues, in the public write's transaction, the foundation's mail and the customer's acknowledgement. */
export async function queueReceivedMails(ctx: OperationContext, row: Row): Promise<void> {
  const mailer = ctx.mailer;
  if (!mailer) return;
  const { rows } = await sql<{ email: string }>`
    select email from company_contacts order by id limit 1`.execute(ctx.db);
  const customer = row.customer_email ? String(row.customer_email) : undefined;
  await mailer.queue(ctx.db, rows[0]?.email ?? mailer.address, receivedMail(row, complaintUrl(ctx, row.id)), {
    replyTo: customer,
  });
  if (customer) await mailer.queue(ctx.db, customer, acknowledgedMail(ctx.lang, row));
  ctx.afterCommit?.(() => mailer.wake());
}

/**
 * To the customer, of a complaint resolved or rejected: the resolution or the reason. The complaint does
 * not keep the customer's language (staff also take complaints by phone), so it says it in both.
 */
function outcomeMail(row: Row, resolved: boolean, text: string): MailContent {
  const name = String(row.customer_name ?? '');
  return composeMail({
    subject: resolved
      ? `Keluhan Anda telah diselesaikan / Your complaint was resolved (#${row.id})`
      : `Tanggapan atas keluhan Anda / About your complaint (#${row.id})`,
    greeting: `Halo ${name},`,
    paragraphs: [
      resolved
        ? 'Keluhan Anda telah kami selesaikan. Penyelesaiannya:'
        : 'Keluhan Anda telah kami periksa, namun tidak dapat kami tindak lanjuti. Alasannya:',
      text,
      resolved
        ? 'Your complaint has been resolved. What we did:'
        : 'We looked into your complaint, but cannot take it further. The reason:',
      text,
      'Terima kasih atas masukan Anda. / Thank you for your feedback.',
    ],
  });
}

const toCustomer =
  (resolved: boolean): NonNullable<ServerPart<typeof customerComplaints>['mails']>[string] =>
  (_ctx, row, { reason }) =>
    row.customer_email
      ? [{ to: String(row.customer_email), content: outcomeMail(row as Row, resolved, reason ?? '') }]
      : [];

/** The workflow's mails: the outcome to the customer, when they left an email. */
export const customerComplaintMails: ServerPart<typeof customerComplaints>['mails'] = {
  resolved: toCustomer(true),
  rejected: toCustomer(false),
};
