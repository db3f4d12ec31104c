import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyApprovedGrowth, plantFromApprovedReport } from '../src/features/plant/apply.js';
import { growthStandardFor } from '../src/features/standardization/at-age.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** Plantings, made from approved planting reports, and their trees following approved growth reports. */
describe.each(testDatabases)('plantings and their trees on %s', (kind) => {
  let t: TestApp;
  let db: AnyDb;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as AnyDb;
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });

  /** The first demo garden, with its field's farmer and village and the village's unit and province. */
  async function aGarden() {
    return db
      .selectFrom('gardens as g')
      .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
      .innerJoin('villages as v', 'v.id', 'f.village_id')
      .innerJoin('management_units as u', 'u.id', 'v.unit_id')
      .select([
        'g.id',
        'g.garden_code',
        'f.farmer_id',
        'f.village_id',
        'f.location',
        'v.unit_id',
        'u.province_id',
      ])
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
  }
  const speciesId = async (name: string) =>
    Number(
      (
        await db
          .selectFrom('tree_species')
          .select('id')
          .where('tree_name', '=', name)
          .executeTakeFirstOrThrow()
      ).id,
    );

  /** A planting report's values, as approved. */
  async function planting(seedlings: number, location: { lat: number; lng: number } | null = null) {
    const garden = await aGarden();
    const sengon = await speciesId('Sengon');
    return t.db.transaction().execute((trx) =>
      plantFromApprovedReport(trx, {
        garden_id: Number(garden.id),
        species_id: sengon,
        seedlings,
        planting_date: '2025-03-10',
        location,
      }),
    );
  }
  const treesOf = (plantId: number) =>
    db.selectFrom('trees').selectAll().where('plant_id', '=', plantId).orderBy('win_code').execute();
  const countedTrees = async () =>
    Number(
      (
        await db
          .selectFrom('row_counts')
          .select('n')
          .where('table_name', '=', 'trees')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mappedTrees = async () =>
    Number(
      (await sql<{ n: number }>`select sum(n) as n from tree_cells where level = 8`.execute(t.db)).rows[0]!.n,
    );

  it("makes one tree per seedling, each with a WIN code of its own, on the garden's field", async () => {
    const garden = await aGarden();
    const [before, mappedBefore] = [await countedTrees(), await mappedTrees()];
    const plantId = await planting(25, { lat: -7.1234, lng: 110.4321 });
    const trees = await treesOf(plantId);
    expect(trees).toHaveLength(25);
    const codes = trees.map((tree) => tree.win_code as string);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^W[0-9A-F]{8}$/);
    const elsewhere = await db
      .selectFrom('trees')
      .select('id')
      .where('win_code', 'in', codes)
      .where((eb) => eb.or([eb('plant_id', 'is', null), eb('plant_id', '!=', plantId)]))
      .execute();
    expect(elsewhere).toEqual([]);
    for (const tree of trees) {
      expect(tree).toMatchObject({
        farmer_id: garden.farmer_id,
        village_id: garden.village_id,
        unit_id: garden.unit_id,
        province_id: garden.province_id,
        qty_trees: 1,
        status: 'planted',
        planting_date: '2025-03-10',
        planting_year: 2025,
        latitude: -7.1234,
        longitude: 110.4321,
      });
    }
    const stored = await db
      .selectFrom('plantings')
      .selectAll()
      .where('id', '=', plantId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ garden_id: garden.id, seedlings: 25, planting_date: '2025-03-10' });
    // The row counts and the map's cells follow the trees.
    expect(await countedTrees()).toBe(before + 25);
    expect(await mappedTrees()).toBe(mappedBefore + 25);
  });

  it("places a planting without a reported place at its field's, with codes no other tree has", async () => {
    const garden = await aGarden();
    const field = garden.location as { lat: number; lng: number };
    const first = await planting(3);
    const second = await planting(3);
    const trees = [...(await treesOf(first)), ...(await treesOf(second))];
    expect(new Set(trees.map((tree) => tree.win_code)).size).toBe(6);
    expect(trees[0]).toMatchObject({ latitude: field.lat, longitude: field.lng });
  });

  it('makes the trees of a large report in one go, each code once', async () => {
    const plantId = await planting(20_000);
    const { rows } = await sql<{ n: number; codes: number }>`
      select count(*)::int as n, count(distinct win_code)::int as codes from trees where plant_id = ${plantId}`.execute(
      t.db,
    );
    expect(rows[0]).toEqual({ n: 20_000, codes: 20_000 });
  }, 60_000);

  it('lists a planting in the admin with its trees, and filters plantings by garden and species', async () => {
    const garden = await aGarden();
    const plantId = await planting(4);
    const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
    const trees = (
      await call('GET', `/api/trees/list?filters=${filter({ plant_id: { eq: plantId } })}`)
    ).json();
    expect(trees.total).toBe(4);
    const sengon = await speciesId('Sengon');
    const listed = await call(
      'GET',
      `/api/plant/list?filters=${filter({ garden_id: { eq: garden.id }, species_id: { eq: sengon } })}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(plantId);
    for (const row of listed.json().data)
      expect(row).toMatchObject({ garden_id: garden.id, species_id: sengon });
  });

  it("names each planting by its garden's code and its day, two of one day apart, and shows that name wherever it is looked up", async () => {
    const garden = await aGarden();
    const first = await planting(2);
    const second = await planting(2);
    const codeOf = async (id: number) =>
      (await call('GET', `/api/plant/${id}/show`)).json().data.planting_code;
    const [a, b] = [await codeOf(first), await codeOf(second)];
    const named = new RegExp(`^${garden.garden_code}-20250310(-\\d+)?$`);
    expect(a).toMatch(named);
    expect(b).toMatch(named);
    expect(a).not.toBe(b);
    // The server names it: a name sent is refused.
    const renamed = await call('PUT', '/api/plant/update', { id: first, planting_code: 'KBN-LAIN' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toContain('Unknown parameter: planting_code');
    // Found by its name, and named so where a tree or a report looks it up.
    const found = (await call('GET', `/api/plant/list?search=${encodeURIComponent(b)}`)).json().data;
    expect(found.map((p: { id: number }) => p.id)).toEqual([second]);
    const [tree] = await treesOf(second);
    const shown = (await call('GET', `/api/trees/${tree!.id}/show`)).json().data;
    expect(shown.rel_plant_id).toEqual({ id: second, label: b });
  });

  it('refuses creating or deleting a planting and lets its notes be corrected', async () => {
    const plantId = await planting(2);
    const created = await call('POST', '/api/plant/create', { garden_id: 1, seedlings: 3 });
    expect(created.statusCode).toBe(404);
    expect(created.json().message).toBe('API path not found: /api/plant/create');
    const deleted = await call('DELETE', '/api/plant/delete', { data: { id: plantId } });
    expect(deleted.statusCode).toBe(404);
    const updated = await call('PUT', '/api/plant/update', {
      id: plantId,
      notes: 'Disiram dua kali seminggu.',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const shown = (await call('GET', `/api/plant/${plantId}/show`)).json().data;
    expect(shown).toMatchObject({ notes: 'Disiram dua kali seminggu.', seedlings: 2 });
    expect(await treesOf(plantId)).toHaveLength(2);
  });

  it('marks the trees dead, replanted and alive as a growth report counts them, the same trees each time', async () => {
    const plantId = await planting(10);
    const grow = (report_date: string, dead: number, replanted: number, height: number) =>
      t.db.transaction().execute((trx) =>
        applyApprovedGrowth(trx, {
          plant_id: plantId,
          report_date,
          height_cm: height,
          diameter_mm: height / 10,
          trees_dead: dead,
          trees_replanted: replanted,
        }),
      );
    expect(await grow('2025-09-28', 2, 1, 120)).toBe(true);
    let trees = await treesOf(plantId);
    const statuses = (rows: typeof trees) => rows.map((tree) => tree.status);
    expect(statuses(trees)).toEqual(['dead', 'dead', 'replanted', ...Array(7).fill('growing')]);
    const living = trees.filter((tree) => tree.status === 'growing');
    for (const tree of living) {
      expect(tree).toMatchObject({
        latest_height_cm: 120,
        latest_diameter_mm: 12,
        measured_on: '2025-09-28',
      });
    }
    for (const tree of trees.filter((tree) => tree.status !== 'growing')) expect(tree.measured_on).toBeNull();
    const deadCodes = trees.filter((tree) => tree.status === 'dead').map((tree) => tree.win_code);

    // A month on, one more has died: those dead stay dead, and the next one by WIN code joins them.
    expect(await grow('2025-10-28', 3, 1, 150)).toBe(true);
    trees = await treesOf(plantId);
    const nowDead = trees.filter((tree) => tree.status === 'dead').map((tree) => tree.win_code);
    expect(nowDead).toHaveLength(3);
    expect(nowDead).toEqual(expect.arrayContaining(deadCodes));
    expect(trees.filter((tree) => tree.status === 'replanted')).toHaveLength(1);
    expect(trees.filter((tree) => tree.status === 'growing').map((tree) => tree.latest_height_cm)).toEqual(
      Array(6).fill(150),
    );

    // A report older than the last measurement, approved late, changes nothing.
    expect(await grow('2025-08-28', 0, 0, 90)).toBe(false);
    expect(await treesOf(plantId)).toEqual(trees);
  });

  it('keeps dead trees dead when an older growth report is approved after one that found them all dead', async () => {
    const plantId = await planting(4);
    const grow = (report_date: string, dead: number) =>
      t.db.transaction().execute((trx) =>
        applyApprovedGrowth(trx, {
          plant_id: plantId,
          report_date,
          height_cm: 80,
          diameter_mm: 9,
          trees_dead: dead,
          trees_replanted: 0,
        }),
      );
    expect(await grow('2025-10-28', 4)).toBe(true);
    const dead = await treesOf(plantId);
    expect(dead.map((tree) => tree.status)).toEqual(Array(4).fill('dead'));
    // No tree kept a measurement; the planting keeps the date of the report that was applied.
    expect(dead.map((tree) => tree.measured_on)).toEqual(Array(4).fill(null));
    const shown = (await call('GET', `/api/plant/${plantId}/show`)).json().data;
    expect(shown.growth_reported_on).toBe('2025-10-28');

    // A report of September, approved late, found them all alive: it is older, so nothing changes.
    expect(await grow('2025-09-28', 0)).toBe(false);
    expect(await treesOf(plantId)).toEqual(dead);
    expect((await call('GET', `/api/plant/${plantId}/show`)).json().data.growth_reported_on).toBe(
      '2025-10-28',
    );
  });

  it('finds the growth standard of a species and variety at an age', async () => {
    const sengon = await speciesId('Sengon');
    expect(await growthStandardFor(t.db, sengon, null, 12)).toMatchObject({
      age_months: 12,
      height_cm: 400,
      exact: true,
    });
    const solomon = await db
      .selectFrom('varieties')
      .select('id')
      .where('variety_name', '=', 'Sengon Solomon')
      .executeTakeFirstOrThrow();
    expect((await growthStandardFor(t.db, sengon, Number(solomon.id), 12))?.height_cm).toBe(460);
    expect((await growthStandardFor(t.db, sengon, null, 9))?.height_cm).toBe(275);
    expect(await growthStandardFor(t.db, sengon, null, 60)).toBeUndefined();
  });

  it("answers a tree's planting and latest measurement for its public page", async () => {
    const garden = await aGarden();
    const plantId = await planting(6);
    await t.db.transaction().execute((trx) =>
      applyApprovedGrowth(trx, {
        plant_id: plantId,
        report_date: '2025-12-28',
        height_cm: 210.5,
        diameter_mm: 31.2,
        trees_dead: 1,
        trees_replanted: 0,
      }),
    );
    const [, alive] = await treesOf(plantId);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/trees/${alive!.win_code}/planting` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      win_code: alive!.win_code,
      planting: {
        species: 'Sengon',
        variety: null,
        planting_date: '2025-03-10',
        nursery: null,
        garden_code: garden.garden_code,
        trees: 6,
        // Made here without a planting report: nothing a supervisor approved.
        verified_on: null,
      },
      latest_height_cm: 210.5,
      latest_diameter_mm: 31.2,
      measured_on: '2025-12-28',
      measurements: [],
      photos: [],
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/trees/WNOSUCH01/planting' });
    expect(unknown.statusCode).toBe(404);
  });

  it('has demo plantings whose trees a growth report measured', async () => {
    const demo = await db
      .selectFrom('plantings as p')
      .innerJoin('trees as t', 't.plant_id', 'p.id')
      .select([
        'p.id',
        (eb) => eb.fn.countAll<number>().as('trees'),
        (eb) => eb.fn.max('t.measured_on').as('measured'),
      ])
      .groupBy('p.id')
      .orderBy('p.id')
      .limit(8)
      .execute();
    expect(demo.length).toBe(8);
    for (const p of demo) {
      expect(Number(p.trees)).toBeGreaterThanOrEqual(12);
      expect(p.measured).toMatch(/^20\d\d-\d\d-\d\d$/);
    }
  });
});
