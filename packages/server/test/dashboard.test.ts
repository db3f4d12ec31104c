import { carbonMethodText, chaveSizeTerm } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTasks } from '../src/auth/roles.js';
import { recountKeptSummary } from '../src/db/kept-summaries/index.js';
import { dashboardSummaries } from '../src/features/dashboard/index.js';
import type { Row } from '../src/resources/operations.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Headers = Record<string, string>;
type Json = Record<string, unknown>;

/** The figures of the information screen counted straight from the source rows, in SQL of the test's own. */
async function countedFromSource(
  db: Kysely<Record<string, Row>>,
  reach: { unit: number } | null,
  filters: Json = {},
) {
  const treeWhere = [
    reach ? sql`(t.unit_id = ${reach.unit})` : sql`true`,
    filters.unit_id ? sql`t.unit_id = ${filters.unit_id}` : sql`true`,
    filters.species_id ? sql`t.tree_species_id = ${filters.species_id}` : sql`true`,
    filters.village_id ? sql`t.village_id = ${filters.village_id}` : sql`true`,
    filters.from ? sql`to_char(t.planting_date, 'YYYY-MM') >= ${filters.from}` : sql`true`,
    filters.to ? sql`to_char(t.planting_date, 'YYYY-MM') <= ${filters.to}` : sql`true`,
  ];
  const { rows: trees } = await sql<Json>`select coalesce(sum(qty_trees), 0) as planted,
      coalesce(sum(qty_trees) filter (where status in ('planted', 'growing', 'replanted')), 0) as alive,
      coalesce(sum(qty_trees) filter (where status = 'dead'), 0) as dead
    from trees t where ${sql.join(treeWhere, sql` and `)}`.execute(db);
  const landWhere = (village: string) =>
    sql.join(
      [
        reach ? sql`v.unit_id = ${reach.unit}` : sql`true`,
        filters.unit_id ? sql`v.unit_id = ${filters.unit_id}` : sql`true`,
        filters.village_id ? sql`${sql.raw(village)} = ${filters.village_id}` : sql`true`,
      ],
      sql` and `,
    );
  const { rows: farmers } = await sql<Json>`select count(*) as n from farmers s
    join villages v on v.id = s.village_id where ${landWhere('s.village_id')}`.execute(db);
  const { rows: villages } = await sql<Json>`select count(*) as n from villages v
    where ${landWhere('v.id')}`.execute(db);
  const { rows: hectares } =
    await sql<Json>`select coalesce(sum(coalesce(s.boundary_area_ha, s.area_ha)), 0) as n
    from planting_fields s join villages v on v.id = s.village_id where ${landWhere('s.village_id')}`.execute(
      db,
    );
  const waiting = await Promise.all(
    ['planting', 'growth', 'harvest', 'nutrition', 'soil', 'bug', 'environment'].map(async (kind) => {
      const { rows } = await sql<Json>`select count(*) as n from ${sql.table(`reports_${kind}`)}
        where status = 'verification_request'
          and ${reach ? sql`unit_id = ${reach.unit}` : sql`true`}
          and ${filters.unit_id ? sql`unit_id = ${filters.unit_id}` : sql`true`}`.execute(db);
      return Number(rows[0]!.n);
    }),
  );
  const { rows: funds } = await sql<Json>`select
      (select coalesce(sum(amount), 0) from donations where status = 'paid') +
      (select coalesce(sum(total), 0) from orders where status = 'paid') as n`.execute(db);
  const alive = Number(trees[0]!.alive);
  const dead = Number(trees[0]!.dead);
  return {
    trees_planted: Number(trees[0]!.planted),
    trees_alive: alive,
    survival_rate: alive + dead > 0 ? Math.round((alive / (alive + dead)) * 1e4) / 1e4 : null,
    farmers: Number(farmers[0]!.n),
    villages: Number(villages[0]!.n),
    hectares: Math.round(Number(hectares[0]!.n) * 100) / 100,
    reports_waiting: waiting.reduce((a, b) => a + b, 0),
    funds_raised_idr: Number(funds[0]!.n),
  };
}

