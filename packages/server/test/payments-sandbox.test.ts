import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyStatus } from '../src/payments/ledger.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { billing, methodIds, pathOf, productWith, Visitor } from './support/shop.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read by their shape in the assertions
type Json = Record<string, any>;

/** Chooses on the sandbox's pay page, as the payer's browser posts its form. */
async function choose(t: TestApp, checkout: Json, choice: 'pay' | 'decline' | 'pending') {
  const page = await t.app.inject({ method: 'GET', url: pathOf(checkout.redirectUrl) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('DEMO');
  return t.app.inject({
    method: 'POST',
    url: pathOf(checkout.redirectUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `choice=${choice}`,
  });
}

const stockOf = async (t: TestApp, id: number) => {
  const { rows } = await sql<{
    stock: string;
    reserved: string;
  }>`select stock, reserved from products where id = ${id}`.execute(t.db);
  return { stock: Number(rows[0]!.stock), reserved: Number(rows[0]!.reserved) };
};

describe.each(testDatabases)('donations and gift orders paid through the sandbox provider on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let methods: { card: number; paypal: number };
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_CACHE_SECONDS: '0' });
    admin = await login(t.app, 'admin');
    methods = await methodIds(t);
  });
  afterAll(async () => t?.close());

  const donation = (over: Json = {}) => ({
    name_sponsor: 'Budi Santoso',
    email: 'budi@example.id',
    phone: '081234567890',
    comment: 'Untuk hutan kita',
    qty_tree: 10,
    payment_method_id: methods.card,
    ...over,
  });

  it('prices a card donation from the setting, never from the request, and makes it paid only when the provider says so', async () => {
    const visitor = new Visitor(t.app);
    const res = await visitor.call('POST', '/api/public/donation', donation({ amount: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'pending',
      qty_tree: 10,
      amount: 150_000,
      currency: 'IDR',
      amount_usd: null,
    });
    expect(data.reference).toMatch(/^DON-\d{4}-\d{6}$/);
    expect(data.checkout.kind).toBe('redirect');

    // The old client's call to mark it paid only reads now.
    const told = await visitor.call('PUT', '/api/public/paid-donation', {
      order_id: data.reference,
      code: data.code,
      paid: '1',
    });
    expect(told.json().data).toEqual({ order_id: data.reference, status: 'pending' });
    // The sequential number alone tells nobody a payment's state.
    const guessed = await visitor.call('PUT', '/api/public/paid-donation', { order_id: data.reference });
    expect(guessed.statusCode).toBe(400);
    const wrong = await visitor.call('PUT', '/api/public/paid-donation', {
      order_id: data.reference,
      code: 'Bukan-kode-ini-1234',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).not.toContain('pending');
    expect((await visitor.call('GET', `/api/public/donation/${data.code}`)).json().data.status).toBe(
      'pending',
    );

    const paid = await choose(t, data.checkout, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/donation/${data.code}`);
    const page = (await visitor.call('GET', `/api/public/donation/${data.code}`)).json().data;
    expect(page).toMatchObject({ status: 'paid', qty_tree: 10, amount: 150_000, donor: 'Budi' });
    expect(page.certificate_url).toContain(`/api/public/donation/${data.code}/certificate.pdf`);

    const { rows: mails } = await sql<{ recipient: string; subject: string }>`
      select recipient, subject from mail_outbox where recipient = 'budi@example.id'`.execute(t.db);
    expect(mails.map((m) => m.subject)).toContain('Terima kasih atas donasi Anda');

    // A second choice on the same pay page changes nothing.
    await choose(t, data.checkout, 'decline');
    expect((await visitor.call('GET', `/api/public/donation/${data.code}`)).json().data.status).toBe('paid');

    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/donation-detail/${data.id}/transitions`,
      headers: admin,
    });
    expect(trail.json().data).toMatchObject([
      { transition: 'pay', from_state: 'pending', to_state: 'paid', rel_user_id: null },
    ]);
    // Staff cannot mark a donation paid: the server's own transitions have no route.
    const forced = await t.app.inject({
      method: 'POST',
      url: `/api/donation-detail/${data.id}/pay`,
      headers: admin,
    });
    expect(forced.statusCode).toBe(404);
  });

  it('charges PayPal in US cents at the rate the setting holds, and keeps the rate with the donation', async () => {
    const res = await new Visitor(t.app, 'en').call(
      'POST',
      '/api/public/donation',
      donation({ payment_method_id: methods.paypal }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // 10 trees × Rp 15.000 at Rp 16.000 per dollar: US$9.375, rounded half up to 938 cents.
    expect(res.json().data).toMatchObject({
      amount: 150_000,
      currency: 'USD',
      amount_usd: 938,
      usd_rate: 16_000,
    });
    const { rows } = await sql<{ amount: string; currency: string }>`
      select amount, currency from payments where reference = ${res.json().data.reference}`.execute(t.db);
    expect(rows[0]).toMatchObject({ currency: 'USD' });
    expect(Number(rows[0]!.amount)).toBe(938);
  });

  it('answers a wrong donation form with the messages by field, in the caller’s language, and writes nothing', async () => {
    const before = await sql<{ n: string }>`select count(*) as n from donations`.execute(t.db);
    const res = await new Visitor(t.app, 'en').call('POST', '/api/public/donation', {
      name_sponsor: '',
      email: 'not-an-email',
      phone: 'abc',
      comment: '',
      qty_tree: 0,
      payment_method_id: 999_999,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['comment', 'email', 'name_sponsor', 'payment_method_id', 'phone', 'qty_tree'].sort(),
    );
    expect(res.json().errors.email).toEqual(['Please enter a valid email address.']);
    const hostile = await new Visitor(t.app).call(
      'POST',
      '/api/public/donation',
      donation({ qty_tree: { $gt: 1 } }),
    );
    expect(hostile.statusCode).toBe(400);
    const after = await sql<{ n: string }>`select count(*) as n from donations`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('a declined donation fails, and staff refund a paid one only with a reason', async () => {
    const declined = (await new Visitor(t.app).call('POST', '/api/public/donation', donation())).json().data;
    await choose(t, declined.checkout, 'decline');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/donation/${declined.code}` })).json().data
        .status,
    ).toBe('failed');
    const { rows: told } = await sql<{ subject: string; text_body: string }>`
      select subject, text_body from mail_outbox where subject = 'Pembayaran Anda tidak berhasil'`.execute(
      t.db,
    );
    expect(told.some((m) => m.text_body.includes(declined.reference))).toBe(true);

    const paid = (await new Visitor(t.app).call('POST', '/api/public/donation', donation())).json().data;
    await choose(t, paid.checkout, 'pay');
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/donation-detail/${paid.id}/refund`,
      headers: admin,
    });
    expect(noReason.statusCode).toBe(400);
    const viewer = await login(t.app, 'viewer');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/donation-detail/${paid.id}/refund`,
      headers: viewer,
      payload: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/donation-detail/${paid.id}/refund`,
      headers: admin,
      payload: { reason: 'Donatur meminta pembatalan' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.status).toBe('refunded');
    const { rows } = await sql<{ status: string; refund_id: string }>`
      select status, refund_id from payments where donation_id = ${paid.id}`.execute(t.db);
    expect(rows[0]).toMatchObject({ status: 'refunded' });
    expect(rows[0]!.refund_id).toBeTruthy();
  });

  it('lists donations and orders for staff by status, method and date, exports them, and hides them from the viewer', async () => {
    const list = async (resource: string, filters: Json) =>
      t.app.inject({
        method: 'GET',
        url: `/api/${resource}/list?filters=${encodeURIComponent(JSON.stringify(filters))}&limit=100`,
        headers: admin,
      });
    const failed = (await list('donation-detail', { status: 'failed' })).json();
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.data.every((d: Json) => d.status === 'failed')).toBe(true);
    const byPayPal = (await list('donation-detail', { payment_method_id: methods.paypal })).json();
    expect(byPayPal.data.every((d: Json) => d.currency === 'USD')).toBe(true);
    const inMarch = (
      await list('donation-detail', { paid_at: { gte: '2026-03-01T00:00:00Z', lt: '2026-04-01T00:00:00Z' } })
    ).json();
    expect(inMarch.data.every((d: Json) => d.paid_at >= '2026-03-01' && d.paid_at < '2026-04-01')).toBe(true);
    const refunded = (await list('billing-address', { status: 'refunded' })).json();
    expect(refunded.data.map((o: Json) => o.invoice_no)).toContain('INV-2026-000003');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/billing-address/export?format=csv',
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('INV-2026-000001');
    const viewer = await login(t.app, 'viewer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/donation-detail/list', headers: viewer })).statusCode,
    ).toBe(403);
  });

  it('keeps the cart on the server by its cookie, within the stock, and applies a real promo code', async () => {
    const product = await productWith(t, admin, 3, 40_000);
    const visitor = new Visitor(t.app);
    expect((await visitor.call('GET', '/api/public/cart')).json().data).toMatchObject({
      items: [],
      count: 0,
      total: 0,
    });
    const added = await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ count: 2, subtotal: 80_000, total: 80_000 });
    expect(added.json().message).toBe(`${added.json().data.items[0].product_name} ditambahkan ke keranjang`);
    // A second tab is the same cart: the cookie names it.
    expect((await visitor.call('GET', '/api/public/cart')).json().data.items[0]).toMatchObject({
      product_id: product,
      qty: 2,
      available: 3,
    });
    const tooMany = await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('tersedia 3');
    expect((await visitor.call('PUT', '/api/public/cart/promo', { code: 'NOPE' })).statusCode).toBe(422);
    const promo = await visitor.call('PUT', '/api/public/cart/promo', { code: 'hijau10' });
    expect(promo.statusCode, promo.body).toBe(200);
    expect(promo.json().data).toMatchObject({
      subtotal: 80_000,
      discount: { code: 'HIJAU10', amount: 8_000 },
      total: 72_000,
    });
    const other = new Visitor(t.app);
    expect((await other.call('GET', '/api/public/cart')).json().data.count).toBe(0);
  });

  it('checks out: holds the stock, numbers the invoice, and turns the hold into a sale when paid, which empties the cart', async () => {
    const product = await productWith(t, admin, 5, 25_000);
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty: 2 });
    const bad = await visitor.call('POST', '/api/public/billing', {
      ...billing,
      firstname: '',
      zipcode: '',
      payment_method_id: methods.card,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      firstname: ['Valid first name is required.'],
      zipcode: ['Zip code required.'],
    });

    const res = await visitor.call('POST', '/api/public/billing', {
      ...billing,
      payment_method_id: methods.card,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.reference).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(order).toMatchObject({ subtotal: 50_000, total: 50_000, currency: 'IDR', charged: 50_000 });
    expect(await stockOf(t, product)).toEqual({ stock: 5, reserved: 2 });
    // Until the provider says the order is paid, the cart keeps it.
    expect((await visitor.call('GET', '/api/public/cart')).json().data.count).toBe(2);

    // The old client's stock call only reads.
    const decrease = await visitor.call('PUT', '/api/public/decrease-product', { id: product, qty: 2 });
    expect(decrease.json().data).toEqual({ id: product, available: 3 });
    expect(await stockOf(t, product)).toEqual({ stock: 5, reserved: 2 });

    await choose(t, order.checkout, 'pay');
    expect(await stockOf(t, product)).toEqual({ stock: 3, reserved: 0 });
    expect((await visitor.call('GET', '/api/public/cart')).json().data).toMatchObject({
      items: [],
      count: 0,
      discount: null,
    });
    const page = (await visitor.call('GET', `/api/public/billing/${order.code}`)).json().data;
    expect(page).toMatchObject({ status: 'paid', stock_state: 'sold', total: 50_000 });
    expect(page.items).toMatchObject([{ product_id: product, qty: 2, price: 25_000, amount: 50_000 }]);
    const state = await visitor.call('PUT', '/api/public/biling-payment', {
      order_id: order.reference,
      code: order.code,
      paid: '1',
    });
    expect(state.json().data).toEqual({ order_id: order.reference, status: 'paid' });
    const wrong = await visitor.call('PUT', '/api/public/biling-payment', {
      order_id: order.reference,
      code: 'Bukan-kode-ini-1234',
    });
    expect(wrong.statusCode).toBe(404);
    expect(
      (await visitor.call('PUT', '/api/public/biling-payment', { order_id: order.reference })).statusCode,
    ).toBe(400);

    const second = new Visitor(t.app);
    await second.call('POST', '/api/public/cart/items', { product_id: product, qty: 1 });
    const next = (
      await second.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card })
    ).json().data;
    const [, year, n] = /^INV-(\d{4})-(\d{6})$/.exec(order.reference)!;
    expect(next.reference).toBe(`INV-${year}-${String(Number(n) + 1).padStart(6, '0')}`);
  });

  it('a declined checkout releases the stock and the promo code’s use, and keeps the cart, its promo code and the billing details for another try', async () => {
    const product = await productWith(t, admin, 4, 30_000);
    const used = async () =>
      Number(
        (
          await sql<{ used_count: string }>`select used_count from discounts where code = 'HIJAU10'`.execute(
            t.db,
          )
        ).rows[0]!.used_count,
      );
    const before = await used();
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty: 3 });
    await visitor.call('PUT', '/api/public/cart/promo', { code: 'HIJAU10' });
    const order = (
      await visitor.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card })
    ).json().data;
    expect(order).toMatchObject({ subtotal: 90_000, discount_amount: 9_000, total: 81_000 });
    expect(await used()).toBe(before + 1);
    expect(await stockOf(t, product)).toEqual({ stock: 4, reserved: 3 });
    await choose(t, order.checkout, 'decline');
    expect(await stockOf(t, product)).toEqual({ stock: 4, reserved: 0 });
    expect(await used()).toBe(before);
    const page = (await visitor.call('GET', `/api/public/billing/${order.code}`)).json().data;
    expect(page).toMatchObject({ status: 'failed', stock_state: 'released' });

    const cart = (await visitor.call('GET', '/api/public/cart')).json().data;
    expect(cart).toMatchObject({
      items: [{ product_id: product, qty: 3 }],
      discount: { code: 'HIJAU10', amount: 9_000 },
      total: 81_000,
      billing,
    });
    const retry = await visitor.call('POST', '/api/public/billing', {
      ...billing,
      payment_method_id: methods.card,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data).toMatchObject({ total: 81_000 });
    expect(retry.json().data.reference).not.toBe(order.reference);
    expect(await stockOf(t, product)).toEqual({ stock: 4, reserved: 3 });
    expect(await used()).toBe(before + 1);
    await choose(t, retry.json().data.checkout, 'pay');
    expect(await stockOf(t, product)).toEqual({ stock: 1, reserved: 0 });
    expect((await visitor.call('GET', '/api/public/cart')).json().data.count).toBe(0);
  });

  it('refuses with a 409 and the new total a promo code used up or switched off since it was applied, until the buyer goes on without it', async () => {
    const product = await productWith(t, admin, 4, 30_000);
    const code = `SEKALI${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/discount/create',
      headers: admin,
      payload: { code, kind: 'amount', amount: 5_000, usage_limit: 1, active: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    const first = new Visitor(t.app);
    const late = new Visitor(t.app, 'en');
    for (const v of [first, late]) {
      await v.call('POST', '/api/public/cart/items', { product_id: product, qty: 1 });
      expect((await v.call('PUT', '/api/public/cart/promo', { code })).json().data.total).toBe(25_000);
    }
    const won = await first.call('POST', '/api/public/billing', {
      ...billing,
      payment_method_id: methods.card,
    });
    expect(won.json().data).toMatchObject({ discount_amount: 5_000, total: 25_000 });
    const orders = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from orders`.execute(t.db)).rows[0]!.n);
    const before = await orders();

    const refused = await late.call('POST', '/api/public/billing', {
      ...billing,
      payment_method_id: methods.card,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message: `Promo code ${code} has been used up in the meantime. Without it, your order comes to Rp. 30.000. Go on without the promo code, or go back to the cart.`,
      promo: { code, subtotal: 30_000, total: 30_000 },
    });
    expect(await orders()).toBe(before);
    expect(await stockOf(t, product)).toEqual({ stock: 4, reserved: 1 });
    expect((await late.call('GET', '/api/public/cart')).json().data.count).toBe(1);

    // Switched off rather than used up: the same refusal.
    await sql`update discounts set usage_limit = null, active = false where code = ${code}`.execute(t.db);
    const ended = await late.call('POST', '/api/public/billing', {
      ...billing,
      payment_method_id: methods.card,
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(
      `Promo code ${code} can no longer be used. Without it, your order comes to Rp. 30.000. Go on without the promo code, or go back to the cart.`,
    );

    const goneOn = await late.call('POST', '/api/public/billing', {
      ...billing,
      payment_method_id: methods.card,
      without_promo: true,
    });
    expect(goneOn.statusCode, goneOn.body).toBe(201);
    expect(goneOn.json().data).toMatchObject({
      subtotal: 30_000,
      discount_amount: 0,
      total: 30_000,
      charged: 30_000,
    });
    expect(await stockOf(t, product)).toEqual({ stock: 4, reserved: 2 });
    for (const answer of [won, goneOn]) await choose(t, answer.json().data.checkout, 'decline');
  });

  it('sells exactly the stock when fifty buyers race for the last ten, and tells the others', async () => {
    const product = await productWith(t, admin, 10, 10_000);
    const buyers = Array.from({ length: 50 }, () => new Visitor(t.app));
    for (const b of buyers)
      expect((await b.call('POST', '/api/public/cart/items', { product_id: product })).statusCode).toBe(200);
    const answers = await Promise.all(
      buyers.map((b) =>
        b.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    const lost = answers.filter((a) => a.statusCode !== 201);
    expect(won).toHaveLength(10);
    expect(lost.every((a) => a.statusCode === 409)).toBe(true);
    expect(lost[0]!.json().message).toMatch(/^Stok .+ tidak cukup: tersisa 0$/);
    expect(await stockOf(t, product)).toEqual({ stock: 10, reserved: 10 });
    for (const a of won) await choose(t, a.json().data.checkout, 'pay');
    expect(await stockOf(t, product)).toEqual({ stock: 0, reserved: 0 });
  });

  it('reconciles a payment left pending: past its time it expires at the provider and lets the stock go', async () => {
    const product = await productWith(t, admin, 2, 10_000);
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty: 2 });
    const order = (
      await visitor.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card })
    ).json().data;
    await choose(t, order.checkout, 'pending');
    expect(await stockOf(t, product)).toEqual({ stock: 2, reserved: 2 });
    await sql`update payments set created_at = now() - interval '2 days' where reference = ${order.reference}`.execute(
      t.db,
    );
    await sql`update sandbox_payments set expires_at = now() - interval '1 day' where reference = ${order.reference}`.execute(
      t.db,
    );
    await t.app.payments.reconcile();
    expect(await stockOf(t, product)).toEqual({ stock: 2, reserved: 0 });
    expect((await visitor.call('GET', `/api/public/billing/${order.code}`)).json().data.status).toBe(
      'expired',
    );
    // The pay page can no longer pay it.
    await choose(t, order.checkout, 'pay').catch(() => undefined);
    expect((await visitor.call('GET', `/api/public/billing/${order.code}`)).json().data.status).toBe(
      'expired',
    );
  });
});

