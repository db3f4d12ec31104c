import { dayIn, fieldReportKindNames, fieldReportResource } from '@rimba/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { findCaller } from '../src/auth/tokens.js';
import { fieldBundle } from '../src/features/field/bundle.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { userWithTasks } from './support/uploads.js';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const reportResources = fieldReportKindNames.map(fieldReportResource);

describe.each(testDatabases)('GET /api/field/bundle on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let officer: Headers;
  let officerToken: string;
  let officerId: number;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
  const bundleOf = async (headers: Headers) => {
    const res = await call('GET', '/api/field/bundle', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const idsOf = (rows: Row[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  /** The ids of a resource's rows as its dataset answers the caller. */
  const datasetIds = async (resource: string, headers: Headers) => {
    const res = await call('GET', `/api/${resource}/dataset?limit=1000`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return idsOf(res.json().data);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    // The demo field officer is given a password to log in with.
    const password = 'kebun-lapangan-123';
    const demo = await t.db
      .updateTable('users')
      .set({ password: await hashPassword(password) })
      .where('username', '=', 'petugas.lapangan')
      .returning('id')
      .executeTakeFirstOrThrow();
    officerId = Number(demo.id);
    const res = await call('POST', '/api/login', {}, { username: 'petugas.lapangan', password });
    expect(res.statusCode, res.body).toBe(200);
    officerToken = res.json().token;
    officer = { authorization: `Bearer ${officerToken}` };
  });
  afterAll(() => t.close());

  it('gives a field officer the gardens and plantings of their unit and project, as their lists do', async () => {
    const bundle = await bundleOf(officer);
    expect(bundle.user).toMatchObject({ id: officerId, fullname: 'Petugas Lapangan Demo' });
    expect(bundle.user.unit_id).not.toBeNull();
    for (const name of reportResources) expect(bundle.resources[name]).toEqual({ create: true });

    const gardens: Row[] = bundle.lookups.garden;
    expect(gardens.length).toBeGreaterThan(0);
    expect(idsOf(gardens)).toEqual(await datasetIds('garden', officer));
    expect(gardens.length).toBeLessThan((await datasetIds('garden', admin)).length);
    const { unit_id, project_id } = bundle.user;
    expect(gardens.every((g) => g.unit_id === unit_id || g.project_id === project_id)).toBe(true);
    expect(gardens[0]).toHaveProperty('garden_code');

    const plantings: Row[] = bundle.lookups.plant;
    expect(idsOf(plantings)).toEqual(await datasetIds('plant', officer));
    // What a growth report's checks need of its planting: its garden, species, variety, day and seedlings.
    expect(Object.keys(plantings[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'planting_code',
        'garden_id',
        'species_id',
        'variety_id',
        'planting_date',
        'seedlings',
      ]),
    );
    expect(plantings.every((p) => gardens.some((g) => g.id === p.garden_id))).toBe(true);
    // Lists the officer may not read are absent; the rows are not labelled again.
    expect(bundle.lookups).not.toHaveProperty('users');
    expect(plantings[0]).not.toHaveProperty('rel_garden_id');
    expect(bundle.truncated).toBe(false);
  });

  it('gives the super user every garden and planting, and everyone who files growth reports the standards', async () => {
    const bundle = await bundleOf(admin);
    const count = async (table: 'gardens' | 'plantings' | 'growth_standards') =>
      Number(
        (
          await (t.db as unknown as Kysely<Record<string, Row>>)
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(bundle.lookups.garden).toHaveLength(await count('gardens'));
    expect(bundle.lookups.plant).toHaveLength(await count('plantings'));
    expect(bundle.lookups['tree-species'].length).toBeGreaterThan(0);

    const standards = await count('growth_standards');
    expect(standards).toBeGreaterThan(0);
    expect(bundle.standards).toHaveLength(standards);
    // The officer may not read the standards' list, but files growth reports, which are held against them.
    const theirs = (await bundleOf(officer)).standards;
    expect(theirs).toHaveLength(standards);
    expect(Object.keys(theirs[0]).sort()).toEqual(
      ['age_months', 'diameter_mm', 'height_cm', 'species_id', 'survival_pct', 'variety_id'].sort(),
    );
    expect(typeof theirs[0].height_cm).toBe('number');
  });

  it('lists the caller’s own reports open for changes, not another’s and not those sent for verification', async () => {
    const garden = Number((await bundleOf(officer)).lookups.garden[0].id);
    const soil = (ph: number) => ({ garden_id: garden, report_date: dayIn(new Date()), ph });
    const file = async (headers: Headers, ph: number) => {
      const res = await call('POST', '/api/report-soil/create', headers, soil(ph));
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.json().data.id);
    };
    const draft = await file(officer, 6.1);
    const submitted = await file(officer, 6.2);
    const sent = await call('POST', `/api/report-soil/${submitted}/submit`, officer, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const others = await file(admin, 6.3);

    const open: Row[] = (await bundleOf(officer)).open_reports['report-soil'];
    const ids = open.map((r) => Number(r.id));
    expect(ids).toContain(draft);
    expect(ids).not.toContain(submitted);
    expect(ids).not.toContain(others);
    expect(open.every((r) => r.reporter_id === officerId)).toBe(true);
    expect(open.every((r) => r.status === 'draft' || r.status === 'revision_request')).toBe(true);
    expect(open.find((r) => Number(r.id) === draft)).toMatchObject({ ph: 6.1, status: 'draft' });
    expect((await bundleOf(admin)).open_reports['report-soil'].map((r: Row) => Number(r.id))).toContain(
      others,
    );
  });

  it('cuts each part at its cap and says which parts were cut', async () => {
    const caller = (await findCaller(t.db, officerToken))!.caller;
    const whole = await bundleOf(officer);
    const cut = await fieldBundle({ db: t.db, caller, lang: 'id' }, 2);
    expect(cut.lookups.garden).toEqual(whole.lookups.garden.slice(0, 2));
    expect(cut.standards).toHaveLength(2);
    expect(cut.truncated).toBe(true);
    expect(cut.truncated_parts).toEqual(
      expect.arrayContaining(['lookups.garden', 'lookups.plant', 'standards']),
    );
    expect(cut.truncated_parts).not.toContain('lookups.report-soil');
  });

  it('answers a caller who files nothing with empty parts, and nobody logged in with 401', async () => {
    const nobody = await userWithTasks(t, admin, 'tanpa_laporan', []);
    const bundle = await bundleOf(nobody);
    for (const name of reportResources) expect(bundle.resources[name]).toEqual({ create: false });
    expect(bundle).toMatchObject({ lookups: {}, standards: [], open_reports: {}, truncated: false });

    const anonymous = await call('GET', '/api/field/bundle');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();

    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const documented = paths['/api/field/bundle'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(documented.properties)).toEqual(
      expect.arrayContaining(['resources', 'lookups', 'standards', 'open_reports', 'truncated']),
    );
  });
});
