import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MidtransTestServer } from './support/providers/midtrans.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { methodIds, Visitor } from './support/shop.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read by their shape in the assertions
type Json = Record<string, any>;

/** A seeded shuffle, so a failing order of notifications can be told again. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe.each(testDatabases)('Midtrans notifications on %s', (kind) => {
  let t: TestApp;
  let midtrans: MidtransTestServer;
  let methods: { card: number; paypal: number };
  const serverKey = 'SB-Mid-server-test-key';
  beforeAll(async () => {
    midtrans = new MidtransTestServer({ serverKey });
    const url = await midtrans.start();
    t = await createTestApp(kind, {
      PUBLIC_CACHE_SECONDS: '0',
      MIDTRANS_SERVER_KEY: serverKey,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-test-key',
      MIDTRANS_SNAP_URL: url,
      MIDTRANS_API_URL: url,
    });
    methods = await methodIds(t);
  });
  afterAll(async () => {
    await t?.close();
    await midtrans?.stop();
  });

  const notify = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/payments/midtrans/notification',
      headers: { 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const donate = async (): Promise<Json> => {
    const res = await new Visitor(t.app).call('POST', '/api/public/donation', {
      name_sponsor: 'Dewi Lestari',
      email: 'dewi@example.id',
      phone: '081298765432',
      comment: 'Semoga tumbuh',
      qty_tree: 10,
      payment_method_id: methods.card,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('creates the Snap transaction with the server key and hands the browser only the token', async () => {
    const answer = await donate();
    expect(answer.data.checkout).toMatchObject({ kind: 'snap', providerRef: answer.data.reference });
    expect(answer.snapToken).toBe(answer.data.checkout.token);
    expect(midtrans.transaction(answer.data.reference)).toMatchObject({ grossAmount: 150_000 });
    const config = (await t.app.inject({ method: 'GET', url: '/api/public/payments/config' })).json().data;
    expect(config.card).toEqual({
      provider: 'midtrans',
      snapJsUrl: expect.stringContaining('/snap/snap.js'),
      clientKey: 'SB-Mid-client-test-key',
    });
    expect(JSON.stringify(config)).not.toContain(serverKey);
  });

  it('applies each payment exactly once when every notification comes three times in random order, and no forged one', async () => {
    const donations = await Promise.all(Array.from({ length: 12 }, () => donate()));
    const refs = donations.map((d) => d.data.reference as string);
    const settled = refs.slice(0, 6);
    const declined = refs.slice(6, 9);
    const waiting = refs.slice(9);
    for (const ref of settled) midtrans.settle(ref);
    for (const ref of declined) midtrans.decline(ref);
    for (const ref of waiting) midtrans.pend(ref);
    const genuine = refs.flatMap((ref) => [1, 2, 3].map(() => midtrans.notificationFor(ref)));
    // Forgeries: a settlement claimed for a payment still waiting, and bodies altered after signing.
    const forged = [
      ...waiting.map((ref) => ({
        ...midtrans.notificationFor(ref, { forged: true }),
        transaction_status: 'settlement',
      })),
      ...declined.map((ref) => ({
        ...midtrans.notificationFor(ref),
        transaction_status: 'settlement',
        gross_amount: '1.00',
      })),
      { order_id: refs[0], status_code: '200', gross_amount: '150000.00', signature_key: 'a'.repeat(128) },
      'not json at all',
    ];
    const answers = await Promise.all(shuffled([...genuine, ...forged], 42).map((body) => notify(body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(genuine.length);
    expect(statuses.filter((s) => s === 400)).toHaveLength(forged.length);

    const { rows } = await sql<{ reference: string; status: string; pays: string; mails: string }>`
      select d.reference, d.status,
        (select count(*) from workflow_transitions w
          where w.resource = 'donation-detail' and w.record_id = d.id and w.to_state = 'paid') as pays,
        (select count(*) from mail_outbox m where m.subject = 'Terima kasih atas donasi Anda'
          and m.text_body like '%' || d.reference || '%') as mails
      from donations d where d.reference in (${sql.join(refs)})`.execute(t.db);
    const by = new Map(
      rows.map((r) => [r.reference, { status: r.status, pays: Number(r.pays), mails: Number(r.mails) }]),
    );
    for (const ref of settled) expect(by.get(ref)).toEqual({ status: 'paid', pays: 1, mails: 1 });
    for (const ref of declined) expect(by.get(ref)).toEqual({ status: 'failed', pays: 0, mails: 0 });
    for (const ref of waiting) expect(by.get(ref)).toEqual({ status: 'pending', pays: 0, mails: 0 });
  });

  it('takes a notification that arrives before the payment settles as news to check, not as the truth', async () => {
    const { data } = await donate();
    midtrans.pend(data.reference);
    expect((await notify(midtrans.notificationFor(data.reference))).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/donation/${data.code}` })).json().data.status,
    ).toBe('pending');
    // The settlement's notification was lost: reconciliation asks Midtrans and applies it.
    midtrans.settle(data.reference);
    await sql`update payments set created_at = now() - interval '10 minutes' where reference = ${data.reference}`.execute(
      t.db,
    );
    await t.app.payments.reconcile();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/donation/${data.code}` })).json().data.status,
    ).toBe('paid');
  });

  it('answers a 502 with the spec’s words when Midtrans cannot be reached, and leaves nothing pending', async () => {
    midtrans.failNext(503);
    const res = await new Visitor(t.app, 'en').call('POST', '/api/public/donation', {
      name_sponsor: 'Eko',
      email: 'eko@example.id',
      phone: '081211112222',
      comment: 'Hijau',
      qty_tree: 1,
      payment_method_id: methods.card,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Something went wrong/);
    const { rows } = await sql<{ status: string }>`
      select status from donations where sponsor_id = (select id from sponsors where email = 'eko@example.id')`.execute(
      t.db,
    );
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('refunds a paid donation through Midtrans when staff give a reason', async () => {
    const { data } = await donate();
    midtrans.settle(data.reference);
    await notify(midtrans.notificationFor(data.reference));
    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/donation-detail/${data.id}/refund`,
      headers: admin,
      payload: { reason: 'Salah nominal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(midtrans.transaction(data.reference).status).toBe('refund');
  });
});