describe('the shop’s public answers while gifts are bought', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let methods: { card: number; paypal: number };
  beforeAll(async () => {
    // The public answers kept as in production: a few seconds in the instance that made them.
    t = await createTestApp('pglite', { PUBLIC_CACHE_SECONDS: '60' });
    admin = await login(t.app, 'admin');
    methods = await methodIds(t);
  });
  afterAll(async () => t?.close());

  it('show the stock a checkout holds, a payment sells and a declined one frees, at once', async () => {
    const product = await productWith(t, admin, 5, 20_000);
    const visitor = new Visitor(t.app);
    const shown = async () => {
      const { stock, reserved } = (await visitor.call('GET', `/api/public/gifts/${product}`)).json().data;
      return { stock, reserved };
    };
    expect(await shown()).toEqual({ stock: 5, reserved: 0 });

    await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty: 2 });
    const sold = (
      await visitor.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card })
    ).json().data;
    expect(await shown()).toEqual({ stock: 5, reserved: 2 });
    await choose(t, sold.checkout, 'pay');
    expect(await shown()).toEqual({ stock: 3, reserved: 0 });

    await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty: 1 });
    const declined = (
      await visitor.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card })
    ).json().data;
    expect(await shown()).toEqual({ stock: 3, reserved: 1 });
    await choose(t, declined.checkout, 'decline');
    expect(await shown()).toEqual({ stock: 3, reserved: 0 });
  });

  it('sells an order paid after its hold ran out when the stock is still free, and marks it short when it is not', async () => {
    const expiredOrder = async (product: number, qty: number) => {
      const visitor = new Visitor(t.app);
      await visitor.call('POST', '/api/public/cart/items', { product_id: product, qty });
      const order = (
        await visitor.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card })
      ).json().data;
      await sql`update payments set created_at = now() - interval '2 days' where reference = ${order.reference}`.execute(
        t.db,
      );
      await sql`update sandbox_payments set expires_at = now() - interval '1 day' where reference = ${order.reference}`.execute(
        t.db,
      );
      await t.app.payments.reconcile();
      return { visitor, order };
    };
    const latePayment = async (reference: string) => {
      const { rows } = await sql<{ id: string; amount: string }>`
        select id, amount from payments where reference = ${reference}`.execute(t.db);
      const ctx = { db: t.db, caller: null, lang: 'id' as const };
      await applyStatus(ctx, t.app.log, Number(rows[0]!.id), {
        state: 'paid',
        amount: Number(rows[0]!.amount),
        currency: 'IDR',
      });
    };

    const free = await productWith(t, admin, 3, 10_000);
    const first = await expiredOrder(free, 2);
    expect(await stockOf(t, free)).toEqual({ stock: 3, reserved: 0 });
    await latePayment(first.order.reference);
    expect(
      (await first.visitor.call('GET', `/api/public/billing/${first.order.code}`)).json().data,
    ).toMatchObject({
      status: 'paid',
      stock_state: 'sold',
    });
    expect(await stockOf(t, free)).toEqual({ stock: 1, reserved: 0 });

    const scarce = await productWith(t, admin, 2, 10_000);
    const second = await expiredOrder(scarce, 2);
    const other = new Visitor(t.app);
    await other.call('POST', '/api/public/cart/items', { product_id: scarce, qty: 1 });
    await other.call('POST', '/api/public/billing', { ...billing, payment_method_id: methods.card });
    await latePayment(second.order.reference);
    expect(
      (await second.visitor.call('GET', `/api/public/billing/${second.order.code}`)).json().data,
    ).toMatchObject({
      status: 'paid',
      stock_state: 'short',
    });
    expect(await stockOf(t, scarce)).toEqual({ stock: 2, reserved: 1 });
  });
});
