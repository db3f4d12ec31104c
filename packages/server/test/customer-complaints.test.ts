import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/resources/operations.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { userWithTasks } from './support/uploads.js';

type Headers = Record<string, string>;

/**
 * Customer complaints: a donor or buyer complains from their donation's or order's page, named by its
 * code; staff take others from any channel, investigate, and resolve or reject them; a finding named on
 * one is raised once, with its corrective action.
 */
describe.each(testDatabases)('customer complaints on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: Headers;
  let handler: Headers;
  let clerk: Headers;
  let donation: { id: number; public_code: string };
  let order: { id: number; public_code: string };
  let visitor = 0;

  /** A complaint from the site, each from an address of its own (the public write is rate limited). */
  const complain = (body: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/complaints',
      remoteAddress: `10.27.0.${++visitor}`,
      headers: { 'accept-language': lang },
      payload: body,
    });

  const call = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
    t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });

  const complaintBy = (email: string) =>
    db.selectFrom('customer_complaints').selectAll().where('customer_email', '=', email).executeTakeFirst();

  const mailsTo = (email: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'reply_to'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  /** A complaint staff took by phone, as created through the API. */
  async function taken(values: object = {}): Promise<Row & { id: number }> {
    const res = await call('POST', '/api/customer-complaints/create', admin, {
      channel: 'phone',
      customer_name: 'Bu Ratna',
      customer_email: 'ratna@contoh.id',
      description: 'Bibit yang diterima sekolah kami sebagian mati',
      ...values,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { ACCOUNT_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    const reads = ['customer-complaints.read', 'customer-complaints.create', 'customer-complaints.update'];
    handler = await userWithTasks(t, admin, 'penangan_keluhan', [...reads, 'customer-complaints.handle']);
    clerk = await userWithTasks(t, admin, 'petugas_keluhan', reads);
    const first = (table: string) =>
      db.selectFrom(table).select(['id', 'public_code']).orderBy('id').executeTakeFirstOrThrow();
    donation = (await first('donations')) as typeof donation;
    order = (await first('orders')) as typeof order;
  });
  afterAll(async () => t?.close());

  it("takes a complaint from a donation's page, linked to it, received by the website; the foundation and the customer are mailed", async () => {
    const res = await complain(
      {
        customer_name: 'Rina Kusuma',
        customer_email: 'rina.keluhan@contoh.id',
        reference_code: donation.public_code,
        description: 'Sertifikat donasi saya belum terkirim',
      },
      'id',
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await complaintBy('rina.keluhan@contoh.id');
    expect(row).toMatchObject({
      donation_id: donation.id,
      order_id: null,
      status: 'received',
      channel: 'website',
      reference_code: donation.public_code,
    });
    expect(row?.received_at).toBeTruthy();
    const ack = await mailsTo('rina.keluhan@contoh.id');
    expect(ack.map((m) => m.subject)).toEqual([`Keluhan Anda telah kami terima (#${row!.id})`]);
    expect(ack[0]!.text_body).toContain(`Donasi ${donation.public_code}`);
    const toFoundation = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'reply_to'])
      .where('subject', '=', `Keluhan pelanggan #${row!.id}: Rina Kusuma`)
      .executeTakeFirstOrThrow();
    expect(toFoundation.reply_to).toBe('rina.keluhan@contoh.id');
    expect(toFoundation.text_body).toContain(`/admin/master/customer-complaints?view=detail&id=${row!.id}`);
  });

  it("links an order's code to its order", async () => {
    const res = await complain({
      customer_name: 'Dewi Lestari',
      customer_email: 'dewi.keluhan@contoh.id',
      reference_code: order.public_code,
      description: 'The shirt arrived in the wrong size',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await complaintBy('dewi.keluhan@contoh.id')).toMatchObject({
      order_id: order.id,
      donation_id: null,
    });
    expect((await mailsTo('dewi.keluhan@contoh.id'))[0]!.subject).toMatch(/^We received your complaint/);
  });

  it('refuses a code no donation or order has, and a complaint from the site without a code', async () => {
    const unknown = await complain(
      {
        customer_name: 'Tamu',
        customer_email: 'tamu.keluhan@contoh.id',
        reference_code: 'TIDAKADAKODEINI123',
        description: 'Ada masalah',
      },
      'id',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ reference_code: ['Kode donasi atau pesanan tidak ditemukan'] });
    const none = await complain({
      customer_name: 'Tamu',
      customer_email: 'tamu.keluhan@contoh.id',
      description: 'Ada masalah',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ reference_code: ['Donation or Order Code is required'] });
    expect(await complaintBy('tamu.keluhan@contoh.id')).toBeUndefined();
    expect(await mailsTo('tamu.keluhan@contoh.id')).toEqual([]);
  });

  it('answers a bot that fills the honeypot as if it worked, and keeps nothing', async () => {
    const res = await complain({
      customer_name: 'Bot',
      customer_email: 'bot.keluhan@contoh.id',
      reference_code: donation.public_code,
      description: 'Beli sekarang',
      website: 'https://spam.example',
    });
    expect(res.statusCode).toBe(200);
    expect(await complaintBy('bot.keluhan@contoh.id')).toBeUndefined();
  });

  it('is taken by staff from any channel without a code, received now', async () => {
    const before = Date.now();
    const row = await taken({ customer_email: 'telepon.keluhan@contoh.id' });
    expect(row).toMatchObject({ channel: 'phone', status: 'received', donation_id: null, order_id: null });
    expect(new Date(String(row.received_at)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Staff taking a complaint by phone mail nobody.
    expect(await mailsTo('telepon.keluhan@contoh.id')).toEqual([]);
  });

  it('is resolved with the resolution and the hours it took, which the customer is told', async () => {
    const row = await taken({ customer_email: 'selesai.keluhan@contoh.id' });
    await db
      .updateTable('customer_complaints')
      .set({ received_at: new Date(Date.now() - 3 * 3_600_000 - 20 * 60_000) })
      .where('id', '=', row.id)
      .execute();
    expect(
      (await call('POST', `/api/customer-complaints/${row.id}/investigate`, handler, {})).statusCode,
    ).toBe(200);
    const bare = await call('POST', `/api/customer-complaints/${row.id}/resolve`, handler, {});
    expect(bare.statusCode).toBe(400);
    const resolved = await call('POST', `/api/customer-complaints/${row.id}/resolve`, handler, {
      reason: 'Bibit pengganti dikirim',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      resolution: 'Bibit pengganti dikirim',
      resolve_hours: 3.3,
    });
    expect(resolved.json().data.resolved_at).toBeTruthy();
    const told = await mailsTo('selesai.keluhan@contoh.id');
    expect(told.map((m) => m.subject)).toEqual([
      `Keluhan Anda telah diselesaikan / Your complaint was resolved (#${row.id})`,
    ]);
    expect(told[0]!.text_body).toContain('Bibit pengganti dikirim');
  });

  it('keeps the reason of a rejection as its resolution', async () => {
    const row = await taken({ customer_email: null });
    const rejected = await call('POST', `/api/customer-complaints/${row.id}/reject`, handler, {
      reason: 'Bukan donasi Rimba',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      resolution: 'Bukan donasi Rimba',
      resolve_hours: null,
    });
    expect(rejected.json().data.resolved_at).toBeTruthy();
    const locked = await call('PUT', '/api/customer-complaints/update', admin, {
      id: row.id,
      investigation: 'x',
    });
    expect(locked.statusCode).toBe(409);
  });

  it('raises the finding it names once, however often it is saved', async () => {
    const row = await taken({ customer_name: 'Pak Joko' });
    const save = (values: object) =>
      call('PUT', '/api/customer-complaints/update', handler, { id: row.id, ...values });
    expect((await save({ investigation: 'Bibit dikemas tanpa media basah' })).statusCode).toBe(200);
    expect(
      await db.selectFrom('corrective_actions').select('id').where('complaint_id', '=', row.id).execute(),
    ).toEqual([]);
    const first = await save({ finding_class: 'major' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await save({ finding_class: 'major', finding_risk: '3' })).statusCode).toBe(200);
    const raised = await db
      .selectFrom('corrective_actions')
      .select(['source', 'finding_class', 'risk', 'finding', 'reference', 'status'])
      .where('complaint_id', '=', row.id)
      .execute();
    expect(raised).toEqual([
      {
        source: 'complaint',
        finding_class: 'major',
        risk: '2',
        finding: 'Bibit dikemas tanpa media basah',
        reference: `Keluhan #${row.id} · Pak Joko`,
        status: 'open',
      },
    ]);
  });

  it('refuses every transition to staff without the handling task', async () => {
    const row = await taken();
    for (const [name, reason] of [
      ['investigate', undefined],
      ['resolve', 'Selesai'],
      ['reject', 'Ditolak'],
    ] as const) {
      const res = await call(
        'POST',
        `/api/customer-complaints/${row.id}/${name}`,
        clerk,
        reason ? { reason } : {},
      );
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
    }
    expect(
      (
        await db
          .selectFrom('customer_complaints')
          .select('status')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('received');
  });
});
