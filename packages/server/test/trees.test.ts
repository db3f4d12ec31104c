import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winCode } from '../src/features/trees/codes.js';
import { seedTrees } from '../src/features/trees/scale.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;
type Body = { data: Row[]; total: number; totalEstimated?: true };

/** The region hierarchy, the farmers and the planted trees: the admin API over the demo and a scaled seed. */
describe.each(testDatabases)('regions, farmers and trees on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let db: Kysely<Record<string, Row>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    db = t.db as unknown as Kysely<Record<string, Row>>;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'id') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });
  const list = async (query: Record<string, unknown>) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    const res = await call('GET', `/api/trees/list?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body;
  };
  const demoTree = () =>
    db
      .selectFrom('trees')
      .selectAll()
      .where('win_code', '=', winCode(1))
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('has the demo regions: 38 provinces, units with villages, farmers, and trees under WIN codes', async () => {
    const provinces = await call('GET', '/api/provinces/list?limit=100');
    expect(provinces.json().total).toBe(38);
    expect(provinces.json().data[0]).toMatchObject({ province_code: '11', province_name: 'Aceh' });
    const tree = await demoTree();
    expect(tree.win_code).toBe('W9E3779B1');
    const village = await db
      .selectFrom('villages')
      .innerJoin('management_units', 'management_units.id', 'villages.unit_id')
      .select(['management_units.province_id', 'villages.unit_id'])
      .where('villages.id', '=', tree.village_id as number)
      .executeTakeFirstOrThrow();
    expect([tree.province_id, tree.unit_id]).toEqual([village.province_id, village.unit_id]);
  });

  it("finds a tree by its whole WIN code only, and trees by their farmer's name", async () => {
    const tree = await demoTree();
    const byCode = await list({ search: String(tree.win_code) });
    expect(byCode.data.length).toBeGreaterThan(0);
    expect(byCode.data.every((r) => r.win_code === tree.win_code)).toBe(true);
    expect((await list({ search: String(tree.win_code).slice(0, 5) })).total).toBe(0);

    const farmer = await db
      .selectFrom('farmers')
      .selectAll()
      .where('id', '=', tree.farmer_id as number)
      .executeTakeFirstOrThrow();
    const surname = String(farmer.farmer_name).split(' ')[1]!;
    const byFarmer = await list({ search: surname.toLowerCase(), limit: '100' });
    const named = await db
      .selectFrom('trees')
      .innerJoin('farmers', 'farmers.id', 'trees.farmer_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('farmers.farmer_name', 'ilike', `%${surname}%`)
      .executeTakeFirstOrThrow();
    expect(byFarmer.total).toBe(Number(named.n));
    expect(
      byFarmer.data.every((r) => String((r.rel_farmer_id as { label: string }).label).includes(surname)),
    ).toBe(true);
  });

  it('fills the province, the unit and the year, and refuses a place outside Indonesia unless allowed', async () => {
    const tree = await demoTree();
    const values = {
      win_code: 'W-TEST-1',
      tree_species_id: tree.tree_species_id,
      farmer_id: tree.farmer_id,
      village_id: tree.village_id,
      planting_date: '2024-03-05',
      latitude: -7.3,
      longitude: 110.1,
      qty_trees: 5,
      status: 'planted',
    };
    const created = await call('POST', '/api/trees/create', values);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      planting_year: 2024,
      province_id: tree.province_id,
      unit_id: tree.unit_id,
    });

    const abroad = await call('POST', '/api/trees/create', { ...values, latitude: 48.85, longitude: 2.35 });
    expect(abroad.statusCode).toBe(422);
    expect(JSON.stringify(abroad.json())).toContain('di luar wilayah Indonesia');
    const english = await call(
      'POST',
      '/api/trees/create',
      { ...values, latitude: 48.85, longitude: 2.35 },
      'en',
    );
    expect(JSON.stringify(english.json())).toContain("outside Indonesia's extent");
    const allowed = await call('POST', '/api/trees/create', {
      ...values,
      latitude: 48.85,
      longitude: 2.35,
      outside_indonesia: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);

    const lower = await call('POST', '/api/trees/create', { ...values, win_code: 'w-lower' });
    expect(lower.statusCode).toBe(422);
    const noVillage = await call('POST', '/api/trees/create', { ...values, village_id: 99_999_999 });
    expect(noVillage.statusCode).toBeGreaterThanOrEqual(400);
    expect(noVillage.statusCode).toBeLessThan(500);
  });

  it('lists each level of the regions under the one chosen above it, as the region picker asks', async () => {
    const province = await db
      .selectFrom('provinces')
      .select(['id'])
      .where('province_name', '=', 'Jawa Barat')
      .executeTakeFirstOrThrow();
    const filters = (f: object) => encodeURIComponent(JSON.stringify(f));
    const units = await call(
      'GET',
      `/api/units/dataset?filters=${filters({ province_id: { eq: province.id } })}`,
    );
    expect(units.statusCode, units.body).toBe(200);
    const unitRows = (units.json() as Body).data;
    expect(unitRows.map((u) => u.unit_management_name).sort()).toEqual([
      'MU Ciamis',
      'MU Garut',
      'MU Kuningan',
      'MU Sumedang',
    ]);
    const unit = unitRows[0]!;
    const villages = await call(
      'GET',
      `/api/village/dataset?filters=${filters({ unit_id: { eq: unit.id } })}`,
    );
    const villageRows = (villages.json() as Body).data;
    expect(villageRows.length).toBeGreaterThan(0);
    expect(villageRows.every((v) => v.unit_id === unit.id)).toBe(true);
    // The picker reads a stored village's row to choose its unit, and the unit's to choose its province.
    const read = await call(
      'GET',
      `/api/village/dataset?filters=${filters({ id: { eq: villageRows[0]!.id } })}`,
    );
    expect((read.json() as Body).data[0]).toMatchObject({ id: villageRows[0]!.id, unit_id: unit.id });
  });

  it('stores a village picked through the regions as a lookup: its id, named by the village, and refuses one that does not exist', async () => {
    const village = await db
      .selectFrom('villages')
      .select(['id', 'village_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await call('POST', '/api/farmers/create', {
      farmer_name: 'Petani Desa Uji',
      village_id: village.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const shown = await call('GET', `/api/farmers/${id}/show`);
    expect(shown.json().data).toMatchObject({
      village_id: village.id,
      rel_village_id: { id: village.id, label: village.village_name },
    });

    const missing = await call('POST', '/api/farmers/create', {
      farmer_name: 'Petani Hilang',
      village_id: 99_999_999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.village_id).toEqual(['Desa tidak ditemukan']);
    const english = await call(
      'POST',
      '/api/farmers/create',
      { farmer_name: 'Petani Hilang', village_id: 99_999_999 },
      'en',
    );
    expect(english.json().errors.village_id).toEqual(['Village was not found']);
    const notAnId = await call('POST', '/api/farmers/create', {
      farmer_name: 'Petani Hilang',
      village_id: 'Sukamaju',
    });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe(
      'Permintaan tidak valid: village_id harus berupa bilangan bulat atau null',
    );

    const tree = await demoTree();
    const moved = await call('PUT', '/api/trees/update', { id: tree.id, village_id: 99_999_999 });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.village_id).toEqual(['Desa tidak ditemukan']);
  });

  it('seeds trees at scale over the villages, and the list estimates a total past its bound', async () => {
    const before = Number(
      (
        await db
          .selectFrom('trees')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await seedTrees(t.db, 12_000, 5);
    const after = await db
      .selectFrom('trees')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('win_code').distinct().as('wins'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(before + 12_000);
    const outside = await db
      .selectFrom('trees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('latitude', '<', -11.5),
          eb('latitude', '>', 6.5),
          eb('longitude', '<', 94.5),
          eb('longitude', '>', 141.5),
        ]),
      )
      .where('outside_indonesia', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(outside.n)).toBe(0);

    // Every province with a unit has trees, Central Java the most.
    const byProvince = await db
      .selectFrom('trees')
      .innerJoin('provinces', 'provinces.id', 'trees.province_id')
      .select(['provinces.province_code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('provinces.province_code')
      .orderBy('n', 'desc')
      .execute();
    expect(byProvince[0]!.province_code).toBe('33');
    expect(byProvince.length).toBeGreaterThanOrEqual(15);

    const all = await list({ filters: { planting_year: { gte: 2000 } } });
    expect(all.totalEstimated).toBe(true);
    expect(all.total).toBeGreaterThan(10_000);
    const java = byProvince.find((p) => p.province_code === '33')!;
    const javaId = (
      await db
        .selectFrom('provinces')
        .select('id')
        .where('province_code', '=', '33')
        .executeTakeFirstOrThrow()
    ).id;
    const central = await list({
      filters: { province_id: { eq: javaId } },
      order: 'win_code',
      sort: 'ASC',
      limit: '20',
    });
    expect(central.data).toHaveLength(20);
    expect(
      central.data.every((r) => r.province_id === Number(javaId) || r.province_id === String(javaId)),
    ).toBe(true);
    if (Number(java.n) <= 10_000) expect(central.total).toBe(Number(java.n));
    else expect(central.totalEstimated).toBe(true);
    const codes = central.data.map((r) => String(r.win_code));
    expect(codes).toEqual([...codes].sort());
  });
});
