import { createHash, randomBytes } from 'node:crypto';
import { type BillingForm, billingFields, type Lang } from '@rimba/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { httpError } from '../../http/errors.js';
import { type ShopDb, shopDb } from './tables.js';

export const cartCookie = 'rimba_cart';
const cartDays = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CartLine {
  product_id: number;
  product_name: string;
  file_product: string | null;
  price: number;
  qty: number;
  amount: number;
  /** What may still be bought: the stock less what unpaid checkouts hold. */
  available: number;
}

export interface CartView {
  items: CartLine[];
  count: number;
  subtotal: number;
  discount: { code: string; amount: number } | null;
  total: number;
  /**
   * The billing details of the cart's last checkout, for the form to start from: a buyer whose payment was
   * declined tries again without typing them again. The cart's cookie is this browser's alone.
   */
  billing: BillingForm | null;
}

async function lastBilling(db: ShopDb, cartId: number): Promise<BillingForm | null> {
  const row = await db
    .selectFrom('cart_orders as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(billingFields.map((f) => `o.${f}` as const))
    .where('c.cart_id', '=', cartId)
    .orderBy('c.order_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (Object.fromEntries(billingFields.map((f) => [f, row[f] ?? ''])) as BillingForm) : null;
}

/** The cart a request's cookie names, if it has one. */
export async function cartOf(db: ShopDb, request: FastifyRequest): Promise<number | undefined> {
  const token = request.cookies[cartCookie];
  if (!token || !/^[A-Za-z0-9_-]{40,64}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('carts')
    .select('id')
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The request's cart, made (with its cookie) when it has none yet. */
export async function ensureCart(
  db: ShopDb,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean | 'auto',
): Promise<number> {
  const found = await cartOf(db, request);
  if (found) {
    await db.updateTable('carts').set({ updated_at: new Date() }).where('id', '=', found).execute();
    return found;
  }
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('carts')
    .values({ token_hash: hashOf(token), created_at: new Date(), updated_at: new Date() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  reply.setCookie(cartCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: cartDays * 86_400,
  });
  return Number(row.id);
}

/** Today in Jakarta, as a date: promo codes are valid by the foundation's calendar. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

export interface Discount {
  id: number;
  code: string;
  kind: string;
  amount: number | null;
  percent: number | null;
}

/** A promo code that may be used today, or the reason it may not. */
export async function usableDiscount(
  db: ShopDb,
  code: string,
): Promise<{ discount: Discount } | { refused: 'promoUnknown' | 'promoUsedUp' }> {
  const day = today();
  const row = await db
    .selectFrom('discounts')
    .select(['id', 'code', 'kind', 'amount', 'percent', 'usage_limit', 'used_count'])
    .where(sql`upper(code)`, '=', code.trim().toUpperCase())
    .where('active', '=', true)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', day)]))
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', day)]))
    .executeTakeFirst();
  if (!row) return { refused: 'promoUnknown' };
  if (row.usage_limit !== null && Number(row.used_count) >= Number(row.usage_limit))
    return { refused: 'promoUsedUp' };
  return {
    discount: {
      id: Number(row.id),
      code: row.code,
      kind: row.kind,
      amount: row.amount === null ? null : Number(row.amount),
      percent: row.percent === null ? null : Number(row.percent),
    },
  };
}

/** What a discount takes off a subtotal, in whole rupiah; the total stays at least 1 rupiah. */
export function discountOn(discount: Discount, subtotal: number): number {
  const off =
    discount.kind === 'percent'
      ? Math.floor((subtotal * (discount.percent ?? 0)) / 100)
      : (discount.amount ?? 0);
  return Math.max(0, Math.min(off, subtotal - 1));
}

/** A cart as the site shows it, at the server's current prices. */
export async function cartView(db: ShopDb, cartId: number | undefined, lang: Lang): Promise<CartView> {
  if (cartId === undefined)
    return { items: [], count: 0, subtotal: 0, discount: null, total: 0, billing: null };
  const rows = await db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select([
      'p.id',
      'p.product_name',
      'p.product_name_en',
      'p.file_product',
      'p.price',
      'p.stock',
      'p.reserved',
      'c.qty',
    ])
    .where('c.cart_id', '=', cartId)
    .orderBy('c.added_at')
    .orderBy('p.id')
    .execute();
  const items = rows.map((r) => ({
    product_id: Number(r.id),
    product_name: (lang === 'en' && r.product_name_en) || r.product_name,
    file_product: r.file_product,
    price: Number(r.price),
    qty: Number(r.qty),
    amount: Number(r.price) * Number(r.qty),
    available: Math.max(0, Number(r.stock) - Number(r.reserved)),
  }));
  const subtotal = items.reduce((sum, i) => sum + i.amount, 0);
  const cart = await db.selectFrom('carts').select('discount_id').where('id', '=', cartId).executeTakeFirst();
  let discount: CartView['discount'] = null;
  if (cart?.discount_id && subtotal > 0) {
    const row = await db
      .selectFrom('discounts')
      .select('code')
      .where('id', '=', cart.discount_id)
      .executeTakeFirst();
    const usable = row && (await usableDiscount(db, row.code));
    if (usable && 'discount' in usable)
      discount = { code: usable.discount.code, amount: discountOn(usable.discount, subtotal) };
  }
  return {
    items,
    count: items.reduce((sum, i) => sum + i.qty, 0),
    subtotal,
    discount,
    total: subtotal - (discount?.amount ?? 0),
    billing: await lastBilling(db, cartId),
  };
}

/** Sets an item's quantity (adding to it with `add`), never past what may still be bought. */
export async function putItem(
  db: ShopDb,
  cartId: number,
  productId: number,
  qty: number,
  add: boolean,
  lang: Lang,
): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'product_name', 'product_name_en', 'stock', 'reserved'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw httpError(404, 'cartProductUnknown', lang);
  const current = await db
    .selectFrom('cart_items')
    .select('qty')
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const wanted = add ? Number(current?.qty ?? 0) + qty : qty;
  const available = Math.max(0, Number(product.stock) - Number(product.reserved));
  if (wanted > available) {
    throw httpError(409, available === 0 ? 'outOfStock' : 'cartTooMany', lang, {
      product: (lang === 'en' && product.product_name_en) || product.product_name,
      available,
    });
  }
  await db
    .insertInto('cart_items')
    .values({ cart_id: cartId, product_id: productId, qty: wanted, added_at: new Date() } as never)
    .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet({ qty: wanted }))
    .execute();
}

export const cartDbOf = shopDb;
