import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, solidPng, type TestApp, testPasswords } from './support/server.js';
import { uploadFor } from './support/uploads.js';

/**
 * Every rate-limited call of the API: how many calls a window takes, and one call (the n-th of the run,
 * from its own address unless the limit is about something else) that counts against the limit.
 */
interface Limited {
  name: string;
  allowed: number;
  call: (t: TestApp, n: number) => Promise<LightMyRequestResponse>;
}

const post = (url: string, payload: object, remoteAddress = '10.9.0.1'): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  remoteAddress,
});
const send = (options: InjectOptions) => (t: TestApp) => t.app.inject(options);

let admin: { authorization: string };

const limited: Limited[] = [
  {
    name: 'logins of one account from one address',
    allowed: 2,
    call: send(post('/api/login', { username: 'admin', password: testPasswords.admin }, '10.9.1.1')),
  },
  {
    name: 'failed logins from one address, whatever the names',
    allowed: 3,
    call: (t, n) => t.app.inject(post('/api/login', { username: `tamu${n}`, password: 'salah' }, '10.9.1.2')),
  },
  {
    name: 'failed logins on one account, from any address',
    allowed: 1,
    call: (t, n) =>
      t.app.inject(post('/api/login', { username: 'viewer', password: 'salah' }, `10.9.2.${n + 1}`)),
  },
  {
    name: 'taken-name checks',
    allowed: 12,
    call: send({ url: '/api/no-auth/find-user-by-username-email?username=siapa', remoteAddress: '10.9.1.3' }),
  },
  { name: 'registrations', allowed: 1, call: send(post('/api/register', { email: 'baru@example.id' })) },
  { name: 'email verifications', allowed: 1, call: send(post('/api/verify-email', { code: 'kode' })) },
  {
    name: 'verification mail requests',
    allowed: 1,
    call: send(post('/api/request_email_verification', { email: 'baru@example.id' })),
  },
  {
    name: 'forgotten passwords',
    allowed: 1,
    call: send(post('/api/request_forgot_password', { email: 'baru@example.id' })),
  },
  {
    name: 'password resets',
    allowed: 1,
    call: send(post('/api/change_password', { code: 'kode', password: 'x' })),
  },
  { name: 'donations', allowed: 10, call: send(post('/api/public/donation', {})) },
  { name: 'cart changes', allowed: 120, call: send(post('/api/public/cart/items', { product_id: 999_999 })) },
  { name: 'checkouts', allowed: 20, call: send(post('/api/public/billing', {})) },
  {
    name: 'PayPal captures',
    allowed: 30,
    call: send(post('/api/public/payments/capture', { order_id: 'TIDAK-ADA' })),
  },
  {
    name: 'comments',
    allowed: 5,
    call: send(post('/api/public/comment', { table: 'article_comment', relation_id: 1, comment: 'Halo' })),
  },
  { name: 'newsletter sign-ups', allowed: 5, call: send(post('/api/public/subscriber', {})) },
  { name: 'get-involved enquiries', allowed: 5, call: send(post('/api/public/get-involved', {})) },
  { name: 'article visits', allowed: 60, call: send(post('/api/public/article-visitor', {})) },
  {
    name: 'uploads',
    allowed: 1,
    call: (t) => uploadFor(t.app, admin, 'partners.file_logo', solidPng(8, 8, [0, 128, 0])),
  },
];

describe('every rate-limited call answers a 429 that says how long to wait', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      LOGIN_RATE_LIMIT: '2',
      LOGIN_ADDRESS_LIMIT: '3',
      LOGIN_ACCOUNT_LIMIT: '1',
      ACCOUNT_RATE_LIMIT: '1',
      UPLOAD_RATE_LIMIT: '1',
    });
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it.each(limited)('$name', async ({ allowed, call }) => {
    for (let n = 0; n < allowed; n++) {
      const res = await call(t, n);
      expect(res.statusCode, `call ${n + 1}: ${res.body}`).not.toBe(429);
    }
    const refused = await call(t, allowed);
    expect(refused.statusCode, refused.body).toBe(429);
    const retryAfter = String(refused.headers['retry-after']);
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    const { message } = refused.json() as { message: string };
    expect(message).toContain(`${retryAfter} detik`);
    expect(message).not.toContain('{');
  });
});
