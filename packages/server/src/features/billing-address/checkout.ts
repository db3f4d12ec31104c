import {
  apiMessage,
  billingAddress,
  checkBilling,
  type FieldErrors,
  formatRupiah,
  usdCentsOf,
} from '@rimba/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, httpError } from '../../http/errors.js';
import { nextReference, publicCode, recordPayment } from '../../payments/ledger.js';
import { chosenMethod } from '../../payments/methods.js';
import type { Checkout } from '../../payments/provider.js';
import type { OperationContext } from '../../resources/operations.js';
import { inTransaction } from '../../resources/transaction.js';
import { cartOf, discountOn, usableDiscount } from './cart.js';
import { orderPageUrl } from './links.js';
import { hold } from './stock.js';
import { shopDb } from './tables.js';

export interface OrderStarted {
  reference: string;
  code: string;
  status: 'pending';
  subtotal: number;
  discount_amount: number;
  total: number;
  currency: 'IDR' | 'USD';
  charged: number;
  expires_at: string;
  checkout: Checkout;
}

/**
 * Checkout of the visitor's cart: the billing form checked, the items priced by the server, their stock
 * held for CHECKOUT_HOLD_MINUTES, the promo code's use counted, the order numbered `INV-{year}-{n}` and
 * written with its payment in one transaction; then the payment is created at the chosen method's provider.
 * The cart keeps its items and promo code until the provider says the order is paid (see payment.ts), so a
 * buyer whose payment is declined tries again from the same cart. Stock that ran out refuses the checkout with a 409 naming the product; so does
 * the cart's promo code when it can no longer be used (used up, ended or switched off), with the total
 * without it, until the buyer checks out again with `without_promo`.
 */
