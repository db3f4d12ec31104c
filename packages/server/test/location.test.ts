import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;
type Nursery = {
  id: number;
  name: string;
  unit: string;
  mu_no: string;
  village: string | null;
  lat: number | null;
  lng: number | null;
  capacity: number;
  stock: number;
  distributed: number;
  established_year: number | null;
};
type Summary = { trees: number; years: { year: number; trees: number }[]; bounds: number[] | null };

/** The location page's calls: the nurseries with their totals, and the trees of a region summed. */
describe.each(testDatabases)('the location and capacity calls on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'id') => t.app.inject({ url, headers: { 'accept-language': lang } });
  const nurseries = async (query = '') => {
    const res = await get(`/api/public/nurseries${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Nursery[]; totals: Record<string, number> };
  };
  /** The stored active nurseries of a province or unit, with the codes the call takes. */
  const stored = (where: { province_code?: string; mu_no?: string } = {}) =>
    db
      .selectFrom('nurseries as n')
      .innerJoin('management_units as u', 'u.id', 'n.unit_id')
      .innerJoin('provinces as p', 'p.id', 'u.province_id')
      .select(['n.id', 'n.capacity', 'n.seedlings_stock', 'n.seedlings_distributed', 'n.status'])
      .$if(!!where.province_code, (q) => q.where('p.province_code', '=', where.province_code!))
      .$if(!!where.mu_no, (q) => q.where('u.mu_no', '=', where.mu_no!))
      .execute();
  const totalsOf = (rows: Row[]) => ({
    nurseries: rows.length,
    capacity: rows.reduce((n, r) => n + Number(r.capacity), 0),
    stock: rows.reduce((n, r) => n + Number(r.seedlings_stock), 0),
    distributed: rows.reduce((n, r) => n + Number(r.seedlings_distributed), 0),
  });

  it('answers the active demo nurseries, each placed and sized, with totals that sum them', async () => {
    const all = await stored();
    const active = all.filter((r) => r.status === 'active');
    expect(active.length).toBeGreaterThan(10);
    expect(all.length).toBeGreaterThan(active.length);
    const answer = await nurseries();
    expect(answer.data.map((n) => n.id).sort()).toEqual(active.map((r) => Number(r.id)).sort());
    expect(answer.totals).toEqual(totalsOf(active));
    const first = answer.data.find((n) => n.name === `Persemaian ${n.village}`)!;
    expect(first).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/^Persemaian /),
      unit: expect.stringMatching(/^MU /),
      mu_no: expect.stringMatching(/^MU-\d{4}$/),
      village: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
      capacity: expect.any(Number),
      stock: expect.any(Number),
      distributed: expect.any(Number),
      established_year: expect.any(Number),
    });
    for (const n of answer.data) {
      expect(n.capacity).toBeGreaterThanOrEqual(40_000);
      expect(n.stock).toBeLessThan(n.capacity);
    }
    const names = answer.data.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('narrows the nurseries to a province and to a unit; an unknown code finds none', async () => {
    const central = await nurseries('?province_code=33');
    const centralStored = (await stored({ province_code: '33' })).filter((r) => r.status === 'active');
    expect(central.data.length).toBe(centralStored.length);
    expect(central.data.length).toBeGreaterThan(1);
    expect(central.totals).toEqual(totalsOf(centralStored));
    const unit = await nurseries('?province_code=33&mu_no=MU-3307');
    expect(unit.data.map((n) => n.unit)).toEqual(['MU Wonosobo']);
    expect(unit.totals.capacity).toBe(unit.data[0]!.capacity);
    // A unit of another province is in neither.
    expect((await nurseries('?province_code=32&mu_no=MU-3307')).data).toEqual([]);
    expect(await nurseries('?province_code=99')).toEqual({
      data: [],
      totals: { nurseries: 0, capacity: 0, stock: 0, distributed: 0 },
    });
    // An empty code is no filter.
    expect((await nurseries('?province_code=')).totals).toEqual((await nurseries()).totals);
  });

  it("refuses a malformed code in the caller's language", async () => {
    for (const query of ['?province_code=%3Cscript%3E', `?mu_no=${'M'.repeat(21)}`, '?province_code=1%3B2']) {
      const id = await get(`/api/public/nurseries${query}`);
      const en = await get(`/api/public/nurseries${query}`, 'en');
      expect(id.statusCode, query).toBe(400);
      expect(en.statusCode, query).toBe(400);
      expect(id.json().message).toMatch(/province_code|mu_no/);
      expect(en.json().message).not.toBe(id.json().message);
    }
  });

  it("keeps a nursery's village in its unit, and fills its coordinates from the place picked on the map", async () => {
    const admin = await login(t.app, 'admin');
    const [a, b] = await db
      .selectFrom('villages')
      .select(['id', 'unit_id'])
      .orderBy('id')
      .execute()
      .then((v) => [v[0]!, v.find((x) => x.unit_id !== v[0]!.unit_id)!]);
    const body = {
      nursery_name: 'Persemaian Uji',
      unit_id: a!.unit_id,
      village_id: b!.id,
      location: { lat: -7.1, lng: 110.2 },
      capacity: 50_000,
      seedlings_stock: 10_000,
      seedlings_distributed: 5_000,
      status: 'active',
    };
    const post = (payload: object, lang = 'id') =>
      t.app.inject({
        method: 'POST',
        url: '/api/nurseries/create',
        headers: { ...admin, 'accept-language': lang },
        payload,
      });
    const refused = await post(body, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.village_id).toEqual([
      "This village does not lie in the nursery's management unit",
    ]);
    const created = await post({ ...body, village_id: a!.id });
    expect(created.statusCode, created.body).toBe(200);
    const row = await db
      .selectFrom('nurseries')
      .select(['lat', 'lng'])
      .where('id', '=', created.json().data.id)
      .executeTakeFirstOrThrow();
    expect([Number(row.lat), Number(row.lng)]).toEqual([-7.1, 110.2]);
    await db.deleteFrom('nurseries').where('id', '=', created.json().data.id).execute();
  });

  const summary = async (query = '') => {
    const res = await get(`/api/public/trees${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Summary;
  };
  /** The stored trees of a filter, summed by year, and their box. */
  const brute = async (where: Record<string, number>) => {
    let q = db.selectFrom('trees').select(['planting_year', 'qty_trees', 'latitude', 'longitude']);
    for (const [column, value] of Object.entries(where)) q = q.where(column, '=', value);
    const rows = await q.execute();
    const years = new Map<number, number>();
    for (const r of rows)
      years.set(Number(r.planting_year), (years.get(Number(r.planting_year)) ?? 0) + Number(r.qty_trees));
    return { rows, years: [...years].sort((x, y) => x[0] - y[0]).map(([year, trees]) => ({ year, trees })) };
  };

  it('sums the trees of a region by year rather than answering them, with the box they lie in', async () => {
    const sample = await db.selectFrom('trees').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const cases: [string, Record<string, number>][] = [
      ['', {}],
      [`?province_id=${sample.province_id}`, { province_id: Number(sample.province_id) }],
      [`?mu_id=${sample.unit_id}`, { unit_id: Number(sample.unit_id) }],
      [`?village_id=${sample.village_id}`, { village_id: Number(sample.village_id) }],
    ];
    for (const [query, where] of cases) {
      const answer = await summary(query);
      const expected = await brute(where);
      expect(answer.years, query).toEqual(expected.years);
      expect(answer.trees, query).toBe(expected.years.reduce((n, y) => n + y.trees, 0));
      const [west, south, east, north] = answer.bounds!;
      for (const r of expected.rows) {
        expect(Number(r.longitude)).toBeGreaterThanOrEqual(west! - 1e-5);
        expect(Number(r.longitude)).toBeLessThanOrEqual(east! + 1e-5);
        expect(Number(r.latitude)).toBeGreaterThanOrEqual(south! - 1e-5);
        expect(Number(r.latitude)).toBeLessThanOrEqual(north! + 1e-5);
      }
      // The box is the region's, not the country's: a unit's trees lie within a degree of each other.
      if (query) expect(east! - west!, query).toBeLessThan(query.includes('province') ? 5 : 1);
      // A year narrows the count, not the years nor the box.
      const year = expected.years[0]!;
      const inYear = await summary(`${query ? `${query}&` : '?'}year=${year.year}`);
      expect(inYear).toEqual({ ...answer, trees: year.trees });
    }
    const none = await summary('?village_id=999999');
    expect(none).toEqual({ trees: 0, years: [], bounds: null });
  });

  it("refuses a filter that is not an id or a year, in the caller's language", async () => {
    for (const query of ['?year=abc', '?mu_id=0', '?province_id=-1', '?village_id=1.5', '?year=3000']) {
      const res = await get(`/api/public/trees${query}`, 'en');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/year|mu_id|province_id|village_id/);
    }
  });
});
