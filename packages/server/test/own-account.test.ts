import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases, testPasswords } from './support/server.js';

const strong = 'Rambutan-Kuning-Di-Bukit-42';

describe.each(testDatabases)("a user's own account on %s", (kind) => {
  let t: TestApp;
  let viewer: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { LOGIN_RATE_LIMIT: '6' });
    viewer = await login(t.app, 'viewer');
  });
  afterAll(() => t.close());

  const changePassword = (body: Record<string, unknown>, headers: Record<string, string> = viewer) =>
    t.app.inject({ method: 'POST', url: '/api/me/password', headers, payload: body });
  const setOwn = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/me/preferences', headers: viewer, payload });
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/me', headers });
  const loginWith = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('sets their own name and phone, and nothing else of the account', async () => {
    const saved = await setOwn({ fullname: 'Pembaca Laporan', phone: '0812 3456 7890' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user).toMatchObject({ fullname: 'Pembaca Laporan', phone: '0812 3456 7890' });
    expect((await me(viewer)).json().data.user).toMatchObject({ fullname: 'Pembaca Laporan' });

    const empty = await setOwn({ fullname: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ fullname: ['Nama Lengkap harus diisi'] });

    const email = await setOwn({ email: 'lain@example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: email');
  });

  it('refuses a wrong current password on its field, in the caller’s language', async () => {
    const wrong = await changePassword({ current_password: 'bukan-ini', password: strong });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'Data yang dikirim tidak valid',
      errors: { current_password: ['Kata sandi saat ini salah'] },
    });
    const en = await changePassword(
      { current_password: 'bukan-ini', password: strong },
      { ...viewer, 'accept-language': 'en' },
    );
    expect(en.json().errors).toEqual({ current_password: ['The current password is wrong'] });
  });

  it('refuses the same password again and one easy to guess', async () => {
    const same = await changePassword({
      current_password: testPasswords.viewer,
      password: testPasswords.viewer,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({
      password: ['Kata sandi baru harus berbeda dari kata sandi saat ini'],
    });
    const weak = await changePassword({ current_password: testPasswords.viewer, password: 'viewer123' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/^Kata sandi ini terlalu mudah ditebak\./);
  });

  it('changes it, ending every other session of the user and keeping this one', async () => {
    const other = await login(t.app, 'viewer');
    const changed = await changePassword({ current_password: testPasswords.viewer, password: strong });
    expect(changed.statusCode, changed.body).toBe(200);
    // The file's first login and `other` were live beside this one.
    expect(changed.json().message).toBe(
      'Kata sandi Anda diubah. 1 sesi lain telah diakhiri; sesi ini tetap masuk.',
    );
    expect((await me(viewer)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await loginWith('viewer', testPasswords.viewer)).statusCode).toBe(401);
    expect((await loginWith('viewer', strong)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    const anonymous = await changePassword({ current_password: 'a', password: strong }, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts attempts as logins are counted, answering a 429 past the limit', async () => {
    const admin = await login(t.app, 'admin');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await changePassword({ current_password: `tebakan-${i}`, password: strong }, admin)).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429]);
    const blocked = await changePassword({ current_password: testPasswords.admin, password: strong }, admin);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ detik\.$/);
    expect((await loginWith('admin', testPasswords.admin)).statusCode).toBe(200);
  });
});
