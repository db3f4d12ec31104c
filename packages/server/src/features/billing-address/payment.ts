import { billingAddress } from '@rimba/core';
import type { PaymentPurpose } from '../../payments/ledger.js';
import type { OperationContext } from '../../resources/operations.js';
import { systemTransition } from '../../resources/workflow.js';
import { queueOrderFailed, queueOrderReceipt } from './receipt.js';
import { release, sellHeld, sellUnheld } from './stock.js';
import { shopDb } from './tables.js';

async function lockedOrder(ctx: OperationContext, id: number) {
  return shopDb(ctx)
    .selectFrom('orders')
    .select(['id', 'status', 'stock_state', 'discount_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

async function setStockState(ctx: OperationContext, id: number, state: string): Promise<void> {
  await shopDb(ctx).updateTable('orders').set({ stock_state: state }).where('id', '=', id).execute();
}

/**
 * The paid order's cart lets go of what was bought: its lines of the order's gifts and its promo code when
 * the order used it. What the buyer added since stays.
 */
async function emptyCartOf(ctx: OperationContext, orderId: number, discountId: number | null) {
  const db = shopDb(ctx);
  const link = await db
    .selectFrom('cart_orders')
    .select('cart_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!link) return;
  await db
    .deleteFrom('cart_items')
    .where('cart_id', '=', link.cart_id)
    .where('product_id', 'in', (eb) =>
      eb.selectFrom('order_items').select('product_id').where('order_id', '=', orderId),
    )
    .execute();
  if (discountId !== null) {
    await db
      .updateTable('carts')
      .set({ discount_id: null, updated_at: new Date() })
      .where('id', '=', link.cart_id)
      .where('discount_id', '=', discountId)
      .execute();
  }
}

/**
 * What an order's payment does, in the transaction that records it: paid turns the hold into a sale (or,
 * when the hold had run out, sells what is still there, else marks the order short for staff to refund)
 * empties the cart it came from and mails the receipt; failed or expired lets the hold and the promo code's
 * use go, and the cart stays as it was for another try.
 */
export const orderPayment: PaymentPurpose = {
  async paid(ctx, id) {
    const order = await lockedOrder(ctx, id);
    if (order.stock_state === 'held') {
      await sellHeld(ctx, id);
      await setStockState(ctx, id, 'sold');
    } else if (order.stock_state === 'released') {
      await setStockState(ctx, id, (await sellUnheld(ctx, id)) ? 'sold' : 'short');
    }
    const row = await systemTransition(ctx, billingAddress, id, 'pay');
    if (row) {
      await emptyCartOf(ctx, id, order.discount_id === null ? null : Number(order.discount_id));
      await queueOrderReceipt(ctx, id);
    }
  },
  async unpaid(ctx, id, state) {
    const order = await lockedOrder(ctx, id);
    if (order.stock_state === 'held') {
      await release(ctx, id);
      await setStockState(ctx, id, 'released');
      if (order.discount_id) {
        await shopDb(ctx)
          .updateTable('discounts')
          .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
          .where('id', '=', order.discount_id)
          .where('used_count', '>', 0)
          .execute();
      }
    }
    const row = await systemTransition(ctx, billingAddress, id, state === 'failed' ? 'fail' : 'expire');
    if (row && state === 'failed') await queueOrderFailed(ctx, id);
  },
  async refunded(ctx, id) {
    await systemTransition(ctx, billingAddress, id, 'refunded');
  },
};
