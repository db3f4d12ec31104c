import { products } from '@rimba/core';
import { httpError } from '../../http/errors.js';
import type { OperationContext } from '../../resources/operations.js';
import { type ShopDb, shopDb } from './tables.js';

type Line = { product_id: number; qty: number };

/**
 * The public answers show each gift's stock and what is held of it: once a change of them is committed,
 * the instance forgets the answers it keeps, as after any write to the gifts.
 */
function stockChanged(ctx: OperationContext): void {
  const forget = () => ctx.written?.(products);
  if (ctx.afterCommit) ctx.afterCommit(forget);
  else forget();
}

/** An order's items, in product order: every statement that locks products takes them in that order. */
export async function orderLines(db: ShopDb, orderId: number): Promise<Line[]> {
  const rows = await db
    .selectFrom('order_items')
    .select(['product_id', 'qty'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => ({ product_id: Number(r.product_id), qty: Number(r.qty) }));
}

/**
 * Holds the items' stock for a checkout: each product's held count rises only while the stock less what
 * is held covers it (one conditional update, so buyers racing for the last items can never together hold
 * more than there is). The first that does not fit refuses the whole checkout with what is left.
 */
export async function hold(
  ctx: OperationContext,
  lines: readonly (Line & { name: string })[],
): Promise<void> {
  const db = shopDb(ctx);
  for (const line of [...lines].sort((a, b) => a.product_id - b.product_id)) {
    const held = await db
      .updateTable('products')
      .set((eb) => ({ reserved: eb('reserved', '+', line.qty) }))
      .where('id', '=', line.product_id)
      .where((eb) => eb(eb('stock', '-', eb.ref('reserved')), '>=', line.qty))
      .returning('id')
      .executeTakeFirst();
    if (!held) {
      const left = await db
        .selectFrom('products')
        .select(['stock', 'reserved'])
        .where('id', '=', line.product_id)
        .executeTakeFirst();
      throw httpError(409, 'outOfStock', ctx.lang, {
        product: line.name,
        available: left ? Math.max(0, Number(left.stock) - Number(left.reserved)) : 0,
      });
    }
  }
  stockChanged(ctx);
}

/** Turns an order's hold into a sale: the stock and the held count fall together. */
export async function sellHeld(ctx: OperationContext, orderId: number): Promise<void> {
  const db = shopDb(ctx);
  for (const line of await orderLines(db, orderId)) {
    await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', line.qty), reserved: eb('reserved', '-', line.qty) }))
      .where('id', '=', line.product_id)
      .execute();
  }
  stockChanged(ctx);
}

/** Lets an order's hold go: what it held may be bought again. */
export async function release(ctx: OperationContext, orderId: number): Promise<void> {
  const db = shopDb(ctx);
  for (const line of await orderLines(db, orderId)) {
    await db
      .updateTable('products')
      .set((eb) => ({ reserved: eb('reserved', '-', line.qty) }))
      .where('id', '=', line.product_id)
      .execute();
  }
  stockChanged(ctx);
}

/**
 * Sells an order whose hold was already let go (paid after it expired or failed), when every item is still
 * free to buy; answers false, selling nothing, when one is not.
 */
export async function sellUnheld(ctx: OperationContext, orderId: number): Promise<boolean> {
  const db = shopDb(ctx);
  const lines = await orderLines(db, orderId);
  const products = await db
    .selectFrom('products')
    .select(['id', 'stock', 'reserved'])
    .where(
      'id',
      'in',
      lines.map((l) => l.product_id),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  const free = new Map(products.map((p) => [Number(p.id), Number(p.stock) - Number(p.reserved)]));
  if (lines.some((l) => (free.get(l.product_id) ?? 0) < l.qty)) return false;
  for (const line of lines) {
    await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', line.qty) }))
      .where('id', '=', line.product_id)
      .execute();
  }
  stockChanged(ctx);
  return true;
}
