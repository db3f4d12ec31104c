import type { Lang } from '@rimba/core';
import { orderReceipt, paymentFailed } from '../../payments/receipts/mails.js';
import type { OperationContext } from '../../resources/operations.js';
import { orderPageUrl } from './links.js';
import { shopDb } from './tables.js';

/** Queues the receipt of a paid order to its buyer, in the language they bought in (when they gave an email). */
export async function queueOrderReceipt(ctx: OperationContext, id: number): Promise<void> {
  if (!ctx.mailer || !ctx.accounts) return;
  const db = shopDb(ctx);
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (!order.email) return;
  const items = await db
    .selectFrom('order_items')
    .select(['product_name', 'qty', 'price', 'amount'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const discount = order.discount_id
    ? await db.selectFrom('discounts').select('code').where('id', '=', order.discount_id).executeTakeFirst()
    : undefined;
  const lang = (order.lang === 'en' ? 'en' : 'id') as Lang;
  const mail = orderReceipt(lang, {
    buyer: `${order.firstname} ${order.lastname}`,
    invoiceNo: order.invoice_no,
    items: items.map((i) => ({
      name: i.product_name,
      qty: Number(i.qty),
      price: Number(i.price),
      amount: Number(i.amount),
    })),
    subtotal: Number(order.subtotal),
    discount: discount ? { code: discount.code, amount: Number(order.discount_amount) } : null,
    total: Number(order.total),
    paidAt: new Date(order.paid_at ?? Date.now()),
    billing: {
      address1: order.address1 ?? '',
      address2: order.address2,
      city: order.city,
      state: order.state,
      country: order.country,
      zipcode: order.zipcode,
      phone: order.phone,
    },
    pageUrl: orderPageUrl(ctx.accounts.publicUrl, lang, order.public_code),
  });
  await ctx.mailer.queue(ctx.db, order.email, mail);
  const mailer = ctx.mailer;
  ctx.afterCommit?.(() => mailer.wake());
}

/** Tells the buyer their payment did not go through and nothing was charged (when they gave an email). */
export async function queueOrderFailed(ctx: OperationContext, id: number): Promise<void> {
  if (!ctx.mailer || !ctx.accounts) return;
  const order = await shopDb(ctx)
    .selectFrom('orders')
    .select(['invoice_no', 'firstname', 'lastname', 'email', 'lang'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (!order.email) return;
  const lang = (order.lang === 'en' ? 'en' : 'id') as Lang;
  const mail = paymentFailed(lang, {
    name: `${order.firstname} ${order.lastname}`,
    reference: order.invoice_no,
    kind: 'order',
    retryUrl: `${ctx.accounts.publicUrl}${lang === 'en' ? '/en' : ''}/gifts`,
  });
  await ctx.mailer.queue(ctx.db, order.email, mail);
  const mailer = ctx.mailer;
  ctx.afterCommit?.(() => mailer.wake());
}
