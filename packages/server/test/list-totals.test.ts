import { type ListCount, partners } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type ListBody = { data: Record<string, unknown>[]; total: number; totalEstimated?: boolean };

/** Rows added for these tests: every one matches the search `zeta`, every even one has a website. */
const added = 245;
/** The bound the tests give the partners: far fewer than the rows added. */
const bound = 20;

describe.each(testDatabases)('a list that counts its matches only up to a bound, on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    await sql`
      insert into partners (company_name, website, file_logo)
      select 'PT Zeta ' || lpad(g::text, 3, '0'),
             case when g % 2 = 0 then 'https://zeta-' || lpad(g::text, 3, '0') || '.example' end,
             'logo.svg'
      from generate_series(1, ${added}) g`.execute(t.db);
  });
  afterAll(() => t.close());
  afterEach(() => {
    partners.count = undefined;
  });

  /** The list as a client sees it, with the partners counting as `count` says (as declared: not at all). */
  const list = async (query: Record<string, unknown>, count?: ListCount) => {
    partners.count = count;
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/partners/list?${params}`, headers: admin });
    partners.count = undefined;
    return res;
  };
  const body = async (query: Record<string, unknown>, count?: ListCount) => {
    const res = await list(query, count);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const bounded = (query: Record<string, unknown>) => body(query, { exactUpTo: bound });

  const zeta = { company_name: { contains: 'zeta' } };

  it('answers an estimate, marked as one, when more rows match a filter than the bound', async () => {
    const exact = await body({ filters: zeta });
    expect(exact.total).toBe(added);
    expect(exact).not.toHaveProperty('totalEstimated');
    const estimated = await bounded({ filters: zeta });
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(bound);
    expect(estimated.data).toEqual(exact.data);
  });

  it('counts a search exactly past the bound: its page finds all its matches anyway', async () => {
    const searched = await bounded({ search: 'zeta' });
    expect(searched).toEqual(await body({ search: 'zeta' }));
    expect(searched.total).toBe(added);
    expect(searched).not.toHaveProperty('totalEstimated');
  });

  it('answers the exact total, unmarked, when no more rows match than the bound', async () => {
    const few = await bounded({ search: 'hijau' });
    expect(few).toEqual(await body({ search: 'hijau' }));
    expect(few.total).toBe(2);
    expect(few).not.toHaveProperty('totalEstimated');
    const none = await bounded({ search: 'tidak ada yang cocok' });
    expect(none).toEqual({ data: [], total: 0 });
    const atTheBound = await bounded({
      filters: {
        company_name: {
          in: Array.from({ length: bound }, (_, i) => `PT Zeta ${String(i + 1).padStart(3, '0')}`),
        },
      },
    });
    expect(atTheBound.total).toBe(bound);
    expect(atTheBound).not.toHaveProperty('totalEstimated');
  });

  it('answers the same rows in the same order as the exact count, for searches, filters and sorts', async () => {
    const queries: Record<string, unknown>[] = [
      { search: 'zeta', order: 'company_name', sort: 'ASC', page: '3' },
      { search: 'zeta', order: 'website', sort: 'DESC', limit: '25', page: '2' },
      { filters: { website: { null: false } }, order: 'website', sort: 'ASC', limit: '7', page: '5' },
      { search: 'zeta', filters: { website: { null: true } }, order: 'company_name', sort: 'DESC' },
      { search: 'zeta 1', filters: { id: { gte: 1 } }, order: 'id', sort: 'ASC', limit: '5', page: '4' },
      { filters: { company_name: { contains: 'zeta 1' } }, limit: '50' },
      { search: 'zeta', offset: '233', limit: '20', order: 'company_name', sort: 'ASC' },
    ];
    for (const query of queries) {
      const exact = await body(query);
      const page = await bounded(query);
      expect(page.data, JSON.stringify(query)).toEqual(exact.data);
      expect(page.data.length, JSON.stringify(query)).toBeGreaterThan(0);
      if (exact.total <= bound) expect(page).toEqual(exact);
      else expect(page.total, JSON.stringify(query)).toBeGreaterThan(bound);
    }
  });

  it('keeps the next page reachable, and tells the total exactly on the last page', async () => {
    const query = { filters: zeta, order: 'company_name', sort: 'ASC', limit: '10' };
    // Page 20 lies past the bound: its total still leaves room for page 21.
    const page20 = await bounded({ ...query, page: '20' });
    expect(page20.data.map((r) => r.company_name)[0]).toBe('PT Zeta 191');
    expect(page20.totalEstimated).toBe(true);
    expect(page20.total).toBeGreaterThan(200);
    // The last page is short: the rows before it and on it are all there are.
    const last = await bounded({ ...query, page: '25' });
    expect(last.data.map((r) => r.company_name)).toEqual([
      'PT Zeta 241',
      'PT Zeta 242',
      'PT Zeta 243',
      'PT Zeta 244',
      'PT Zeta 245',
    ]);
    expect(last).toMatchObject({ total: added });
    expect(last).not.toHaveProperty('totalEstimated');
    // A page past the matches is empty, and its total no more than the rows before it.
    const past = await bounded({ ...query, page: '40' });
    expect(past.data).toEqual([]);
    expect(past.totalEstimated).toBe(true);
    expect(past.total).toBeGreaterThan(bound);
    expect(past.total).toBeLessThanOrEqual(390);
  });

  it('estimates from the planner: close to the matches once the table is analysed', async () => {
    await sql`analyze partners`.execute(t.db);
    const all = (await body({})).total;
    const estimated = await bounded({ filters: { id: { gte: 1 } } });
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(all * 0.8);
    expect(estimated.total).toBeLessThan(all * 1.2);
  });

  it('reuses an estimate for the same filter a while: a list paged through asks the planner once', async () => {
    const query = { filters: { company_name: { contains: 'zeta 1' } } };
    const first = await bounded(query);
    expect(first.totalEstimated).toBe(true);
    // Many more matches, and the planner told of them: the next page still answers the estimate it had.
    await sql`
      insert into partners (company_name, file_logo)
      select 'PT Zeta 1' || lpad(g::text, 4, '0'), 'logo.svg' from generate_series(1, 2000) g`.execute(t.db);
    await sql`analyze partners`.execute(t.db);
    try {
      const again = await bounded({ ...query, page: '2' });
      expect(again.totalEstimated).toBe(true);
      expect(again.total).toBe(first.total);
      // Another filter is estimated afresh, with the rows added.
      const fresh = await bounded({ filters: { company_name: { contains: 'zeta 10' } } });
      expect(fresh.total).toBeGreaterThan(first.total);
    } finally {
      await sql`delete from partners where company_name ~ '^PT Zeta 1[0-9]{4}$'`.execute(t.db);
      await sql`analyze partners`.execute(t.db);
    }
  });

  it('still refuses a hostile query with a 400, and binds search values as values', async () => {
    const count = { exactUpTo: bound };
    const refused: Record<string, unknown>[] = [
      { filters: '{nope' },
      { filters: { password: 'x' } },
      { filters: { id: { contains: '1' } } },
      { filters: { id: '1; drop table partners; --' } },
      { filters: { company_name: { in: [] } } },
      { search: 'zeta', order: 'id;drop table partners' },
      { search: 'zeta', order: 'description' },
      { search: 'zeta', sort: 'UP', order: 'id' },
    ];
    for (const query of refused) {
      const res = await list(query, count);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message, JSON.stringify(query)).toEqual(expect.any(String));
    }
    const quoted = await bounded({ search: "zeta'); drop table partners; --" });
    expect(quoted).toEqual({ data: [], total: 0 });
    const wildcards = await bounded({ search: '%_%', filters: { company_name: { contains: "'%" } } });
    expect(wildcards).toEqual({ data: [], total: 0 });
    expect((await body({ search: 'zeta' })).total).toBe(added);
  });
});
