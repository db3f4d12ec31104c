import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { type SmtpReceiver, startSmtp } from './support/smtp.js';

type Row = Record<string, unknown>;
interface Received {
  to: string;
  raw: string;
}

/** A mail as received: its headers unfolded, and its quoted-printable body decoded. */
function readMail(raw: string): { headers: string; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const body = raw
    .slice(end + 4)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body };
}

describe.each(testDatabases)('newsletter subscriptions on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  const inbox: Received[] = [];
  let db: Kysely<Record<string, Row>>;

  beforeAll(async () => {
    smtp = await startSmtp(({ to, body }) => {
      inbox.push({ to, raw: body });
      return undefined;
    });
    t = await createTestApp(kind, {
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '1',
      PUBLIC_URL: 'https://rimba.example.org',
      PAYMENTS_SANDBOX: 'true',
    });
    db = t.db as unknown as Kysely<Record<string, Row>>;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribe = (email: string, lang = 'id', extra: Row = {}, remoteAddress = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/subscriber',
      payload: { email, ...extra },
      headers: { 'accept-language': lang },
      remoteAddress,
    });
  const subscription = (email: string) =>
    db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  /** The mail the SMTP receiver got for an address, once it has come. */
  const mailTo = async (to: string, count = 1) => {
    await expect.poll(() => inbox.filter((m) => m.to === to).length, { timeout: 10_000 }).toBe(count);
    const { headers, body } = readMail(inbox.filter((m) => m.to === to).at(-1)!.raw);
    const links = [...body.matchAll(/https:\/\/rimba\.example\.org\/[^\s"<>]+/g)].map((m) => new URL(m[0]));
    return { headers, body, links };
  };
  const relative = (url: URL) => `${url.pathname}${url.search}`;

  it('mails a link to confirm a new address, which is kept waiting until then', async () => {
    const res = await subscribe('Sinta.Baru@Contoh.ID');
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscription('sinta.baru@contoh.id')).toMatchObject({ status: 'pending', lang: 'id' });
    const mail = await mailTo('sinta.baru@contoh.id');
    expect(mail.headers).toContain('Subject: Konfirmasi langganan buletin Rimba');
    expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.headers).toMatch(
      /List-Unsubscribe: <https:\/\/rimba\.example\.org\/api\/public\/subscriber\/unsubscribe\?id=\d+&token=[\w-]+>/,
    );
    const confirm = mail.links.find((l) => l.pathname === '/api/public/subscriber/confirm')!;
    expect(confirm).toBeDefined();

    const opened = await t.app.inject({ method: 'GET', url: relative(confirm) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/newsletter?result=confirmed');
    const row = await subscription('sinta.baru@contoh.id');
    expect(row).toMatchObject({ status: 'active' });
    expect(row!.confirmed_at).not.toBeNull();
  });

  it('carries a working unsubscribe link in every mail: the page asks, its form ends the subscription', async () => {
    await subscribe('dua@contoh.id');
    const mail = await mailTo('dua@contoh.id');
    const page = mail.links.find((l) => l.pathname === '/newsletter')!;
    expect(page.searchParams.get('unsubscribe')).toMatch(/^\d+$/);
    await t.app.inject({
      method: 'GET',
      url: relative(mail.links.find((l) => l.pathname.endsWith('/confirm'))!),
    });
    expect((await subscription('dua@contoh.id'))!.status).toBe('active');

    // The site's page posts a plain form, and is answered with the page that tells the outcome.
    const form = new URLSearchParams({
      id: page.searchParams.get('unsubscribe')!,
      token: page.searchParams.get('token')!,
    });
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/public/subscriber/unsubscribe',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ended.statusCode, ended.body).toBe(303);
    expect(ended.headers.location).toBe('/newsletter?result=unsubscribed');
    const row = await subscription('dua@contoh.id');
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribed_at).not.toBeNull();

    // Its old confirmation link confirms nothing now.
    const again = await t.app.inject({
      method: 'GET',
      url: relative(mail.links.find((l) => l.pathname.endsWith('/confirm'))!),
    });
    expect(again.headers.location).toBe('/newsletter?result=unsubscribed');
    expect((await subscription('dua@contoh.id'))!.status).toBe('unsubscribed');
  });

  it('ends a subscription in one click from a mail program, and in English for an English subscriber', async () => {
    await subscribe('three@example.com', 'en', {}, '10.1.0.2');
    const mail = await mailTo('three@example.com');
    expect(mail.headers).toContain('Subject: Confirm your subscription to the Rimba newsletter');
    expect(mail.links.some((l) => l.pathname === '/en/newsletter')).toBe(true);
    const oneClick = /List-Unsubscribe: <([^>]+)>/.exec(mail.headers)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: relative(new URL(oneClick)),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your newsletter subscription has ended');
    expect((await subscription('three@example.com'))!.status).toBe('unsubscribed');

    // Subscribing again asks for a confirmation again.
    expect((await subscribe('three@example.com', 'en', {}, '10.1.0.2')).statusCode).toBe(200);
    expect((await subscription('three@example.com'))!.status).toBe('pending');
    await mailTo('three@example.com', 2);
  });

  it('refuses a wrong or missing token, and says so in the caller’s language', async () => {
    const { id } = (await db
      .selectFrom('subscribers')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()) as { id: number };
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/public/subscriber/unsubscribe?id=${id}&token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.statusCode, wrong.body).toBe(404);
    expect(wrong.json().message).toBe('This subscription link is not valid');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/public/subscriber/unsubscribe',
      payload: {},
    });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().message).toBe('Tautan langganan ini tidak berlaku');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/public/subscriber/unsubscribe',
      payload: `id=${id}&token=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/newsletter?result=invalid');
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/api/public/subscriber/confirm?id=${id}&token=x`,
    });
    expect(confirm.headers.location).toBe('/newsletter?result=invalid');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/public/subscriber/confirm?id=1e99&token=',
    });
    expect(hostile.statusCode).toBe(303);
    expect((await subscription('sinta.baru@contoh.id'))!.status).toBe('active');
  });

  it('answers an active address as a new one, mailing nothing, and refuses a bad address', async () => {
    const before = inbox.length;
    expect((await subscribe('sinta.baru@contoh.id', 'id', {}, '10.1.0.3')).statusCode).toBe(200);
    const bad = await subscribe('bukan-email', 'id', {}, '10.1.0.3');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);
    const bait = await subscribe('robot@contoh.id', 'id', { website: 'http://spam.example' }, '10.1.0.3');
    expect(bait.statusCode).toBe(200);
    expect(await subscription('robot@contoh.id')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.length).toBe(before);
  });

  it('lets staff read and remove subscriptions, but never add one; the read-only viewer sees none', async () => {
    const viewer = await login(t.app, 'viewer');
    const hidden = await t.app.inject({ method: 'GET', url: '/api/subscribers/list', headers: viewer });
    expect(hidden.statusCode).toBe(403);
    const admin = await login(t.app, 'admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/subscribers/list?limit=100',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const emails = (list.json().data as Row[]).map((r) => r.email);
    expect(emails).toContain('sinta.baru@contoh.id');
    expect(emails).toContain('sari.wulandari@example.org');
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/subscribers/create',
      headers: admin,
      payload: { email: 'x@contoh.id' },
    });
    expect(create.statusCode).toBe(404);
    const count = await sql<{ n: number }>`select count(*)::int as n from subscribers`.execute(t.db);
    expect(count.rows[0]!.n).toBeGreaterThan(5);
  });
});
