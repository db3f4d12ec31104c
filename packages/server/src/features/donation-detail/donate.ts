import { checkDonation, donationDetail, type FieldErrors, ruleMessage, usdCentsOf } from '@rimba/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { httpError } from '../../http/errors.js';
import { nextReference, publicCode, recordPayment } from '../../payments/ledger.js';
import { chosenMethod, idOf } from '../../payments/methods.js';
import type { Checkout } from '../../payments/provider.js';
import type { OperationContext } from '../../resources/operations.js';
import { inTransaction } from '../../resources/transaction.js';
import { donationPageUrl } from './links.js';
import { donationDb } from './payment.js';

export interface DonationStarted {
  id: number;
  reference: string;
  code: string;
  status: 'pending';
  qty_tree: number;
  amount: number;
  currency: 'IDR' | 'USD';
  amount_usd: number | null;
  usd_rate: number | null;
  checkout: Checkout;
}

/**
 * A donation from the site's form: checked, priced by the server from the donation setting (never from the
 * request), written pending with its donor and its payment in one transaction, then created at the
 * provider of the chosen method. For PayPal the rupiah are converted to US cents at the setting's rate,
 * and that rate is kept with the donation.
 */
export async function donate(
  app: FastifyInstance,
  ctx: OperationContext,
  body: Record<string, unknown>,
): Promise<DonationStarted> {
  const { values, errors } = checkDonation(body, ctx.lang);
  const db = donationDb(ctx);
  const chosen = await chosenMethod(ctx.db, body.payment_method_id, ctx.lang);
  const more: FieldErrors = 'errors' in chosen ? { ...chosen.errors } : {};
  const categoryId = idOf(body.category_id);
  if (body.category_id !== undefined && body.category_id !== null && body.category_id !== '') {
    const found =
      categoryId &&
      (await db
        .selectFrom('donation_categories')
        .select('id')
        .where('id', '=', categoryId)
        .executeTakeFirst());
    if (!found) {
      more.category_id = [
        ruleMessage('exists', ctx.lang === 'en' ? 'Donation category' : 'Kategori donasi', ctx.lang),
      ];
    }
  }
  const all = { ...errors, ...more };
  if ('errors' in chosen || Object.keys(all).length > 0) {
    throw httpError(422, 'validationFailed', ctx.lang, {}, all);
  }
  const { method } = chosen;
  const setting = await db
    .selectFrom('donation_settings')
    .select(['amount_idr', 'idr_per_usd'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!setting) throw httpError(503, 'donationSettingMissing', ctx.lang);
  const provider = app.payments.forMethod(method.kind);
  const amount = values.qty_tree * Number(setting.amount_idr);
  if (!Number.isSafeInteger(amount))
    throw httpError(422, 'validationFailed', ctx.lang, {}, { qty_tree: errors.qty_tree ?? [] });
  const usd = provider.currency === 'USD';
  const rate = Number(setting.idr_per_usd);
  const charged = usd ? usdCentsOf(amount, rate) : amount;
  const code = publicCode();
  const started = await inTransaction(ctx, donationDetail, async (trx) => {
    const tdb = donationDb(trx);
    const now = new Date();
    // A donor who gave before is the same sponsor, with the name and phone they give now. Two first
    // donations from one address at once wait for each other here, so they make one sponsor.
    await sql`select pg_advisory_xact_lock(hashtext(${`sponsor:${values.email}`}))`.execute(trx.db);
    const known = await tdb
      .selectFrom('sponsors')
      .select('id')
      .where('email', '=', values.email)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const donor = {
      name_sponsor: values.name_sponsor,
      company_name: values.company_name || null,
      phone: values.phone,
      lang: ctx.lang,
      updated_at: now,
    };
    const sponsorId = known
      ? Number(known.id)
      : Number(
          (
            await tdb
              .insertInto('sponsors')
              .values({ ...donor, email: values.email, created_at: now } as never)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
    if (known) await tdb.updateTable('sponsors').set(donor).where('id', '=', sponsorId).execute();
    const reference = await nextReference(trx.db, 'DON', now);
    const row = await tdb
      .insertInto('donations')
      .values({
        reference,
        sponsor_id: sponsorId,
        qty_tree: values.qty_tree,
        amount,
        currency: provider.currency,
        amount_usd: usd ? charged : null,
        usd_rate: usd ? rate : null,
        category_id: categoryId ?? null,
        payment_method_id: method.id,
        provider: provider.name,
        comment: values.comment,
        status: 'pending',
        lang: ctx.lang,
        public_code: code,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const paymentId = await recordPayment(trx.db, {
      reference,
      donation_id: id,
      provider: provider.name,
      currency: provider.currency,
      amount: charged,
    });
    return { id, reference, paymentId };
  });
  const page = donationPageUrl(app.config.accounts.publicUrl, ctx.lang, code);
  const [firstName, ...rest] = values.name_sponsor.split(/\s+/);
  const perTree = usd ? undefined : Number(setting.amount_idr);
  const checkout = await app.payments.begin(ctx, started.paymentId, {
    reference: started.reference,
    currency: provider.currency,
    amount: charged,
    items: [
      perTree
        ? {
            id: 'tree',
            name: ctx.lang === 'en' ? 'Tree donation' : 'Donasi pohon',
            price: perTree,
            quantity: values.qty_tree,
          }
        : { id: 'trees', name: `${values.qty_tree} × tree donation`, price: charged, quantity: 1 },
    ],
    customer: {
      firstName: firstName ?? values.name_sponsor,
      lastName: rest.join(' ') || undefined,
      email: values.email,
      phone: values.phone,
    },
    expiryMinutes: app.config.payments.holdMinutes,
    returnUrl: page,
    cancelUrl: page,
    lang: ctx.lang,
  });
  return {
    id: started.id,
    reference: started.reference,
    code,
    status: 'pending',
    qty_tree: values.qty_tree,
    amount,
    currency: provider.currency,
    amount_usd: usd ? charged : null,
    usd_rate: usd ? rate : null,
    checkout,
  };
}
