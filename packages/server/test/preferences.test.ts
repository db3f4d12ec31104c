import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases, testPasswords } from './support/server.js';

describe.each(testDatabases)("a user's own preferences on %s", (kind) => {
  let t: TestApp;
  let viewer: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    viewer = await login(t.app, 'viewer');
  });
  afterAll(() => t.close());

  const setZone = (time_zone: unknown, headers: Record<string, string> = viewer) =>
    t.app.inject({ method: 'PUT', url: '/api/me/preferences', headers, payload: { time_zone } });
  const loginAnswer = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'viewer', password: testPasswords.viewer },
      })
    ).json();

  it('answers the time zone with the login, none (the browser’s) at first', async () => {
    expect((await loginAnswer()).user).toMatchObject({ username: 'viewer', time_zone: null });
  });

  it('lets a user who may not manage users set their own zone, kept for their next login', async () => {
    const me = (await t.app.inject({ url: '/api/me', headers: viewer })).json().data.user;
    // The users module's update is for those who manage users: the viewer may not use it.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: viewer,
      payload: { id: me.id, time_zone: 'Asia/Jayapura' },
    });
    expect(refused.statusCode).toBe(403);

    const saved = await setZone('Asia/Jayapura');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Pengaturan Anda disimpan',
      data: { user: { id: me.id, time_zone: 'Asia/Jayapura' } },
    });
    expect((await t.app.inject({ url: '/api/me', headers: viewer })).json().data.user.time_zone).toBe(
      'Asia/Jayapura',
    );
    expect((await loginAnswer()).user.time_zone).toBe('Asia/Jayapura');
    const row = await t.db.selectFrom('users').select('time_zone').where('id', '=', me.id).executeTakeFirst();
    expect(row?.time_zone).toBe('Asia/Jayapura');

    // null: back to the browser's own zone.
    expect((await setZone(null)).json().data.user.time_zone).toBeNull();
  });

  it('takes only the zones offered, answering in the caller’s language', async () => {
    const unknown = await setZone('Europe/Berlin');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'Data yang dikirim tidak valid',
      errors: { time_zone: ['Zona Waktu harus berupa nilai yang sah'] },
    });
    const en = await setZone('Mars/Olympus', { ...viewer, 'accept-language': 'en' });
    expect(en.json().errors).toEqual({ time_zone: ['Time Zone must be a valid value'] });
    // A number is no zone, and no longer read as text.
    expect((await setZone(7)).statusCode).toBe(400);
    // Nothing but the preferences is taken: a role sent along is refused.
    const before = (await t.app.inject({ url: '/api/me', headers: viewer })).json().data.user;
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: viewer,
      payload: { time_zone: 'UTC', role_id: -1 },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: role_id');
    expect((await t.app.inject({ url: '/api/me', headers: viewer })).json().data.user).toMatchObject({
      time_zone: before.time_zone,
      role_id: before.role_id,
    });
    await setZone(null);
  });

  it('needs a login', async () => {
    const anonymous = await setZone('UTC', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(
      'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.',
    );
  });

  it('is a field of the users module, for those who manage users', async () => {
    const admin = await login(t.app, 'admin');
    const { data } = (await t.app.inject({ url: '/api/users/list?search=viewer', headers: admin })).json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: admin,
      payload: { id: data[0].id, time_zone: 'Asia/Makassar' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.time_zone).toBe('Asia/Makassar');
    await setZone(null);
  });
});
