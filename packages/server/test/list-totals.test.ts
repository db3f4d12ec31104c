import { defaultListCount, type ListCount, partners } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type ListBody = { data: Record<string, unknown>[]; total: number; totalEstimated?: boolean };

/** Rows added for these tests: every one matches the search `zeta`, every even one has a website. */
const added = 245;
/** The bound the tests give the partners: far fewer than the rows added. */
const bound = 20;

/** A list's query as its address carries it: filters as JSON. */
const asParams = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );

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
  /** How the partners count as declared: they declare nothing. */
  const declared = partners.count;
  afterEach(() => {
    partners.count = declared;
  });

  /** The list as a client sees it, with the partners counting as `count` says (else as declared). */
  const list = async (query: Record<string, unknown>, count: ListCount = declared) => {
    partners.count = count;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/partners/list?${asParams(query)}`,
      headers: admin,
    });
    partners.count = declared;
    return res;
  };
  const body = async (query: Record<string, unknown>, count?: ListCount) => {
    const res = await list(query, count);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const bounded = (query: Record<string, unknown>) => body(query, { exactUpTo: bound });
  const exactly = (query: Record<string, unknown>) => body(query, 'exact');

  const zeta = { company_name: { contains: 'zeta' } };

  it('answers an estimate, marked as one, when more rows match a filter than the bound', async () => {
    const exact = await exactly({ filters: zeta });
    expect(exact.total).toBe(added);
    expect(exact).not.toHaveProperty('totalEstimated');
    const estimated = await bounded({ filters: zeta });
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(bound);
    expect(estimated.data).toEqual(exact.data);
  });

  it('answers an estimate for a search too when more rows match it than the bound', async () => {
    const exact = await exactly({ search: 'zeta' });
    expect(exact.total).toBe(added);
    expect(exact).not.toHaveProperty('totalEstimated');
    const searched = await bounded({ search: 'zeta' });
    expect(searched.totalEstimated).toBe(true);
    expect(searched.total).toBeGreaterThan(bound);
    expect(searched.data).toEqual(exact.data);
  });

  it('answers the exact total, unmarked, when no more rows match than the bound', async () => {
    const few = await bounded({ search: 'hijau' });
    expect(few).toEqual(await exactly({ search: 'hijau' }));
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
      const exact = await exactly(query);
      const page = await bounded(query);
      expect(page.data, JSON.stringify(query)).toEqual(exact.data);
      expect(page.data.length, JSON.stringify(query)).toBeGreaterThan(0);
      if (exact.total <= bound) expect(page).toEqual(exact);
      else expect(page.total, JSON.stringify(query)).toBeGreaterThan(bound);
    }
  });

  it.each([
    ['filtered', { filters: zeta }],
    ['searched', { search: 'zeta' }],
  ])(
    'keeps the next page reachable, and tells the total exactly on the last page, %s',
    async (_, narrowed) => {
      const query = { ...narrowed, order: 'company_name', sort: 'ASC', limit: '10' };
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
    },
  );

  it('estimates from the planner: close to the matches once the table is analysed', async () => {
    await sql`analyze partners`.execute(t.db);
    const all = (await exactly({})).total;
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

  it('counts a resource that declares nothing only up to 1,000 matches, searched or filtered', async () => {
    expect(defaultListCount).toEqual({ exactUpTo: 1000 });
    await sql`
      insert into partners (company_name, file_logo)
      select 'PT Kappa ' || lpad(g::text, 4, '0'), 'logo.svg' from generate_series(1, 1100) g`.execute(t.db);
    try {
      for (const query of [{ search: 'kappa' }, { filters: { company_name: { contains: 'kappa' } } }]) {
        const page = await body({ ...query, order: 'company_name', sort: 'ASC' });
        expect(page.totalEstimated, JSON.stringify(query)).toBe(true);
        expect(page.total, JSON.stringify(query)).toBeGreaterThan(1000);
        expect(page.data.map((r) => r.company_name)[0]).toBe('PT Kappa 0001');
        const exact = await exactly({ ...query, order: 'company_name', sort: 'ASC' });
        expect(exact).toEqual({ data: page.data, total: 1100 });
        // The last page is short: its total is exact again.
        const last = await body({ ...query, order: 'company_name', sort: 'ASC', limit: '30', page: '37' });
        expect(last.data.map((r) => r.company_name)).toEqual(
          Array.from({ length: 20 }, (_, i) => `PT Kappa ${1081 + i}`),
        );
        expect(last).toMatchObject({ total: 1100 });
        expect(last).not.toHaveProperty('totalEstimated');
      }
      // Up to the bound the total is exact, and unmarked.
      const few = await body({ filters: { company_name: { contains: 'kappa 0' } } });
      expect(few).toMatchObject({ total: 999 });
      expect(few).not.toHaveProperty('totalEstimated');
      // The unfiltered list's total is exact, read from the table's row count.
      const all = await body({});
      expect(all).not.toHaveProperty('totalEstimated');
      expect(all.total).toBe((await exactly({ filters: { id: { gte: 1 } } })).total);
    } finally {
      await sql`delete from partners where company_name like 'PT Kappa %'`.execute(t.db);
    }
  });

  it('counts every match of a resource declared exact: payments, read as facts', async () => {
    await sql`insert into payment_methods (payment_name, provider) values ('Kartu Uji', 'card')`.execute(
      t.db,
    );
    await sql`insert into sponsors (name_sponsor, email) values ('Uji', 'uji@example.com')`.execute(t.db);
    await sql`
      insert into donations (reference, sponsor_id, qty_tree, amount, currency, payment_method_id, provider, public_code)
      select 'DN-UJI', (select max(id) from sponsors), 1, 10000, 'IDR', (select max(id) from payment_methods),
             'card', 'uji-code'`.execute(t.db);
    await sql`
      insert into payments (reference, donation_id, provider, currency, amount, status)
      select 'ZP-' || lpad(g::text, 4, '0'), (select id from donations where reference = 'DN-UJI'), 'card', 'IDR',
             10000, case when g % 2 = 0 then 'settlement' else 'pending' end
      from generate_series(1, 1200) g`.execute(t.db);
    for (const query of [{ search: 'zp-' }, { filters: { reference: { contains: 'zp-' } } }]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/payments/list?${asParams(query)}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as ListBody;
      expect(page.total, JSON.stringify(query)).toBe(1200);
      expect(page).not.toHaveProperty('totalEstimated');
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
    expect((await exactly({ search: 'zeta' })).total).toBe(added);
  });
});