export async function checkout(
  app: FastifyInstance,
  ctx: OperationContext,
  request: FastifyRequest,
  body: Record<string, unknown>,
): Promise<OrderStarted> {
  const { values, errors } = checkBilling(body, ctx.lang);
  const db = shopDb(ctx);
  const chosen = await chosenMethod(ctx.db, body.payment_method_id, ctx.lang);
  const more: FieldErrors = 'errors' in chosen ? { ...chosen.errors } : {};
  if ('errors' in chosen || Object.keys(errors).length > 0) {
    throw httpError(422, 'validationFailed', ctx.lang, {}, { ...errors, ...more });
  }
  const { method } = chosen;
  const withoutPromo = body.without_promo === true;
  const cartId = await cartOf(db, request);
  if (cartId === undefined) throw httpError(400, 'cartEmpty', ctx.lang);
  const provider = app.payments.forMethod(method.kind);
  const holdMinutes = app.config.payments.holdMinutes;
  const code = publicCode();
  const started = await inTransaction(ctx, billingAddress, async (trx) => {
    const tdb = shopDb(trx);
    const cart = await tdb
      .selectFrom('carts')
      .select(['id', 'discount_id'])
      .where('id', '=', cartId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const lines = await tdb
      .selectFrom('cart_items as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select(['p.id', 'p.product_name', 'p.product_name_en', 'p.price', 'c.qty'])
      .where('c.cart_id', '=', cartId)
      .orderBy('p.id')
      .execute();
    if (lines.length === 0) throw httpError(400, 'cartEmpty', trx.lang);
    const items = lines.map((l) => ({
      product_id: Number(l.id),
      name: (trx.lang === 'en' && l.product_name_en) || l.product_name,
      stored_name: l.product_name,
      qty: Number(l.qty),
      price: Number(l.price),
      amount: Number(l.price) * Number(l.qty),
    }));
    await hold(trx, items);
    const subtotal = items.reduce((sum, i) => sum + i.amount, 0);
    let discountId: number | null = null;
    let discountAmount = 0;
    if (cart.discount_id && !withoutPromo) {
      const row = await tdb
        .selectFrom('discounts')
        .select('code')
        .where('id', '=', cart.discount_id)
        .executeTakeFirstOrThrow();
      const usable = await usableDiscount(tdb, row.code);
      const counted =
        'discount' in usable &&
        (await tdb
          .updateTable('discounts')
          .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
          .where('id', '=', usable.discount.id)
          .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
          .returning('id')
          .executeTakeFirst());
      if (!counted || !('discount' in usable)) {
        // The buyer was shown the discounted total: the order is not made at another price unasked.
        const usedUp = !('refused' in usable) || usable.refused === 'promoUsedUp';
        throw new HttpError(
          409,
          apiMessage(usedUp ? 'promoGoneUsedUp' : 'promoGoneEnded', trx.lang, {
            code: row.code,
            total: formatRupiah(subtotal),
          }),
          undefined,
          { promo: { code: row.code, subtotal, total: subtotal } },
        );
      }
      discountId = usable.discount.id;
      discountAmount = discountOn(usable.discount, subtotal);
    }
    const total = subtotal - discountAmount;
    let charged = total;
    if (provider.currency === 'USD') {
      const setting = await trx.db
        .selectFrom('donation_settings' as never)
        .select('idr_per_usd' as never)
        .orderBy('id' as never)
        .limit(1)
        .executeTakeFirst();
      const rate = Number((setting as { idr_per_usd?: number } | undefined)?.idr_per_usd);
      if (!rate) throw httpError(503, 'donationSettingMissing', trx.lang);
      charged = usdCentsOf(total, rate);
    }
    const now = new Date();
    const invoice = await nextReference(trx.db, 'INV', now);
    const expires = new Date(now.getTime() + holdMinutes * 60_000);
    const order = await tdb
      .insertInto('orders')
      .values({
        invoice_no: invoice,
        ...values,
        email: values.email || null,
        address1: values.address1 || null,
        address2: values.address2 || null,
        subtotal,
        discount_id: discountId,
        discount_amount: discountAmount,
        total,
        payment_method_id: method.id,
        provider: provider.name,
        status: 'pending',
        stock_state: 'held',
        expires_at: expires,
        lang: trx.lang,
        public_code: code,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = Number(order.id);
    await tdb
      .insertInto('order_items')
      .values(
        items.map((i) => ({
          order_id: orderId,
          product_id: i.product_id,
          product_name: i.stored_name,
          qty: i.qty,
          price: i.price,
          amount: i.amount,
          created_at: now,
          updated_at: now,
        })) as never,
      )
      .execute();
    const paymentId = await recordPayment(trx.db, {
      reference: invoice,
      order_id: orderId,
      provider: provider.name,
      currency: provider.currency,
      amount: charged,
    });
    await tdb.insertInto('cart_orders').values({ order_id: orderId, cart_id: cartId }).execute();
    return { invoice, paymentId, subtotal, discountAmount, total, charged, expires, items };
  });
  const page = orderPageUrl(app.config.accounts.publicUrl, ctx.lang, code);
  const usd = provider.currency === 'USD';
  const checkoutAnswer = await app.payments.begin(ctx, started.paymentId, {
    reference: started.invoice,
    currency: provider.currency,
    amount: started.charged,
    // Lines in rupiah add up only without a discount and in rupiah; otherwise one line carries the charge.
    items:
      !usd && started.discountAmount === 0
        ? started.items.map((i) => ({
            id: String(i.product_id),
            name: i.name,
            price: i.price,
            quantity: i.qty,
          }))
        : [{ id: started.invoice, name: `${started.invoice}`, price: started.charged, quantity: 1 }],
    customer: {
      firstName: values.firstname,
      lastName: values.lastname,
      email: values.email || `${started.invoice.toLowerCase()}@invalid.example`,
      phone: values.phone,
    },
    expiryMinutes: holdMinutes,
    returnUrl: page,
    cancelUrl: page,
    lang: ctx.lang,
  });
  return {
    reference: started.invoice,
    code,
    status: 'pending',
    subtotal: started.subtotal,
    discount_amount: started.discountAmount,
    total: started.total,
    currency: provider.currency,
    charged: started.charged,
    expires_at: started.expires.toISOString(),
    checkout: checkoutAnswer,
  };
}
