import { apiMessage, billingFields } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../../http/errors.js';
import { requestLimit } from '../../http/rate-limits.js';
import { errorResponses } from '../../http/schemas.js';
import { pendingCheckout } from '../../payments/ledger.js';
import { statusRead } from '../../payments/status-read.js';
import { context } from '../../resources/context.js';
import { cartOf, cartView, ensureCart, putItem, usableDiscount } from './cart.js';
import { checkout } from './checkout.js';
import { shopDb } from './tables.js';

const tags = ['Public'];
/** The billing form's values by their JSON type; within it, checkBilling says what is valid. */
const text = Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'] }));
const ProductParams = Type.Object({
  product_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
const Qty = Type.Integer({ minimum: 1, maximum: 1000 });
const Code = Type.Object({
  code: Type.String({ minLength: 10, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
});

const CartLine = Type.Object({
  product_id: Type.Integer(),
  product_name: Type.String(),
  file_product: Type.Union([Type.String(), Type.Null()]),
  price: Type.Integer(),
  qty: Type.Integer(),
  amount: Type.Integer(),
  available: Type.Integer(),
});
const Cart = Type.Object({
  items: Type.Array(CartLine),
  count: Type.Integer(),
  subtotal: Type.Integer(),
  discount: Type.Union([Type.Object({ code: Type.String(), amount: Type.Integer() }), Type.Null()]),
  total: Type.Integer(),
  billing: Type.Union([
    Type.Object(Object.fromEntries(billingFields.map((f) => [f, Type.String()]))),
    Type.Null(),
  ]),
});
const CartAnswer = Type.Object({ data: Cart, message: Type.Optional(Type.String()) });

/**
 * The visitor's cart, kept by the server and named by an HTTP-only cookie (it survives a reload and is the
 * same in a second tab), the checkout, and an order's page and state. The old client's
 * `PUT /api/public/biling-payment` and `PUT /api/public/decrease-product` only read now.
 */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  // Secure whenever the visitor came over HTTPS, as the request or a trusted proxy says, and always when
  // the site's address is an https one.
  const secure = app.config.accounts.publicUrl.startsWith('https:') || 'auto';
  const db = shopDb(app);
  const view = async (request: FastifyRequest, cartId?: number) =>
    cartView(db, cartId ?? (await cartOf(db, request)), request.lang);
  const limited = requestLimit(app, {
    max: 120,
    timeWindow: 60_000,
    keyGenerator: (request) => `cart:${request.ip}`,
  });
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/public/cart',
    {
      schema: {
        tags,
        summary: 'The visitor’s cart at the current prices and stock',
        response: { 200: CartAnswer },
      },
    },
    async (request, reply) => reply.headers(noStore).send({ data: await view(request) }),
  );

  app.post<{ Body: { product_id: number; qty?: number } }>(
    '/api/public/cart/items',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Add a gift to the cart (never past the stock that may still be bought)',
        body: Type.Object({
          product_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
          qty: Type.Optional(Qty),
        }),
        response: { 200: CartAnswer, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await limited(request);
      const cartId = await ensureCart(db, request, reply, secure);
      await putItem(db, cartId, request.body.product_id, request.body.qty ?? 1, true, request.lang);
      const cart = await view(request, cartId);
      const added = cart.items.find((i) => i.product_id === request.body.product_id);
      return reply.headers(noStore).send({
        data: cart,
        ...(added && { message: apiMessage('cartAdded', request.lang, { product: added.product_name }) }),
      });
    },
  );

  app.put<{ Params: { product_id: number }; Body: { qty: number } }>(
    '/api/public/cart/items/:product_id',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Set how many of a gift the cart holds',
        params: ProductParams,
        body: Type.Object({ qty: Qty }),
        response: { 200: CartAnswer, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await limited(request);
      const cartId = await ensureCart(db, request, reply, secure);
      await putItem(db, cartId, request.params.product_id, request.body.qty, false, request.lang);
      return reply.headers(noStore).send({ data: await view(request, cartId) });
    },
  );

  app.delete<{ Params: { product_id: number } }>(
    '/api/public/cart/items/:product_id',
    {
      schema: {
        tags,
        summary: 'Remove a gift from the cart',
        params: ProductParams,
        response: { 200: CartAnswer, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await limited(request);
      const cartId = await cartOf(db, request);
      if (cartId !== undefined) {
        await db
          .deleteFrom('cart_items')
          .where('cart_id', '=', cartId)
          .where('product_id', '=', request.params.product_id)
          .execute();
      }
      return reply.headers(noStore).send({ data: await view(request, cartId) });
    },
  );

  app.put<{ Body: { code: string } }>(
    '/api/public/cart/promo',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Apply a promo code to the cart',
        body: Type.Object({ code: Type.String({ maxLength: 64 }) }),
        response: { 200: CartAnswer, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      await limited(request);
      const code = request.body.code.trim();
      const usable = code ? await usableDiscount(db, code) : { refused: 'promoUnknown' as const };
      if ('refused' in usable) {
        const message = apiMessage(usable.refused, request.lang);
        throw Object.assign(httpError(422, 'validationFailed', request.lang, {}, { code: [message] }), {
          message,
        });
      }
      const cartId = await ensureCart(db, request, reply, secure);
      await db
        .updateTable('carts')
        .set({ discount_id: usable.discount.id, updated_at: new Date() })
        .where('id', '=', cartId)
        .execute();
      return reply.headers(noStore).send({
        data: await view(request, cartId),
        message: apiMessage('promoApplied', request.lang, { code: usable.discount.code }),
      });
    },
  );

  app.delete(
    '/api/public/cart/promo',
    { schema: { tags, summary: 'Remove the promo code from the cart', response: { 200: CartAnswer } } },
    async (request, reply) => {
      const cartId = await cartOf(db, request);
      if (cartId !== undefined)
        await db.updateTable('carts').set({ discount_id: null }).where('id', '=', cartId).execute();
      return reply.headers(noStore).send({ data: await view(request, cartId) });
    },
  );

  const checkoutLimit = requestLimit(app, {
    max: 20,
    timeWindow: 10 * 60_000,
    keyGenerator: (request) => `checkout:${request.ip}`,
  });
  app.post<{ Body: Record<string, unknown> }>(
    '/api/public/billing',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Check out the cart: stock held, order numbered, paid through the chosen method’s provider',
        body: Type.Object(
          {
            firstname: text,
            lastname: text,
            email: text,
            address1: text,
            address2: text,
            city: text,
            state: text,
            country: text,
            zipcode: text,
            phone: text,
            payment_method_id: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'] })),
            without_promo: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            data: Type.Object({
              reference: Type.String(),
              code: Type.String(),
              status: Type.String(),
              subtotal: Type.Integer(),
              discount_amount: Type.Integer(),
              total: Type.Integer(),
              currency: Type.String(),
              charged: Type.Integer(),
              expires_at: Type.String(),
              checkout: Type.Unknown(),
            }),
            snapToken: Type.Optional(Type.String()),
          }),
          ...errorResponses(400, 422, 429, 502, 503),
          409: Type.Object({
            message: Type.String(),
            promo: Type.Optional(
              Type.Object({ code: Type.String(), subtotal: Type.Integer(), total: Type.Integer() }),
            ),
          }),
        },
      },
    },
    async (request, reply) => {
      await checkoutLimit(request);
      const ctx = await context(app, request);
      const data = await checkout(app, ctx, request, request.body ?? {});
      return reply
        .code(201)
        .send({ data, ...(data.checkout.kind === 'snap' ? { snapToken: data.checkout.token } : {}) });
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/public/billing/:code',
    {
      schema: {
        tags,
        summary: 'An order by its page code: state, items and totals',
        params: Code,
        response: { 200: Type.Object({ data: Type.Unknown() }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const order = await db
        .selectFrom('orders as o')
        .select([
          'o.id',
          'o.invoice_no',
          'o.status',
          'o.stock_state',
          'o.firstname',
          'o.subtotal',
          'o.discount_amount',
          'o.total',
          'o.expires_at',
          'o.paid_at',
          'o.created_at',
        ])
        .where('o.public_code', '=', request.params.code)
        .executeTakeFirst();
      if (!order) throw httpError(404, 'notFound', request.lang);
      const o = order;
      const checkout = await pendingCheckout(app.db, 'order_id', Number(o.id), o.status);
      const items = await db
        .selectFrom('order_items')
        .select(['product_id', 'product_name', 'qty', 'price', 'amount'])
        .where('order_id', '=', o.id)
        .orderBy('id')
        .execute();
      reply.header('cache-control', 'no-store');
      return {
        data: {
          reference: o.invoice_no,
          status: o.status,
          stock_state: o.stock_state,
          buyer: o.firstname,
          subtotal: Number(o.subtotal),
          discount_amount: Number(o.discount_amount),
          total: Number(o.total),
          expires_at: new Date(o.expires_at).toISOString(),
          paid_at: o.paid_at ? new Date(o.paid_at).toISOString() : null,
          created_at: new Date(o.created_at).toISOString(),
          items: items.map((i) => ({
            product_id: Number(i.product_id),
            product_name: i.product_name,
            qty: Number(i.qty),
            price: Number(i.price),
            amount: Number(i.amount),
          })),
          checkout,
        },
      };
    },
  );

  statusRead(
    app,
    '/api/public/biling-payment',
    'An order’s payment state by its invoice number and page code (site spec §7); it changes nothing',
    async (number, code) => {
      const row = await db
        .selectFrom('orders')
        .select(['invoice_no', 'status'])
        .where('invoice_no', '=', number)
        .where('public_code', '=', code)
        .executeTakeFirst();
      return row && { number: row.invoice_no, status: row.status };
    },
  );

  app.put<{ Body: { id: number; qty?: unknown } }>(
    '/api/public/decrease-product',
    {
      schema: {
        tags,
        summary:
          'A gift’s stock that may still be bought (site spec §7); it changes nothing: a paid order lowers the stock',
        body: Type.Object({
          id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
          qty: Type.Optional(Type.Unknown()),
        }),
        response: {
          200: Type.Object({ data: Type.Object({ id: Type.Integer(), available: Type.Integer() }) }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('products')
        .select(['id', 'stock', 'reserved'])
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      if (!row) throw httpError(404, 'notFound', request.lang);
      return {
        data: { id: Number(row.id), available: Math.max(0, Number(row.stock) - Number(row.reserved)) },
      };
    },
  );
}
