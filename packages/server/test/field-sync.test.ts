import { randomUUID } from 'node:crypto';
import { dayIn, type RowOf, type reportSoil } from '@rimba/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import type { Row } from '../src/resources/operations.js';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';

type Headers = Record<string, string>;

/**
 * A report sent from the field app under the device's id: stored once however often it is sent, edited on
 * the version it was taken from, refused with the server's copy when that changed since, submitted with
 * the write, and kept to the officer's reach, the workflow's editable states and the rules.
 */
describe.each(testDatabases)('report sync on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  const as: Record<'officer' | 'supervisor', Headers> = {} as never;
  const gardens: Record<'own' | 'outside', number> = {} as never;
  const today = dayIn(new Date());

  const soil = (values: object = {}) => ({
    garden_id: gardens.own,
    report_date: today,
    location: { lat: -7.03, lng: 110.49 },
    ph: 6.5,
    ...values,
  });

  const sync = (
    clientId: string,
    body: { base_version: number | null; data: object; submit?: boolean },
    lang = 'en',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/report-soil/sync/${clientId}`,
      headers: { ...as.officer, 'accept-language': lang },
      payload: body,
    });

  const rowsOf = async (clientId: string) =>
    db.selectFrom('reports_soil').selectAll().where('client_id', '=', clientId).execute();

  /** A demo user, logged in with a password set for the test. */
  async function demoUser(username: string): Promise<Headers> {
    const password = 'rahasia-kebun-123';
    await db
      .updateTable('users')
      .set({ password: await hashPassword(password) })
      .where('username', '=', username)
      .execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  }

  /** A new report stored by sync, submitted or not: its row. */
  async function stored(submit = false, values: object = {}) {
    const res = await sync(randomUUID(), { base_version: null, data: soil(values), submit });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row & { id: number; client_id: string; version: number };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { ACCOUNT_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    db = t.db as unknown as Kysely<Record<string, Row>>;
    as.officer = await demoUser('petugas.lapangan');
    as.supervisor = await demoUser('supervisor.lapangan');
    const officer = await db
      .selectFrom('users')
      .select(['unit_id', 'project_id'])
      .where('username', '=', 'petugas.lapangan')
      .executeTakeFirstOrThrow();
    const garden = (own: boolean) =>
      db
        .selectFrom('gardens')
        .select('id')
        .where((eb) => {
          const reached = eb.or([
            eb('unit_id', '=', officer.unit_id),
            eb('project_id', '=', officer.project_id),
          ]);
          return own
            ? reached
            : eb.not(eb.or([reached, eb('project_id', 'is', null).and('unit_id', 'is', null)]));
        })
        .orderBy('id')
        .executeTakeFirstOrThrow();
    gardens.own = Number((await garden(true)).id);
    gardens.outside = Number((await garden(false)).id);
  });
  afterAll(() => t.close());

  it('stores a new report once, with version 1, and answers a resend as replayed', async () => {
    const clientId = randomUUID();
    const body = { base_version: null, data: soil({ notes: 'sekali' }) };
    const first = await sync(clientId, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      result: 'created',
      message: 'Soil Reports data added',
      data: { client_id: clientId, version: 1, status: 'draft', notes: 'sekali' },
    });
    const again = await sync(clientId, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toBe('replayed');
    expect(again.json().data).toMatchObject({ id: first.json().data.id, version: 1 });
    expect(await rowsOf(clientId)).toHaveLength(1);
    // The row's answers carry the sync columns: show as the list.
    const show = await t.app.inject({
      method: 'GET',
      url: `/api/report-soil/${first.json().data.id}/show`,
      headers: as.officer,
    });
    expect(show.json().data).toMatchObject({ client_id: clientId, version: 1 });
    expectTypeOf<RowOf<typeof reportSoil>['version']>().toEqualTypeOf<number>();
  });

  it('stores one row when the same report is sent twice at once', async () => {
    const clientId = randomUUID();
    const body = { base_version: null, data: soil({ notes: 'dua kali' }) };
    const answers = await Promise.all([sync(clientId, body), sync(clientId, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().result).sort()).toEqual(['created', 'replayed']);
    expect(await rowsOf(clientId)).toHaveLength(1);
  });

  it('refuses other content under a stored id with no version, carrying the current row', async () => {
    const report = await stored();
    const res = await sync(report.client_id, { base_version: null, data: soil({ ph: 7.5 }) }, 'id');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kode perangkat laporan ini sudah dipakai untuk laporan lain');
    expect(res.json().current).toMatchObject({ id: report.id, ph: 6.5, version: 1 });
  });

  it('updates a report edited on its current version, raising the version', async () => {
    const report = await stored();
    const res = await sync(report.client_id, { base_version: 1, data: soil({ ph: 5.8 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'updated',
      message: 'Soil Reports data updated',
      data: { id: report.id, ph: 5.8, version: 2 },
    });
    expect(await rowsOf(report.client_id)).toHaveLength(1);
  });

  it('submits a report with its write, with the audit trail line, raising the version', async () => {
    const res = await sync(randomUUID(), { base_version: null, data: soil(), submit: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'created',
      message: 'Report submitted for verification',
      data: { status: 'verification_request', version: 2 },
    });
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/report-soil/${res.json().data.id}/transitions`,
      headers: as.officer,
    });
    expect(trail.json().data).toMatchObject([
      { transition: 'submit', from_state: 'draft', to_state: 'verification_request' },
    ]);
  });

  it('refuses an edit made before the supervisor sent the report back, with the server version', async () => {
    const report = await stored(true);
    expect(report.version).toBe(2);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/report-soil/${report.id}/request-revision`,
      headers: as.supervisor,
      payload: { reason: 'Foto kurang jelas' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.version).toBe(3);
    const res = await sync(report.client_id, { base_version: 2, data: soil({ ph: 8 }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This report changed on the server since you took it; choose which version to keep',
    );
    expect(res.json().current).toMatchObject({
      id: report.id,
      version: 3,
      status: 'revision_request',
      ph: 6.5,
    });
    // Revised on the version sent back, and submitted again.
    const revised = await sync(report.client_id, { base_version: 3, data: soil({ ph: 8 }), submit: true });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().data).toMatchObject({ ph: 8, status: 'verification_request', version: 5 });
  });

  it("refuses a report on a garden outside the officer's reach, storing nothing", async () => {
    const clientId = randomUUID();
    const res = await sync(
      clientId,
      { base_version: null, data: soil({ garden_id: gardens.outside }) },
      'id',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Anda hanya dapat mengelola laporan kebun di unit atau proyek Anda sendiri',
    );
    expect(await rowsOf(clientId)).toHaveLength(0);
  });

  it('refuses an edit of an approved report with the locked message, changing nothing', async () => {
    const report = await stored(true);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/report-soil/${report.id}/approve`,
      headers: as.supervisor,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const version = approved.json().data.version as number;
    const res = await sync(report.client_id, { base_version: version, data: soil({ ph: 4 }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A report awaiting verification or approved cannot be changed');
    expect(await rowsOf(report.client_id)).toMatchObject([{ ph: 6.5, version }]);
  });

  it('refuses bad values as create does, and a device id or a key the sync does not take', async () => {
    const clientId = randomUUID();
    const bad = await sync(clientId, { base_version: null, data: soil({ ph: 20 }) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ph']);
    const upper = await sync(randomUUID().toUpperCase(), { base_version: null, data: soil() });
    expect(upper.statusCode).toBe(400);
    expect(upper.json().message).toBe('The device id must be a UUID in lowercase');
    expect((await sync('laporan-1', { base_version: null, data: soil() })).statusCode).toBe(400);
    const version = await sync(clientId, { base_version: null, data: soil({ version: 9 }) });
    expect(version.statusCode).toBe(400);
    expect(await rowsOf(clientId)).toHaveLength(0);
  });

  it('keeps the sync columns out of the admin create and of the model', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/report-soil/create',
      headers: as.officer,
      payload: soil({ client_id: randomUUID() }),
    });
    expect(made.statusCode).toBe(400);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/report-soil/create',
      headers: as.officer,
      payload: soil(),
    });
    // Made in the admin, it still gets an id a device can revise it by.
    expect(plain.json().data).toMatchObject({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: 1,
    });
    const model = await t.app.inject({
      method: 'GET',
      url: '/api/gen-model/report-soil',
      headers: as.officer,
    });
    expect(model.json().data.fieldView).toEqual(expect.arrayContaining(['client_id', 'version']));
    expect(model.json().data.fieldAdd).not.toEqual(expect.arrayContaining(['client_id']));
    expect(model.json().data.fieldEdit).not.toContain('version');
    expect(model.json().data.fieldView).not.toContain('client_hash');
  });
});
