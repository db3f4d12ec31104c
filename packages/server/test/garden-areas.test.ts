import { fieldOperationsAllAreasTask } from '@rimba/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTasks } from '../src/auth/roles.js';
import type { Row } from '../src/resources/operations.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Headers = Record<string, string>;
const password = 'rahasia-kebun-123';

/**
 * Which gardens a field officer reaches: those of their own management unit or project, and every one
 * for a holder of field-operations.all-areas; a garden of another unit is not found.
 */
describe.each(testDatabases)('the gardens a field officer reaches on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  const ids = { officerRole: 0, unit: 0, otherUnit: 0, project: 0 };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });
  const list = async (headers: Headers, query = '') => {
    const res = await call('GET', `/api/garden/list?limit=100${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { id: number; unit_id: number; project_id: number | null }[];
      total: number;
    };
  };
  const gardens = () => (t.db as unknown as Kysely<Record<string, Row>>).selectFrom('gardens');
  const countGardens = async (where: (q: ReturnType<typeof gardens>) => ReturnType<typeof gardens>) =>
    Number(
      (
        await where(gardens())
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A user of the officer's role that the super user creates with a unit and a project; logged in. */
  async function officer(username: string, unit: number | null, project: number | null): Promise<Headers> {
    const department = project
      ? (
          await t.db
            .selectFrom('projects')
            .select('department_id')
            .where('id', '=', project)
            .executeTakeFirstOrThrow()
        ).department_id
      : null;
    const created = await call('POST', '/api/users/create', admin, {
      fullname: `Petugas ${username}`,
      username,
      email: `${username}@uji.id`,
      password,
      role_id: ids.officerRole,
      department_id: department,
      unit_id: unit,
      project_id: project,
    });
    expect(created.statusCode, created.body).toBe(200);
    return (await logIn(username)).headers;
  }

  /** Logs a user in with the tests' password: their bearer header and their tasks. */
  async function logIn(username: string): Promise<{ headers: Headers; tasks: string[] }> {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(res.statusCode, res.body).toBe(200);
    return { headers: { authorization: `Bearer ${res.json().token}` }, tasks: res.json().tasks };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    ids.officerRole = (
      await t.db
        .selectFrom('roles')
        .select('id')
        .where('role_name', '=', 'Petugas Lapangan')
        .executeTakeFirstOrThrow()
    ).id;
    // The demo officer only reads; these tests also edit and delete within their reach.
    await grantTasks(t.db, 'Petugas Lapangan', ['garden.update', 'garden.delete']);
    const demo = await t.db
      .selectFrom('users')
      .select(['unit_id', 'project_id'])
      .where('username', '=', 'petugas.lapangan')
      .executeTakeFirstOrThrow();
    ids.unit = demo.unit_id!;
    ids.project = demo.project_id!;
    const other = await gardens()
      .select('unit_id')
      .where('unit_id', '<>', ids.unit)
      .where('project_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids.otherUnit = Number(other.unit_id);
  });
  afterAll(() => t.close());

  it('lists to an officer the gardens of their unit and those of their project, and no other', async () => {
    const headers = await officer('petugas_uji', ids.unit, ids.project);
    const seen = await list(headers);
    const ofUnit = await countGardens((q) => q.where('unit_id', '=', ids.unit));
    const ofProjectElsewhere = await countGardens((q) =>
      q.where('project_id', '=', ids.project).where('unit_id', '<>', ids.unit),
    );
    expect(ofUnit).toBeGreaterThan(0);
    expect(ofProjectElsewhere).toBeGreaterThan(0);
    expect(seen.total).toBe(ofUnit + ofProjectElsewhere);
    expect(seen.data.every((g) => g.unit_id === ids.unit || g.project_id === ids.project)).toBe(true);
    expect(seen.total).toBeLessThan((await list(admin)).total);

    // The unit is a filter of the list too, within what the officer reaches.
    const filters = encodeURIComponent(JSON.stringify({ unit_id: { eq: ids.unit } }));
    expect((await list(headers, `&filters=${filters}`)).total).toBe(ofUnit);
  });

  it('answers an officer a garden of another unit as not found, to show, edit or delete', async () => {
    const headers = await officer('petugas_dua', ids.unit, null);
    const [outside] = (
      await list(admin, `&filters=${encodeURIComponent(JSON.stringify({ unit_id: { eq: ids.otherUnit } }))}`)
    ).data;
    const show = await call('GET', `/api/garden/${outside!.id}/show`, headers);
    expect(show.statusCode).toBe(404);
    const update = await call('PUT', '/api/garden/update', headers, { id: outside!.id, notes: 'Dicek' });
    expect(update.statusCode).toBe(404);
    const remove = await call('DELETE', '/api/garden/delete', headers, { data: { id: outside!.id } });
    expect(remove.statusCode).toBe(404);
    expect((await call('GET', `/api/garden/${outside!.id}/show`, admin)).json().data.notes).not.toBe('Dicek');

    // One of their own is theirs to edit.
    const [own] = (await list(headers)).data;
    const edited = await call('PUT', '/api/garden/update', headers, { id: own!.id, notes: 'Dicek petugas' });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('reaches the gardens of the one value an officer has, and none for an officer with neither', async () => {
    const projectOnly = await list(await officer('petugas_proyek', null, ids.project));
    expect(projectOnly.total).toBe(await countGardens((q) => q.where('project_id', '=', ids.project)));
    expect(projectOnly.total).toBeGreaterThan(0);
    expect((await list(await officer('petugas_kosong', null, null))).total).toBe(0);
  });

  it('shows every garden to a holder of the all-areas task, as to the super user and the viewer', async () => {
    const all = (await list(admin)).total;
    // The demo supervisor, given a password by the super user.
    const supervisor = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'supervisor.lapangan')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call('PUT', '/api/users/update', admin, { id: supervisor, password })).statusCode).toBe(
      200,
    );
    const { headers, tasks } = await logIn('supervisor.lapangan');
    expect(tasks).toContain(fieldOperationsAllAreasTask);
    expect((await list(headers)).total).toBe(all);
    expect((await list(await login(t.app, 'viewer'))).total).toBe(all);
    // An officer whose role is given the task reaches every garden too.
    await grantTasks(t.db, 'Petugas Lapangan', [fieldOperationsAllAreasTask]);
    expect((await list(await officer('petugas_luas', ids.unit, null))).total).toBe(all);
  });

  it("puts a garden in its field's unit when it is made and when it moves to another field", async () => {
    const [onOther] = (
      await list(admin, `&filters=${encodeURIComponent(JSON.stringify({ unit_id: { eq: ids.otherUnit } }))}`)
    ).data;
    const [onOwn] = (
      await list(admin, `&filters=${encodeURIComponent(JSON.stringify({ unit_id: { eq: ids.unit } }))}`)
    ).data;
    const fieldOf = async (id: number) =>
      (await call('GET', `/api/garden/${id}/show`, admin)).json().data.field_id as number;
    const garden = {
      field_id: await fieldOf(onOther!.id),
      garden_code: 'KBN-UNIT-1',
      area_ha: 1,
      planting_pattern: 'monoculture',
      spacing_row_m: 3,
      spacing_column_m: 3,
    };
    // The field's village says the unit: a client cannot send one.
    const sent = await call('POST', '/api/garden/create', admin, { ...garden, unit_id: ids.unit });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toContain('unit_id');
    const created = await call('POST', '/api/garden/create', admin, garden);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.unit_id).toBe(ids.otherUnit);
    const moved = await call('PUT', '/api/garden/update', admin, {
      id: created.json().data.id,
      field_id: await fieldOf(onOwn!.id),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.unit_id).toBe(ids.unit);

    // A field moved to a village of another unit takes its gardens along.
    const village = await (t.db as unknown as Kysely<Record<string, Row>>)
      .selectFrom('villages')
      .select('id')
      .where('unit_id', '=', ids.otherUnit)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const field = await call('PUT', '/api/fields/update', admin, {
      id: moved.json().data.field_id,
      village_id: Number(village.id),
    });
    expect(field.statusCode, field.body).toBe(200);
    for (const id of [created.json().data.id, onOwn!.id]) {
      expect((await call('GET', `/api/garden/${id}/show`, admin)).json().data.unit_id).toBe(ids.otherUnit);
    }
  });
});
