import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winCode } from '../src/features/trees/codes.js';
import { seedTrees } from '../src/features/trees/scale.js';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;
type Tree = {
  latitude: number;
  longitude: number;
  qty_trees: number;
  province_id: number;
  planting_year: number;
  village_id: number;
};
type Feature = {
  geometry: { coordinates: [number, number] };
  properties: { count: number; win_code?: string };
};

/** The Web Mercator tile of a point at a zoom, as map clients number them. */
function tileOf(lat: number, lng: number, z: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
}

/** The trees' public map: clusters per tile against a brute-force count, the WIN lookup, the region filters. */
describe.each(testDatabases)('tree maps on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let trees: Tree[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
    await seedTrees(t.db, 6_000, 11);
    trees = (
      await db
        .selectFrom('trees')
        .select(['latitude', 'longitude', 'qty_trees', 'province_id', 'planting_year', 'village_id'])
        .execute()
    ).map((r) => ({
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      qty_trees: Number(r.qty_trees),
      province_id: Number(r.province_id),
      planting_year: Number(r.planting_year),
      village_id: Number(r.village_id),
    }));
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'id') => t.app.inject({ url, headers: { 'accept-language': lang } });
  const tile = async (z: number, x: number, y: number, query = '') => {
    const res = await get(`/api/public/trees/clusters/${z}/${x}/${y}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().features as Feature[];
  };
  const sum = (features: Feature[]) => features.reduce((n, f) => n + f.properties.count, 0);

  it('answers every tree once in the clusters of each zoom, as a brute-force count finds them', async () => {
    for (const z of [3, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 17]) {
      const expected = new Map<string, number>();
      for (const tree of trees) {
        const key = tileOf(tree.latitude, tree.longitude, z).join('/');
        expected.set(key, (expected.get(key) ?? 0) + tree.qty_trees);
      }
      // Every tile at zoom 3 to 6; the twelve fullest from zoom 8.
      const tiles = [...expected.entries()].sort((a, b) => b[1] - a[1]).slice(0, z <= 6 ? undefined : 12);
      for (const [key, count] of tiles) {
        const [x, y] = key.split('/').map(Number) as [number, number];
        const features = await tile(z, x, y);
        expect(sum(features), `zoom ${z} tile ${key}`).toBe(count);
        // The spec's clusters up to its cluster max zoom (14), cells of 32 px; nearly single trees beyond.
        expect(features.length).toBeLessThanOrEqual(z <= 14 ? 16 * 16 : 64 * 64);
        for (const f of features) {
          const [lng, lat] = f.geometry.coordinates;
          expect(tileOf(lat, lng, z).join('/'), `a cluster of ${key} lies in it`).toBe(key);
        }
      }
    }
    const all = trees.reduce((n, tree) => n + tree.qty_trees, 0);
    expect(sum(await tile(0, 0, 0))).toBe(all);
  });

  it('narrows the clusters to a year, a province and a village', async () => {
    const sample = trees[0]!;
    const filters: [string, (tree: Tree) => boolean][] = [
      [`?year=${sample.planting_year}`, (tree) => tree.planting_year === sample.planting_year],
      [`?province_id=${sample.province_id}`, (tree) => tree.province_id === sample.province_id],
      [
        `?village_id=${sample.village_id}&year=${sample.planting_year}`,
        (tree) => tree.village_id === sample.village_id && tree.planting_year === sample.planting_year,
      ],
      [`?village_id=${sample.village_id}`, (tree) => tree.village_id === sample.village_id],
    ];
    for (const [query, keep] of filters) {
      const expected = trees.filter(keep).reduce((n, tree) => n + tree.qty_trees, 0);
      expect(sum(await tile(0, 0, 0, query)), query).toBe(expected);
      // Up to zoom 14 from the kept cells (a village's own up to 12), beyond from the trees.
      for (const z of [6, 10, 12, 13, 14, 16]) {
        const [x, y] = tileOf(sample.latitude, sample.longitude, z);
        const inTile = trees.filter(
          (tree) => keep(tree) && tileOf(tree.latitude, tree.longitude, z).join('/') === `${x}/${y}`,
        );
        const features = await tile(z, x, y, query);
        expect(sum(features), `${query} at zoom ${z}`).toBe(
          inTile.reduce((n, tree) => n + tree.qty_trees, 0),
        );
        for (const f of features) {
          const [lng, lat] = f.geometry.coordinates;
          expect(tileOf(lat, lng, z).join('/'), `a cluster of ${query} at zoom ${z} lies in its tile`).toBe(
            `${x}/${y}`,
          );
        }
      }
    }
  });

  it("names a single planting's tree code beyond zoom 14, where the map shows single trees", async () => {
    const [last] = await db
      .selectFrom('trees')
      .select(['win_code', 'latitude', 'longitude'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const [x, y] = tileOf(Number(last!.latitude), Number(last!.longitude), 20);
    const codes = (await tile(20, x, y)).map((f) => f.properties.win_code);
    expect(codes).toContain(last!.win_code);
  });

  it('shows a change of the trees in the next tile answered', async () => {
    const [moved] = await db
      .selectFrom('trees')
      .select(['id', 'qty_trees', 'village_id'])
      .orderBy('id')
      .limit(1)
      .execute();
    const ofVillage = `?village_id=${moved!.village_id}`;
    const before = sum(await tile(0, 0, 0));
    const beforeInVillage = sum(await tile(0, 0, 0, ofVillage));
    await db
      .deleteFrom('trees')
      .where('id', '=', moved!.id as number)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sum(await tile(0, 0, 0))).toBe(before - Number(moved!.qty_trees));
    expect(sum(await tile(0, 0, 0, ofVillage))).toBe(beforeInVillage - Number(moved!.qty_trees));

    // A tree added after the bulk seed (which summed the cells once, their triggers off) is kept again.
    const [copy] = await db.selectFrom('trees').selectAll().orderBy('id').limit(1).execute();
    const { id: _id, win_code: _code, ...values } = copy!;
    await db
      .insertInto('trees')
      .values({ ...values, win_code: 'WADDED001', qty_trees: 5 })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sum(await tile(0, 0, 0))).toBe(before - Number(moved!.qty_trees) + 5);
    for (const z of [6, 14]) {
      const [x, y] = tileOf(Number(values.latitude), Number(values.longitude), z);
      const inTile = (
        await db.selectFrom('trees').select(['latitude', 'longitude', 'qty_trees']).execute()
      ).filter((tree) => tileOf(Number(tree.latitude), Number(tree.longitude), z).join('/') === `${x}/${y}`);
      expect(sum(await tile(z, x, y)), `zoom ${z}`).toBe(
        inTile.reduce((n, tree) => n + Number(tree.qty_trees), 0),
      );
    }
  });

  it("deletes the cells, the village's cells and the farmers' years that removed trees leave empty", async () => {
    const [first] = await db.selectFrom('trees').select('village_id').orderBy('id').limit(1).execute();
    const village = Number(first!.village_id);
    const rollback = new Error('rolled back');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('trees').where('village_id', '=', village).execute();
        const { rows } = await sql<Record<'cells' | 'villages' | 'years' | 'left', unknown>>`select
            (select count(*) from tree_cells where n <= 0) as cells,
            (select count(*) from village_cells where n <= 0) as villages,
            (select count(*) from farmer_years where n <= 0) as years,
            (select count(*) from village_cells where village_id = ${village}) as left`.execute(trx);
        expect(Object.values(rows[0]!).map(Number)).toEqual([0, 0, 0, 0]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it("refuses a tile that does not exist and a filter that is not a number, in the caller's language", async () => {
    const outside = await get('/api/public/trees/clusters/3/8/0');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain('x');
    for (const url of [
      '/api/public/trees/clusters/23/0/0',
      '/api/public/trees/clusters/a/0/0',
      '/api/public/trees/clusters/3/0/0?year=abc',
      '/api/public/trees/clusters/3/0/0?province_id=-1',
    ]) {
      const res = await get(url, 'en');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
  });

  it('answers the places of a WIN code in the wincheck shape, and nothing for an unknown one', async () => {
    const res = await get(`/api/public/syt/?wins=${winCode(1).toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const { wincheck } = res.json().data;
    const stored = await db.selectFrom('trees').selectAll().where('win_code', '=', winCode(1)).execute();
    expect(wincheck).toHaveLength(stored.length);
    expect(wincheck[0]).toEqual({
      win_code: winCode(1),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      qty_trees: Number(stored[0]!.qty_trees),
      farmer: expect.any(String),
      village: expect.any(String),
      district: expect.any(String),
      regency: expect.any(String),
      province: expect.any(String),
      tree_name: expect.any(String),
      planting_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: expect.any(String),
    });
    // Answers are kept until the trees change: a change shows in the next answer.
    await db
      .updateTable('trees')
      .set({ qty_trees: 77 })
      .where('id', '=', stored[0]!.id as number)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const changed = (await get(`/api/public/syt/?wins=${winCode(1)}`)).json().data.wincheck;
    expect(changed.map((place: Row) => place.qty_trees)).toContain(77);
    expect((await get('/api/public/syt/?wins=WNOSUCH01')).json().data.wincheck).toEqual([]);
    const empty = await get('/api/public/syt/?wins=');
    expect(empty.statusCode).toBe(400);
    const sample = await get('/api/public/sot');
    expect(sample.json().data.wincheck.length).toBeGreaterThan(0);
  });

  it("cascades the location filter: provinces, their units, the units' villages", async () => {
    const provinces = (await get('/api/public/province?limit=100')).json().data as Row[];
    const central = provinces.find((p) => p.province_code === '33')!;
    expect(central).toMatchObject({ province_name: 'Jawa Tengah' });
    const units = (await get('/api/public/unit-management?province_code=33')).json().data as Row[];
    expect(units.map((u) => u.unit_management_name)).toContain('MU Wonosobo');
    const all = (await get('/api/public/unit-management')).json().data as Row[];
    expect(all.length).toBeGreaterThan(units.length);
    const villages = (await get(`/api/public/village?unit_management_id=${units[0]!.id}`)).json()
      .data as Row[];
    expect(villages.length).toBeGreaterThan(0);
    const stored = await db
      .selectFrom('villages')
      .select('id')
      .where('unit_id', '=', units[0]!.id as number)
      .execute();
    expect(villages.map((v) => v.id).sort()).toEqual(stored.map((v) => Number(v.id)).sort());
    expect((await get('/api/public/village')).statusCode).toBe(400);
    expect((await get('/api/public/village?unit_management_id=x')).statusCode).toBe(400);
  });
});
