import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { type ReceivedMail, type SmtpReceiver, startSmtp } from './support/smtp.js';

type Row = Record<string, unknown>;

const enquiry = (category: number, over: Row = {}) => ({
  category_get_involved_id: category,
  get_involved_name: 'Sari Wulandari',
  email: 'sari.wulandari@contoh.id',
  phone: '+62 812 5500 1000',
  country: 'Indonesia',
  question: 'Bisakah sekolah kami ikut menanam pohon pada bulan Desember?',
  ...over,
});

describe.each(testDatabases)('get-involved enquiries on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let category = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
    const first = await db
      .selectFrom('get_involved_categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    category = Number(first.id);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/get-involved',
      payload: payload as object,
      remoteAddress,
      headers,
    });
  const stored = () => db.selectFrom('get_involved').selectAll().orderBy('id', 'desc').execute();
  // The reminder of the demo's overdue corrective actions, which the app may queue as it starts, is left out.
  const mails = () =>
    t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'not like', 'Pengingat:%')
      .orderBy('id', 'desc')
      .execute();

  it('lists the categories for the form, in both languages', async () => {
    const id = (await t.app.inject({ url: '/api/public/get-involved-category' })).json();
    expect(id.data[0]).toEqual({ id: category, category_getinvolved_name: 'Donasi Pohon Individu' });
    const en = await t.app.inject({
      url: '/api/public/get-involved-category',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().data.map((c: Row) => c.category_getinvolved_name)).toEqual([
      'Individual Tree Donation',
      'Corporate Social Responsibility',
      'Team Planting Event',
      'Academic Research',
      'Tree Gifts for Customers',
    ]);
  });

  it('keeps an enquiry and queues a mail with its details to the first company contact', async () => {
    const before = (await mails()).length;
    const res = await post({ ...enquiry(category), website: '' }, '10.1.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Terima kasih, kiriman Anda telah diterima' });
    expect((await stored())[0]).toMatchObject({
      get_involved_name: 'Sari Wulandari',
      email: 'sari.wulandari@contoh.id',
      phone: '+62 812 5500 1000',
      country: 'Indonesia',
      category_get_involved_id: category,
    });
    const all = await mails();
    expect(all).toHaveLength(before + 1);
    expect(all[0]).toMatchObject({ recipient: 'info@rimba.or.id', reply_to: 'sari.wulandari@contoh.id' });
    expect(all[0]!.subject).toBe('Get Involved: Donasi Pohon Individu – Sari Wulandari');
    for (const detail of [
      'Kategori: Donasi Pohon Individu',
      'Nama: Sari Wulandari',
      'Email: sari.wulandari@contoh.id',
      'Telepon: +62 812 5500 1000',
      'Negara: Indonesia',
      'Bisakah sekolah kami ikut menanam pohon pada bulan Desember?',
    ]) {
      expect(all[0]!.text_body).toContain(detail);
    }
  });

  it('asks for every field, in the caller’s language', async () => {
    const before = (await stored()).length;
    const id = await post({}, '10.1.0.2');
    expect(id.statusCode).toBe(422);
    expect(id.json()).toEqual({
      message: 'Data yang dikirim tidak valid',
      errors: {
        category_get_involved_id: ['Kategori harus diisi'],
        get_involved_name: ['Nama harus diisi'],
        email: ['Email harus diisi'],
        phone: ['Telepon harus diisi'],
        country: ['Negara harus diisi'],
        question: ['Pertanyaan harus diisi'],
      },
    });
    const en = await post({ ...enquiry(category), question: '  ', country: '' }, '10.1.0.2', {
      'accept-language': 'en',
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The data sent is not valid',
      errors: { country: ['Country is required'], question: ['Question is required'] },
    });
    expect(await stored()).toHaveLength(before);
  });

  it('checks the email, the phone, the category and refuses HTML', async () => {
    const res = await post(
      enquiry(category, {
        email: 'sari@',
        phone: 'call me',
        question: 'Halo <script>alert(1)</script>',
      }),
      '10.1.0.3',
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Email must be a valid email address'],
      phone: ['The format of Phone is invalid'],
      question: ['Question may not contain HTML tags'],
    });
    const unknown = await post(enquiry(category, { category_get_involved_id: 999_999 }), '10.1.0.3');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      category_get_involved_id: [expect.stringContaining('Kategori')],
    });
  });

  it('answers a filled honeypot as accepted and keeps nothing, mails nothing', async () => {
    const [rows, queued] = [(await stored()).length, (await mails()).length];
    const res = await post({ ...enquiry(category), website: 'http://spam.example' }, '10.1.0.4');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Terima kasih, kiriman Anda telah diterima');
    expect(await stored()).toHaveLength(rows);
    expect(await mails()).toHaveLength(queued);
  });

  it('limits enquiries per address: the sixth in ten minutes is a 429', async () => {
    for (let i = 0; i < 5; i++) expect((await post(enquiry(category), '10.1.0.5')).statusCode).toBe(200);
    const limited = await post(enquiry(category), '10.1.0.5');
    expect(limited.statusCode).toBe(429);
    expect((await post(enquiry(category), '10.1.0.6')).statusCode).toBe(200);
  });

  it('mails the server’s own address when no company contact is kept', async () => {
    await db.deleteFrom('company_contacts').execute();
    expect((await post(enquiry(category), '10.1.0.7')).statusCode).toBe(200);
    expect((await mails())[0]).toMatchObject({ recipient: 'no-reply@rimba.example.id' });
  });

  it('lets staff read the enquiries but not add or change them', async () => {
    const admin = await login(t.app, 'admin');
    const list = await t.app.inject({ url: '/api/get-involved/list', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      get_involved_name: 'Sari Wulandari',
      rel_category_get_involved_id: { label: 'Donasi Pohon Individu' },
    });
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/get-involved/create',
      headers: admin,
      payload: enquiry(category),
    });
    expect(create.statusCode).toBe(404);
  });
});

describe('get-involved mail through SMTP', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  const received: ReceivedMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtp((mail) => {
      received.push(mail);
      return undefined;
    });
    t = await createTestApp('pglite', { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the enquiry to the foundation once it is kept, answered to the visitor', async () => {
    const category = await t.db
      .selectFrom('get_involved_categories' as never)
      .select('id' as never)
      .orderBy('id' as never)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/get-involved',
      remoteAddress: '10.2.0.1',
      payload: enquiry(Number((category as Row).id), {
        get_involved_name: 'Jonas Weber',
        email: 'jonas.weber@example.de',
        phone: '+49 30 1234 5678',
        country: 'Germany',
        question: 'May I visit a partner farm for my thesis?',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const mail = received[0]!;
    expect(mail.to).toBe('info@rimba.or.id');
    const body = mail.body.replace(/=\r?\n/g, '');
    expect(body).toMatch(/^Reply-To: jonas\.weber@example\.de\r?$/m);
    expect(body).toContain('Nama: Jonas Weber');
    expect(body).toContain('Email: jonas.weber@example.de');
    expect(body).toContain('Telepon: +49 30 1234 5678');
    expect(body).toContain('Negara: Germany');
    expect(body).toContain('May I visit a partner farm for my thesis?');
    expect(body).toContain('Kategori: Donasi Pohon Individu');
  });
});
