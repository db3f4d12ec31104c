import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTrees } from '../src/features/trees/scale.js';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;
type Feature = {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { farmer: string; total_trees: number; district: string | null; village: string };
};
type Answer = { type: 'FeatureCollection'; truncated: boolean; features: Feature[] };
/** A farmer's point as a brute-force sum over the trees finds it. */
type Expected = { id: number; total: number; lat: number; lng: number };

/** The home page's map of farmers, against sums over the trees themselves. */
describe.each(testDatabases)('farmers map on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
    await seedTrees(t.db, 6_000, 11);
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'id') => t.app.inject({ url, headers: { 'accept-language': lang } });
  const map = async (query = '') => {
    const res = await get(`/api/public/farmers/map${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    return res.json() as Answer;
  };

  /** Every farmer's trees (of a year, or of every year), their centre, most trees first. */
  async function bruteForce(year?: number): Promise<Expected[]> {
    const trees = await db
      .selectFrom('trees')
      .select(['farmer_id', 'planting_year', 'latitude', 'longitude', 'qty_trees'])
      .execute();
    const sums = new Map<number, { n: number; lat: number; lng: number }>();
    for (const tree of trees) {
      if (year !== undefined && Number(tree.planting_year) !== year) continue;
      const id = Number(tree.farmer_id);
      const q = Number(tree.qty_trees);
      const sum = sums.get(id) ?? { n: 0, lat: 0, lng: 0 };
      sum.n += q;
      sum.lat += Number(tree.latitude) * q;
      sum.lng += Number(tree.longitude) * q;
      sums.set(id, sum);
    }
    return [...sums]
      .map(([id, s]) => ({ id, total: s.n, lat: s.lat / s.n, lng: s.lng / s.n }))
      .sort((a, b) => b.total - a.total || a.id - b.id);
  }

  /** Checks an answer's features against the expected farmers, in order, and their names and places. */
  async function expectFarmers(features: Feature[], expected: Expected[]) {
    expect(features.map((f) => [f.id, f.properties.total_trees])).toEqual(
      expected.map((e) => [e.id, e.total]),
    );
    const farmers = await db
      .selectFrom('farmers as f')
      .innerJoin('villages as v', 'v.id', 'f.village_id')
      .select(['f.id', 'f.farmer_name', 'f.district', 'v.village_name'])
      .where(
        'f.id',
        'in',
        features.map((f) => f.id),
      )
      .execute();
    const byId = new Map(farmers.map((f) => [Number(f.id), f]));
    features.forEach((feature, i) => {
      const farmer = byId.get(feature.id)!;
      expect(feature.type).toBe('Feature');
      expect(feature.geometry.type).toBe('Point');
      expect(feature.properties).toEqual({
        farmer: farmer.farmer_name,
        total_trees: expected[i]!.total,
        district: farmer.district,
        village: farmer.village_name,
      });
      expect(feature.geometry.coordinates[0]).toBeCloseTo(expected[i]!.lng, 5);
      expect(feature.geometry.coordinates[1]).toBeCloseTo(expected[i]!.lat, 5);
    });
  }

  it("answers each farmer of a year once, at the centre of that year's trees, as a brute-force sum finds them", async () => {
    const [{ year }] = (await db
      .selectFrom('trees')
      .select('planting_year as year')
      .groupBy('planting_year')
      .orderBy(db.fn.countAll(), 'desc')
      .limit(1)
      .execute()) as [{ year: number }];
    const expected = await bruteForce(Number(year));
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(2000);
    const answer = await map(`?year=${year}`);
    expect(answer.type).toBe('FeatureCollection');
    expect(answer.truncated).toBe(false);
    await expectFarmers(answer.features, expected);

    // Every year at once when none is asked.
    const all = await map();
    await expectFarmers(all.features, (await bruteForce()).slice(0, 2000));
  });

  it('keeps to the view asked, and to the most planted farmers when there are more than asked for', async () => {
    const year = Number(
      (await db.selectFrom('trees').select('planting_year').orderBy('id').limit(1).executeTakeFirstOrThrow())
        .planting_year,
    );
    const everyone = await bruteForce(year);
    // A view around the first farmer's point, a degree each way.
    const { lat, lng } = everyone[0]!;
    const bbox = [lng - 1, lat - 1, lng + 1, lat + 1];
    const inView = everyone.filter(
      (e) => e.lng >= bbox[0]! && e.lng <= bbox[2]! && e.lat >= bbox[1]! && e.lat <= bbox[3]!,
    );
    expect(inView.length).toBeLessThan(everyone.length);
    const answer = await map(`?year=${year}&bbox=${bbox.join(',')}`);
    expect(answer.truncated).toBe(false);
    await expectFarmers(answer.features, inView);

    const few = await map(`?year=${year}&limit=5`);
    expect(few.truncated).toBe(true);
    await expectFarmers(few.features, everyone.slice(0, 5));
    const exact = await map(`?year=${year}&limit=${everyone.length}`);
    expect(exact.truncated).toBe(false);
    expect(exact.features).toHaveLength(everyone.length);

    const nobody = await map('?year=1990');
    expect(nobody).toEqual({ type: 'FeatureCollection', truncated: false, features: [] });
  });

  it("refuses a year, a view or a limit that is not one, in the caller's language", async () => {
    const cases: [string, RegExp, RegExp][] = [
      ['?year=abc', /year/, /year/],
      ['?year=1800', /year tidak boleh kurang dari 1900/, /year must be 1900 or more/],
      ['?year=2024.5', /year/, /year/],
      ['?bbox=100,-10,120', /Parameter bbox harus berupa barat,selatan,timur,utara/, /west,south,east,north/],
      ['?bbox=120,-10,100,5', /barat < timur/, /west < east/],
      ['?bbox=100,5,120,-10', /selatan < utara/, /south < north/],
      ['?bbox=100,-10,200,5', /bbox/, /bbox/],
      ['?bbox=a,b,c,d', /bbox/, /bbox/],
      ['?limit=0', /limit/, /limit/],
      ['?limit=2001', /limit tidak boleh lebih dari 2000/, /limit must be 2000 or less/],
    ];
    for (const [query, id, en] of cases) {
      const inId = await get(`/api/public/farmers/map${query}`);
      expect(inId.statusCode, query).toBe(400);
      expect(inId.json().message, query).toMatch(id);
      const inEn = await get(`/api/public/farmers/map${query}`, 'en');
      expect(inEn.statusCode, query).toBe(400);
      expect(inEn.json().message, query).toMatch(en);
    }
  });

  it('shows a change of the trees, or of a farmer, in the next answer, and keeps the sums exact', async () => {
    const tree = await db
      .selectFrom('trees')
      .selectAll()
      .orderBy('qty_trees', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const year = Number(tree.planting_year);
    const farmerId = Number(tree.farmer_id);
    const pointOf = async () => (await map(`?year=${year}`)).features.find((f) => f.id === farmerId);
    const before = (await pointOf())!;
    const wait = () => new Promise((resolve) => setTimeout(resolve, 600));

    await db
      .updateTable('trees')
      .set({ qty_trees: Number(tree.qty_trees) + 7 })
      .where('id', '=', tree.id as number)
      .execute();
    await wait();
    expect((await pointOf())!.properties.total_trees).toBe(before.properties.total_trees + 7);

    await db
      .updateTable('farmers')
      .set({ farmer_name: 'Ibu Sri "Lestari" \\ Wonosobo' })
      .where('id', '=', farmerId)
      .execute();
    await wait();
    // The answer is written as JSON text: quotes and backslashes in a name come back as they are.
    expect((await pointOf())!.properties.farmer).toBe('Ibu Sri "Lestari" \\ Wonosobo');

    // Moved to the next year: gone from this year's map if it was the farmer's only planting of it.
    await db
      .updateTable('trees')
      .set({ planting_year: year + 1 })
      .where('id', '=', tree.id as number)
      .execute();
    await db
      .deleteFrom('trees')
      .where('id', 'in', db.selectFrom('trees').select('id').orderBy('id').limit(25))
      .execute();
    await wait();
    await expectFarmers((await map(`?year=${year}`)).features, await bruteForce(year));
    await expectFarmers((await map()).features, (await bruteForce()).slice(0, 2000));

    // The kept sums are those of the trees, row for row.
    const kept = await db
      .selectFrom('farmer_years')
      .select(['farmer_id', 'planting_year', 'n'])
      .where('planting_year', '>', 0)
      .orderBy('planting_year')
      .orderBy('farmer_id')
      .execute();
    const summed = await db
      .selectFrom('trees')
      .select(['farmer_id', 'planting_year', db.fn.sum('qty_trees').as('n')])
      .groupBy(['farmer_id', 'planting_year'])
      .orderBy('planting_year')
      .orderBy('farmer_id')
      .execute();
    expect(kept.map((r) => [Number(r.farmer_id), Number(r.planting_year), Number(r.n)])).toEqual(
      summed.map((r) => [Number(r.farmer_id), Number(r.planting_year), Number(r.n)]),
    );
  });
});