const headline = (data: Json) => ({
  trees_planted: data.trees_planted,
  trees_alive: data.trees_alive,
  survival_rate: data.survival_rate,
  farmers: data.farmers,
  villages: data.villages,
  hectares: data.hectares,
  reports_waiting: data.reports_waiting,
  funds_raised_idr: data.funds_raised_idr,
});

/**
 * The dashboards: every figure equals a count over the source rows, for the super user and for a field
 * officer who sees their own unit only, after creates, updates, deletes, imports and transitions; the
 * summaries agree with a recount; the climate estimate matches a hand computation; bad input is refused.
 */
describe.each(testDatabases)('dashboards on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: Headers;
  let officer: Headers;
  let unit: number;
  let otherUnit: number;

  const get = (url: string, headers: Headers = admin, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  const screen = async (name: string, headers: Headers = admin, query = '') => {
    const res = await get(`/api/dashboard/${name}${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Json;
  };

  /** Every summary agrees with a recount from its sources. */
  async function expectNoDrift() {
    for (const summary of dashboardSummaries) {
      const { drifted } = await recountKeptSummary(t.db, summary);
      expect(drifted, summary.table).toBe(0);
    }
  }

  async function expectFiguresAsSource() {
    const all = await screen('information');
    expect(headline(all)).toEqual(await countedFromSource(db, null));
    const mine = await screen('information', officer);
    expect(headline(mine)).toEqual({ ...(await countedFromSource(db, { unit })), funds_raised_idr: null });
    const q = `?unit_id=${unit}`;
    expect(headline(await screen('information', admin, q))).toEqual(
      await countedFromSource(db, null, { unit_id: unit }),
    );
  }

  beforeAll(async () => {
    // Counted afresh for every call: the test writes rows straight into the database too.
    t = await createTestApp(kind, { DASHBOARD_CACHE_SECONDS: '0' });
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    const units = await sql<Json>`select unit_id, sum(qty_trees) as n from trees group by unit_id
      order by n desc`.execute(db);
    unit = Number(units.rows[0]!.unit_id);
    otherUnit = Number(units.rows[1]!.unit_id);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles/create',
      headers: admin,
      payload: { role_name: 'Petugas Dasbor', open_registration: false },
    });
    expect(role.statusCode, role.body).toBe(200);
    await grantTasks(t.db, 'Petugas Dasbor', []);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: admin,
      payload: {
        fullname: 'Petugas Dasbor',
        username: 'petugas-dasbor',
        email: 'petugas-dasbor@uji.id',
        password: 'rahasia-kebun-123',
        role_id: role.json().data.id,
        unit_id: unit,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'petugas-dasbor', password: 'rahasia-kebun-123' },
    });
    officer = { authorization: `Bearer ${res.json().token}` };
  });
  afterAll(() => t?.close());

  it('answers the demo figures as the source rows count them, for everyone and for a unit', async () => {
    const all = await screen('information');
    expect(all.trees_planted).toBeGreaterThan(0);
    expect(all.farmers).toBeGreaterThan(0);
    await expectFiguresAsSource();
    await expectNoDrift();
  });

  it('keeps the figures with the rows through creates, updates, deletes, imports and transitions', async () => {
    const [tree] = (await sql<Json>`select * from trees where unit_id = ${unit} limit 1`.execute(db)).rows;
    const [elsewhere] = (
      await sql<Json>`select id from villages where unit_id = ${otherUnit} limit 1`.execute(db)
    ).rows;
    // A create through the API.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/trees/create',
      headers: admin,
      payload: {
        win_code: 'WDASBOR1',
        tree_species_id: tree!.tree_species_id,
        farmer_id: tree!.farmer_id,
        village_id: tree!.village_id,
        planting_date: '2024-03-10',
        latitude: tree!.latitude,
        longitude: tree!.longitude,
        qty_trees: 40,
        status: 'growing',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    await expectFiguresAsSource();
    // An update that moves the trees to another unit's village and kills some.
    const [farmer] = (
      await sql<Json>`select id from farmers where village_id = ${elsewhere!.id} limit 1`.execute(db)
    ).rows;
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/trees/update',
      headers: admin,
      payload: { id, village_id: elsewhere!.id, farmer_id: farmer?.id ?? tree!.farmer_id, status: 'dead' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectFiguresAsSource();
    // A statement that changes many rows at once.
    await sql`update trees set status = 'dead' where unit_id = ${unit} and status = 'growing'
      and id in (select id from trees where unit_id = ${unit} order by id limit 5)`.execute(db);
    await expectFiguresAsSource();
    // A delete.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/trees/delete',
      headers: admin,
      payload: { data: { id } },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // A farmer and a field registered, and a village.
    await sql`insert into farmers (farmer_name, village_id, district)
      select 'Petani Baru', id, 'Distrik' from villages where unit_id = ${unit} limit 3`.execute(db);
    await expectFiguresAsSource();
    // Reports imported from a sheet, then one submitted for verification and one sent back.
    const [garden] = (await sql<Json>`select id from gardens order by id limit 1`.execute(db)).rows;
    const day = new Date().toISOString().slice(0, 10);
    const csv = `garden_id,report_date,ph\n${garden!.id},${day},6.5\n${garden!.id},${day},5.9\n`;
    const boundary = '----rimba';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/report-soil/import',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="soil.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await expectFiguresAsSource();
    const { rows: soil } = await sql<Json>`select id from reports_soil where garden_id = ${garden!.id}
      and status = 'draft' order by id desc limit 2`.execute(db);
    for (const report of soil) {
      const submitted = await t.app.inject({
        method: 'POST',
        url: `/api/report-soil/${report.id}/submit`,
        headers: admin,
        payload: {},
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    await expectFiguresAsSource();
    const sentBack = await t.app.inject({
      method: 'POST',
      url: `/api/report-soil/${soil[0]!.id}/request-revision`,
      headers: admin,
      payload: { reason: 'Foto kurang jelas' },
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    await expectFiguresAsSource();
    await expectNoDrift();
  });

  it('narrows by species, village and period as the source rows do, and refuses bad filters', async () => {
    const [tree] = (await sql<Json>`select tree_species_id, village_id from trees limit 1`.execute(db)).rows;
    const filters = { species_id: Number(tree!.tree_species_id), from: '2020-01', to: '2024-12' };
    const data = await screen(
      'information',
      admin,
      `?species_id=${filters.species_id}&from=${filters.from}&to=${filters.to}`,
    );
    const counted = await countedFromSource(db, null, filters);
    expect(data.trees_planted).toBe(counted.trees_planted);
    expect(data.trees_alive).toBe(counted.trees_alive);
    const village = await screen('information', admin, `?village_id=${tree!.village_id}`);
    const byVillage = await countedFromSource(db, null, { village_id: Number(tree!.village_id) });
    expect(village.trees_planted).toBe(byVillage.trees_planted);
    expect(village.farmers).toBe(byVillage.farmers);

    const backwards = await get('/api/dashboard/information?from=2024-05&to=2024-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The first month of the period comes after its last');
    const inIndonesian = await get('/api/dashboard/general?from=2024-05&to=2024-01', admin, 'id');
    expect(inIndonesian.json().message).toBe('Bulan awal periode jatuh setelah bulan akhirnya');
    expect((await get('/api/dashboard/general?from=2024-13')).statusCode).toBe(400);
    expect((await get('/api/dashboard/general?unit_id=abc')).statusCode).toBe(400);
    expect((await get('/api/dashboard/general?colour=red')).statusCode).toBe(400);
    expect((await get('/api/dashboard/general', {})).statusCode).toBe(401);
  });

  it('counts plantings by month, region and species, and trees by status, as the source rows group them', async () => {
    const general = await screen('general');
    const { rows: months } = await sql<Json>`select to_char(planting_date, 'YYYY-MM') as month,
        sum(qty_trees) as trees from trees group by 1 order by 1`.execute(db);
    expect(general.months).toEqual(months.map((m) => ({ month: m.month, trees: Number(m.trees) })));
    const { rows: provinces } = await sql<Json>`select province_id as id, sum(qty_trees) as trees from trees
      group by 1 order by 2 desc`.execute(db);
    const byId = (a: number[], b: number[]) => a[0]! - b[0]!;
    expect((general.regions as Json[]).map((r) => [r.id as number, r.trees as number]).sort(byId)).toEqual(
      provinces.map((p) => [Number(p.id), Number(p.trees)]).sort(byId),
    );
    expect(general.region_level).toBe('province');
    const byUnit = await screen('general', admin, `?province_id=${provinces[0]!.id}`);
    expect(byUnit.region_level).toBe('unit');
    const unitGeneral = await screen('general', admin, `?unit_id=${unit}`);
    expect(unitGeneral.region_level).toBe('village');
    const { rows: villages } = await sql<Json>`select village_id as id, sum(qty_trees) as trees from trees
      where unit_id = ${unit} group by 1`.execute(db);
    expect((unitGeneral.regions as Json[]).reduce((n, r) => n + Number(r.trees), 0)).toBe(
      villages.reduce((n, r) => n + Number(r.trees), 0),
    );

    const disposition = await screen('disposition', officer);
    const { rows: statuses } = await sql<Json>`select sum(qty_trees) as planted,
        sum(qty_trees) filter (where status = 'dead') as dead,
        sum(qty_trees) filter (where status = 'harvested') as harvested from trees
      where unit_id = ${unit}`.execute(db);
    expect(disposition.totals).toMatchObject({
      planted: Number(statuses[0]!.planted),
      dead: Number(statuses[0]!.dead ?? 0),
      harvested: Number(statuses[0]!.harvested ?? 0),
    });
  });

  it('counts the reports by state, unit, reporter and period, and late ones', async () => {
    const data = await screen('statistics');
    const union = sql.join(
      ['planting', 'growth', 'harvest', 'nutrition', 'soil', 'bug', 'environment'].map(
        (kind) => sql`select unit_id, reporter_id, period, status,
          created_at >= (period || '-25 00:00:00+07')::timestamptz as late from ${sql.table(`reports_${kind}`)}`,
      ),
      sql` union all `,
    );
    const { rows } = await sql<Json>`select unit_id, count(*) filter (where status <> 'draft') as submitted,
        count(*) filter (where status = 'approved') as verified,
        count(*) filter (where status = 'revision_request') as sent_back,
        count(*) filter (where status = 'verification_request') as waiting,
        count(*) filter (where late and status <> 'draft') as late
      from (${union}) r group by unit_id`.execute(db);
    const expected = Object.fromEntries(
      rows.map((r) => [
        Number(r.unit_id),
        {
          submitted: Number(r.submitted),
          verified: Number(r.verified),
          sent_back: Number(r.sent_back),
          waiting: Number(r.waiting),
          late: Number(r.late),
        },
      ]),
    );
    const answered = Object.fromEntries(
      (data.units as Json[]).map(({ id, name: _name, ...counts }) => [Number(id), counts]),
    );
    expect(answered).toEqual(expected);
  });

  it('follows the approved growth reports by species and age, beside the standard', async () => {
    const data = await screen('growth');
    const { rows } = await sql<Json>`select p.species_id, r.age_months, count(*) as reports,
        sum(r.trees_alive) as alive, sum(r.trees_dead) as dead, sum(r.height_cm * r.trees_alive) as height
      from reports_growth r join plantings p on p.id = r.plant_id
      where r.status = 'approved' and r.age_months is not null group by 1, 2`.execute(db);
    expect(rows.length).toBeGreaterThan(0);
    const points = (data.species as { id: number; points: Json[] }[]).flatMap((s) =>
      s.points.map((p): Json => ({ ...p, species_id: s.id })),
    );
    expect(points).toHaveLength(rows.length);
    for (const row of rows) {
      const point = points.find(
        (p) => p.species_id === Number(row.species_id) && p.age_months === Number(row.age_months),
      );
      const alive = Number(row.alive);
      expect(point).toMatchObject({
        reports: Number(row.reports),
        survival_rate:
          alive + Number(row.dead) > 0 ? Math.round((alive / (alive + Number(row.dead))) * 1e4) / 1e4 : null,
        height_cm: alive > 0 ? Math.round((Number(row.height) / alive) * 10) / 10 : null,
      });
    }
    expect(points.some((p) => p.standard_height_cm !== null)).toBe(true);
  });

  it('estimates the CO₂ of measured and modelled trees by the published method, as a range', async () => {
    // One species of its own, with one measured tree: ρ 0.55, H 10 m, D 20 cm.
    const [species] = (
      await sql<Json>`insert into tree_species (tree_name, tree_category, short_information, wood_density)
        values ('Jati Uji', 'Kayu', 'Jati untuk uji', 0.55) returning id`.execute(db)
    ).rows;
    const [tree] = (await sql<Json>`select * from trees limit 1`.execute(db)).rows;
    await sql`insert into trees (win_code, tree_species_id, farmer_id, village_id, province_id, unit_id,
        planting_date, planting_year, latitude, longitude, qty_trees, status, latest_height_cm,
        latest_diameter_mm, measured_on)
      values ('WJATIUJI', ${species!.id}, ${tree!.farmer_id}, ${tree!.village_id}, ${tree!.province_id},
        ${tree!.unit_id}, '2020-01-15', 2020, ${tree!.latitude}, ${tree!.longitude}, 2, 'growing', 1000, 200,
        '2025-01-15')`.execute(db);
    const data = await screen('climate', admin, `?species_id=${species!.id}`);
    // By hand: AGB = 0.0673 × (0.55 × 10 × 20²)^0.976 = 0.0673 × 2200^0.976 = 123.09 kg a tree;
    // CO₂ = 123.09 × 1.205 × 0.47 × 44/12 = 255.6 kg a tree, 0.511 t for the two.
    expect(Number((data.measured as Json).central)).toBeCloseTo(0.51, 2);
    expect((data.measured as Json).trees).toBe(2);
    expect((data.modelled as Json).trees).toBe(0);
    const range = data.co2_tonnes as Json;
    expect(Number(range.low)).toBeLessThan(Number(range.central));
    expect(Number(range.high)).toBeGreaterThan(Number(range.central));
    expect(data.certified).toBe(false);
    expect(data.method).toEqual(carbonMethodText);
    expect(chaveSizeTerm(10, 20)).toBeGreaterThan(0);
    const everything = await screen('climate');
    expect((everything.modelled as Json).trees).toBeGreaterThan(0);
    expect(Number((everything.co2_tonnes as Json).central)).toBeGreaterThan(0);
  });

  it('exports the numbers behind a chart as CSV in the caller’s language, and refuses an unknown chart', async () => {
    const csv = await get('/api/dashboard/general/export?chart=species&format=csv', admin, 'id');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('dashboard-general-species.csv');
    const general = await screen('general');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Jenis,Pohon');
    expect(lines).toHaveLength((general.species as Json[]).length + 1);
    const first = (general.species as Json[])[0]!;
    expect(lines[1]).toContain(String(first.name));
    const xlsx = await get('/api/dashboard/information/export?chart=figures&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const unknown = await get('/api/dashboard/general/export?chart=pie&format=csv');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('months, regions, species');
  });

  it('keeps a view’s answer for a while, and forgets it on a write through the API', async () => {
    const kept = await createTestApp(kind);
    try {
      const headers = await login(kept.app, 'admin');
      const read = async () =>
        (await kept.app.inject({ method: 'GET', url: '/api/dashboard/information', headers })).json().data;
      const before = await read();
      await sql`update trees set qty_trees = qty_trees + 5 where id = (select min(id) from trees)`.execute(
        kept.db,
      );
      expect((await read()).trees_planted).toBe(before.trees_planted);
      const [tree] = (await sql<Json>`select id, qty_trees from trees order by id limit 1`.execute(kept.db))
        .rows;
      const updated = await kept.app.inject({
        method: 'PUT',
        url: '/api/trees/update',
        headers,
        payload: { id: tree!.id, qty_trees: Number(tree!.qty_trees) + 1 },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await read()).trees_planted).toBe(before.trees_planted + 6);
    } finally {
      await kept.close();
    }
  });

  it("gives the site the information screen's figures", async () => {
    const info = await screen('information');
    const res = await t.app.inject({ method: 'GET', url: '/api/public/impact' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { trees_planted, farmers, villages, hectares, co2_tonnes } = info;
    expect(res.json().data).toEqual({ trees_planted, farmers, villages, hectares, co2_tonnes });
  });
});
