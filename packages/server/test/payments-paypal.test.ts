import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalTestServer } from './support/providers/paypal.js';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';
import { methodIds, Visitor } from './support/shop.js';

describe.each(testDatabases)('PayPal donations on %s', (kind) => {
  let t: TestApp;
  let paypal: PayPalTestServer;
  let methods: { card: number; paypal: number };
  beforeAll(async () => {
    paypal = new PayPalTestServer({
      clientId: 'test-client',
      clientSecret: 'test-secret',
      webhookId: '8PT597110X687430LKGECATA',
    });
    const url = await paypal.start();
    t = await createTestApp(kind, {
      PUBLIC_CACHE_SECONDS: '0',
      PAYPAL_CLIENT_ID: 'test-client',
      PAYPAL_CLIENT_SECRET: 'test-secret',
      PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
      PAYPAL_API_URL: url,
      PAYPAL_SDK_URL: `${url}/sdk/js`,
    });
    methods = await methodIds(t);
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.stop();
  });

  const donate = async () => {
    const res = await new Visitor(t.app, 'en').call('POST', '/api/public/donation', {
      name_sponsor: 'Jane Doe',
      email: 'jane@example.org',
      phone: '+14155550100',
      comment: 'For the forest',
      qty_tree: 10,
      payment_method_id: methods.paypal,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      id: number;
      code: string;
      reference: string;
      checkout: { kind: string; orderId: string };
    };
  };
  const stateOf = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/public/donation/${code}` })).json().data.status;
  const capture = (orderId: string) =>
    t.app.inject({ method: 'POST', url: '/api/public/payments/capture', payload: { order_id: orderId } });

  it('creates the order in US dollars on the server and pays only once PayPal captured it', async () => {
    const donation = await donate();
    expect(donation.checkout.kind).toBe('paypal');
    const order = paypal.order(donation.checkout.orderId);
    expect(order).toBeTruthy();
    expect(JSON.stringify(order)).toContain('"9.38"');
    // Not approved yet: the capture is refused by PayPal and nothing changes.
    expect((await capture(donation.checkout.orderId)).statusCode).toBe(502);
    expect(await stateOf(donation.code)).toBe('pending');
    paypal.approve(donation.checkout.orderId);
    const captured = await capture(donation.checkout.orderId);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().data.status).toBe('paid');
    expect(await stateOf(donation.code)).toBe('paid');
    // Capturing again answers the same state and applies nothing twice.
    expect((await capture(donation.checkout.orderId)).json().data.status).toBe('paid');
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from workflow_transitions where resource = 'donation-detail' and record_id = ${donation.id}
        and to_state = 'paid'`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('takes a webhook only when PayPal verifies it, and then asks PayPal for the order', async () => {
    const donation = await donate();
    paypal.approve(donation.checkout.orderId);
    await capture(donation.checkout.orderId).catch(() => undefined);
    const forged = paypal.webhookEvent(donation.checkout.orderId, 'PAYMENT.CAPTURE.COMPLETED', {
      forged: true,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/public/payments/paypal/webhook',
      headers: { ...forged.headers, 'content-type': 'application/json' },
      payload: forged.body,
    });
    expect(refused.statusCode).toBe(400);
    const genuine = paypal.webhookEvent(donation.checkout.orderId, 'PAYMENT.CAPTURE.COMPLETED');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/public/payments/paypal/webhook',
      headers: { ...genuine.headers, 'content-type': 'application/json' },
      payload: genuine.body,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await stateOf(donation.code)).toBe('paid');
  });

  it('captures at reconciliation an order the payer approved when the capture after it never came', async () => {
    const donation = await donate();
    paypal.approve(donation.checkout.orderId);
    await sql`update payments set created_at = now() - interval '10 minutes' where reference = ${donation.reference}`.execute(
      t.db,
    );
    await t.app.payments.reconcile();
    expect(await stateOf(donation.code)).toBe('paid');
  });
});
