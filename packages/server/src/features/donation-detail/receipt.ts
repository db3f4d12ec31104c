import type { Lang } from '@rimba/core';
import { donationReceipt, paymentFailed } from '../../payments/receipts/mails.js';
import type { OperationContext } from '../../resources/operations.js';
import { certificateUrl, donationPageUrl } from './links.js';
import { donationDb } from './payment.js';

/** Queues the receipt of a paid donation to its donor, in the language they donated in. */
export async function queueDonationReceipt(ctx: OperationContext, id: number): Promise<void> {
  if (!ctx.mailer || !ctx.accounts) return;
  const row = await donationDb(ctx)
    .selectFrom('donations as d')
    .innerJoin('sponsors as s', 's.id', 'd.sponsor_id')
    .innerJoin('payment_methods as m', 'm.id', 'd.payment_method_id')
    .select([
      'd.reference',
      'd.qty_tree',
      'd.amount',
      'd.amount_usd',
      'd.currency',
      'd.paid_at',
      'd.lang',
      'd.public_code',
      's.name_sponsor',
      's.email',
      'm.payment_name',
      'm.payment_name_en',
    ])
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
  const lang = (row.lang === 'en' ? 'en' : 'id') as Lang;
  const usd = row.currency === 'USD';
  const mail = donationReceipt(lang, {
    donor: row.name_sponsor,
    trees: Number(row.qty_tree),
    amount: Number(usd ? row.amount_usd : row.amount),
    currency: usd ? 'USD' : 'IDR',
    paidAt: new Date(row.paid_at ?? Date.now()),
    reference: row.reference,
    pageUrl: donationPageUrl(ctx.accounts.publicUrl, lang, row.public_code),
    certificateUrl: certificateUrl(ctx.accounts.publicUrl, row.public_code),
    method: (lang === 'en' && row.payment_name_en) || row.payment_name,
  });
  await ctx.mailer.queue(ctx.db, row.email, mail);
  const mailer = ctx.mailer;
  ctx.afterCommit?.(() => mailer.wake());
}

/** Tells the donor their payment did not go through and nothing was charged, with a way to give again. */
export async function queueDonationFailed(ctx: OperationContext, id: number): Promise<void> {
  if (!ctx.mailer || !ctx.accounts) return;
  const row = await donationDb(ctx)
    .selectFrom('donations as d')
    .innerJoin('sponsors as s', 's.id', 'd.sponsor_id')
    .select(['d.reference', 'd.lang', 's.name_sponsor', 's.email'])
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
  const lang = (row.lang === 'en' ? 'en' : 'id') as Lang;
  const mail = paymentFailed(lang, {
    name: row.name_sponsor,
    reference: row.reference,
    kind: 'donation',
    retryUrl: `${ctx.accounts.publicUrl}${lang === 'en' ? '/en' : ''}/donation`,
  });
  await ctx.mailer.queue(ctx.db, row.email, mail);
  const mailer = ctx.mailer;
  ctx.afterCommit?.(() => mailer.wake());
}
