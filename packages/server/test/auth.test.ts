import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, login, type TestApp, testDatabases, testPasswords } from './support/server.js';

describe.each(testDatabases)('login and tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const loginAs = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers });

  it('answers user, token and tasks for a username or an email', async () => {
    const res = await loginAs({ username: 'viewer', password: testPasswords.viewer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'viewer', role_name: 'Viewer' });
    expect(body.user).not.toHaveProperty('password');
    expect(body.token).toMatch(/^rmb_/);
    expect(body.tasks).toEqual([
      'annual-report.read',
      'api-token.create',
      'api-token.delete',
      'api-token.read',
      'article-categories.read',
      'article-visitors.read',
      'banner.read',
      'category-event.read',
      'category-team.read',
      'checklist-templates.read',
      'company-contacts.read',
      'contoh-komponen-log.read',
      'contoh-komponen.read',
      'corrective-actions.read',
      'departments.read',
      'detail-photo-gallery.read',
      'discount.read',
      'donation-categories.read',
      'event.read',
      'faq.read',
      'farmers.read',
      'field-operations.all-areas',
      'fields.read',
      'garden.read',
      'investor.read',
      'job-vacancy.read',
      'matrix.read',
      'nurseries.read',
      'our-stories-categories.read',
      'partners.read',
      'photo-gallery.read',
      'plant.read',
      'product-billing.read',
      'product-categories.read',
      'projects.read',
      'provinces.read',
      'qpass-appraisals.read',
      'r-appraisals.read',
      'report-bug.read',
      'report-environment.read',
      'report-growth.read',
      'report-harvest.read',
      'report-nutrition.read',
      'report-planting.read',
      'report-soil.read',
      'smkkkl-appraisals.read',
      'social-media.read',
      'standardization.read',
      'team.read',
      'tree-species.read',
      'trees.read',
      'units.read',
      'upload-file-media.read',
      'varieties.read',
      'video-gallery.read',
      'village.read',
    ]);
    const byEmail = await loginAs({ username: 'ADMIN@rimba.example.id', password: testPasswords.admin });
    expect(byEmail.json().user).toMatchObject({ username: 'admin', role_id: -1 });
  });

  it('never says which half was wrong', async () => {
    const wrongPassword = await loginAs({ username: 'admin', password: 'nope-nope' });
    const unknownUser = await loginAs({ username: 'nobody', password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Username atau kata sandi salah' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    const en = await loginAs({ username: 'admin', password: 'nope-nope' }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Wrong username or password');
  });

  it('asks for both fields with the spec message', async () => {
    const res = await loginAs({ username: 'admin', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Username & Password harus diisi');
  });

  it('stores only the hash of a token, and logout revokes it', async () => {
    const { authorization } = await login(t.app, 'admin');
    const token = authorization.slice('Bearer '.length);
    const stored = await t.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(token));
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    expect((await t.app.inject({ url: '/api/me', headers: { authorization } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/me', headers: { authorization } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.');
  });

  it('refuses a missing, malformed or expired token with 401', async () => {
    expect((await t.app.inject({ url: '/api/me' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/me', headers: { authorization: 'Bearer rmb_forged' } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(
      401,
    );
    const { authorization } = await login(t.app, 'viewer');
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(authorization.slice(7)))
      .execute();
    expect((await t.app.inject({ url: '/api/partners/list', headers: { authorization } })).statusCode).toBe(
      401,
    );
  });

  it('hashes passwords with argon2id', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('password')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(user.password).toMatch(/^\$argon2id\$/);
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message after too many attempts for one account', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'wrong-pass' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ detik\.$/);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'viewer', password: testPasswords.viewer },
    });
    expect(other.statusCode).toBe(200);
  });
});

// The login limit counted across instances is checked on two server processes: two-instances.test.ts.

describe('login limits per address and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

  it('stops one address spraying a password over many accounts, at three times LOGIN_RATE_LIMIT failures', async () => {
    const names = ['admin', 'viewer', ...Array.from({ length: 7 }, (_, i) => `tebakan${i}`)];
    for (const name of names) expect((await attempt(name, 'Rahasia2024!', '10.1.1.1')).statusCode).toBe(401);
    const blocked = await attempt('lain', 'Rahasia2024!', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ detik\.$/);
    // The right password does not get through from there either; another address is not held back.
    expect((await attempt('viewer', testPasswords.viewer, '10.1.1.1')).statusCode).toBe(429);
    expect((await attempt('viewer', testPasswords.viewer, '10.1.1.2')).statusCode).toBe(200);
    expect(loadConfig({ LOGIN_RATE_LIMIT: '4' }).loginAddressLimit).toBe(12);
    expect(loadConfig({ LOGIN_RATE_LIMIT: '4', LOGIN_ADDRESS_LIMIT: '50' }).loginAddressLimit).toBe(50);
    expect(() => loadConfig({ LOGIN_ADDRESS_LIMIT: '0' })).toThrow(/LOGIN_ADDRESS_LIMIT/);
  });

  it('counts an account’s username and email as one', async () => {
    for (const name of ['admin', 'admin@rimba.example.id', 'ADMIN']) {
      expect((await attempt(name, 'salah-sandi', '10.2.2.2')).statusCode).toBe(401);
    }
    expect((await attempt('Admin@Rimba.Example.ID', 'salah-sandi', '10.2.2.2')).statusCode).toBe(429);
    // Names that are no account are counted each by itself, with the same answers.
    for (const name of ['siapa', 'siapa@contoh.id', 'siapa']) {
      expect((await attempt(name, 'salah-sandi', '10.3.3.3')).statusCode).toBe(401);
    }
    expect((await attempt('siapa@contoh.id', 'salah-sandi', '10.3.3.3')).statusCode).toBe(401);
  });
});

describe('login limits behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-account bound, which counts from every address, is kept out of this per-address test's way.
    t = await createTestApp('pglite', { TRUST_PROXY: '1', LOGIN_ACCOUNT_LIMIT: '100' });
  });
  afterAll(() => t.close());

  // The proxy (this loopback peer) appends the address it saw; whatever stands left of it the client wrote.
  const attempt = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'salah-sandi' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('keys the limits by the address the trusted proxy saw, not by what the client forged', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await attempt(`10.9.${i}.${i + 1}, 203.0.113.7`)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(15).fill(429));
    // Another client behind the same proxy is not held back.
    expect((await attempt('10.9.0.1, 203.0.113.8')).statusCode).toBe(401);
  });
});

describe('login limit per account across addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '1', LOGIN_ACCOUNT_LIMIT: '4' });
  });
  afterAll(() => t.close());

  const attempt = (password: string, address: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password },
      headers: { 'x-forwarded-for': address, 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    });
  const failedLoginMails = () =>
    t.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('subject', 'like', 'Percobaan masuk yang gagal%')
      .execute();

  it('slows, then locks an account guessed at from many addresses, mails its owner once, and lets the owner’s browser in', async () => {
    // The owner logs in once from their browser, which is remembered under a cookie of the server's own:
    // one planted there beforehand is replaced, not adopted.
    const planted = `rimba_device=${'P'.repeat(43)}`;
    const owner = await attempt(testPasswords.admin, '198.51.100.1', planted);
    expect(owner.statusCode).toBe(200);
    const cookie = String(owner.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^rimba_device=/);
    expect(cookie).not.toBe(planted);
    expect(owner.headers['set-cookie']).toMatch(/HttpOnly/);

    // Every guess from an address of its own: no per-address limit is ever reached.
    expect((await attempt('tebak-1', '203.0.113.1')).statusCode).toBe(401);
    expect((await attempt('tebak-2', '203.0.113.2')).statusCode).toBe(401);
    // Past half of LOGIN_ACCOUNT_LIMIT, the account's next attempt waits.
    const slowed = await attempt('tebak-3', '203.0.113.3');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many login attempts. Try again in 1 seconds.');
    expect(slowed.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await attempt('tebak-3', '203.0.113.3')).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 2050));
    expect((await attempt('tebak-4', '203.0.113.4')).statusCode).toBe(401);

    // At the limit the account is locked, even for the right password from a new address.
    for (const [password, address] of [
      ['tebak-5', '203.0.113.5'],
      [testPasswords.admin, '203.0.113.6'],
    ]) {
      const locked = await attempt(password!, address!);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(
        /^Too many failed logins on this account\. Try again in \d+ seconds, or reset the password/,
      );
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    const mails = await failedLoginMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'admin@rimba.example.id' });
    expect(mails[0]!.text_body).toContain('Ada 4 percobaan masuk yang gagal');
    expect(mails[0]!.text_body).toContain('Lupa kata sandi?');

    // The owner's remembered browser still logs in, from wherever it is now; a made-up or planted cookie
    // does not.
    expect((await attempt(testPasswords.admin, '192.0.2.9', cookie)).statusCode).toBe(200);
    const forged = `rimba_device=${'A'.repeat(43)}`;
    expect((await attempt(testPasswords.admin, '192.0.2.10', forged)).statusCode).toBe(429);
    expect((await attempt(testPasswords.admin, '192.0.2.11', planted)).statusCode).toBe(429);
    expect(await failedLoginMails()).toHaveLength(1);
    // Another account is not held back.
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'viewer', password: testPasswords.viewer },
      headers: { 'x-forwarded-for': '203.0.113.6' },
    });
    expect(viewer.statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('failed logins per address shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { LOGIN_ADDRESS_LIMIT: '3', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    // One after the other: two embedded databases starting at once on a busy machine can outlast a plugin's
    // start timeout.
    a = await createTestApp('pglite', env);
    b = await createTestApp('pglite', env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts failures on one instance against another', async () => {
    // An address of its own each run, as the counters outlive it.
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (t: TestApp, username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'wrong-pass' },
        remoteAddress: address,
      });
    expect((await attempt(a, 'semprot1')).statusCode).toBe(401);
    expect((await attempt(b, 'semprot2')).statusCode).toBe(401);
    expect((await attempt(a, 'semprot3')).statusCode).toBe(401);
    expect((await attempt(b, 'semprot4')).statusCode).toBe(429);
    expect((await attempt(a, 'semprot5')).statusCode).toBe(429);
  });
});

describe('token look-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_CACHE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('trust a found token for AUTH_CACHE_SECONDS, so a revocation made elsewhere applies within that time', async () => {
    const { authorization } = await login(t.app, 'viewer');
    const me = () => t.app.inject({ url: '/api/me', headers: { authorization } });
    expect((await me()).statusCode).toBe(200);
    await t.db.updateTable('auth_tokens').set({ revoked_at: new Date() }).execute();
    expect((await me()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await me()).statusCode).toBe(401);
  });
});
