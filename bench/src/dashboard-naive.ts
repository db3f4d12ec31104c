import type { Query } from './ceiling.js';

/**
 * The dashboard's numbers computed the naive way: each screen's figures grouped from the source rows
 * (trees, farmers, villages, planting fields, donations and orders, the seven report tables) on every
 * call, as a dashboard reads them without kept sums. The benchmark replays these next to Rimba's routes.
 */

export const dashboardScreens = [
  'information',
  'general',
  'growth',
  'climate',
  'disposition',
  'statistics',
] as const;
export type DashboardScreen = (typeof dashboardScreens)[number];

/** A dashboard call's filters, as its query parameters. */
export interface DashboardFilters {
  province_id?: number;
  unit_id?: number;
  village_id?: number;
  species_id?: number;
  /** Months, YYYY-MM. */
  from?: string;
  to?: string;
}

export const reportTables = [
  'reports_growth',
  'reports_harvest',
  'reports_soil',
  'reports_nutrition',
  'reports_environment',
  'reports_bug',
  'reports_planting',
];

/** Numbered parameters of one statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The months a figure counts and the months it is compared with: with from/to, the window and the one of
 * the same length just before it; without, everything and everything up to the end of last month.
 */
export function periods(
  filters: DashboardFilters,
  today: Date,
): { now: [string, string]; before: [string, string] } {
  if (filters.from && filters.to) {
    const length = monthIndex(filters.to) - monthIndex(filters.from) + 1;
    const from = monthIndex(filters.from);
    return { now: [filters.from, filters.to], before: [monthOf(from - length), monthOf(from - 1)] };
  }
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return { now: ['0000-01', '9999-12'], before: ['0000-01', monthOf(current - 1)] };
}

type Regional = 'province_id' | 'unit_id' | 'village_id' | 'species_id';
type Columns = Record<Regional, string | ((value: string) => string)>;

/**
 * The conditions of the region and species filters given, each on its column (equal to the value) or as
 * its own condition of the value's parameter, and the `more` conditions.
 */
function filterWhere(f: DashboardFilters, p: Params, on: Columns, more: string[] = []): string {
  const w = (['province_id', 'unit_id', 'village_id', 'species_id'] as const).flatMap((key) => {
    const value = f[key];
    if (!value) return [];
    const condition = on[key];
    return [typeof condition === 'string' ? `${condition} = ${p.add(value)}` : condition(p.add(value))];
  });
  return ['true', ...w, ...more].join(' and ');
}

/** The trees' conditions of the filters, on `trees t`. */
function treeWhere(f: DashboardFilters, p: Params): string {
  const on = { province_id: 't.province_id', unit_id: 't.unit_id', village_id: 't.village_id' };
  return filterWhere(f, p, { ...on, species_id: 't.tree_species_id' }, [
    ...(f.from ? [`t.planting_date >= ${p.add(`${f.from}-01`)}::date`] : []),
    ...(f.to ? [`t.planting_date < ${p.add(`${f.to}-01`)}::date + interval '1 month'`] : []),
  ]);
}

/**
 * The regional conditions on a row placed in village `v` of unit `u`, and, for a species, trees of it
 * there (held by `farmer`, when the row belongs to one).
 */
function placeWhere(f: DashboardFilters, p: Params, farmer?: string): string {
  const holder = farmer ? `s.farmer_id = ${farmer}` : 's.village_id = v.id';
  const species = (value: string) =>
    `exists (select 1 from trees s where ${holder} and s.tree_species_id = ${value})`;
  return filterWhere(f, p, {
    province_id: 'u.province_id',
    unit_id: 'v.unit_id',
    village_id: 'v.id',
    species_id: species,
  });
}

/** The conditions of the filters on reports `r` by their unit `u`, field `pf` and planting `pl`. */
const reportWhere = (f: DashboardFilters, p: Params) =>
  filterWhere(f, p, {
    province_id: 'u.province_id',
    unit_id: 'r.unit_id',
    village_id: 'pf.village_id',
    species_id: 'pl.species_id',
  });

/** The conditions of from and to on reports `r` by their period. */
const periodWhere = (f: DashboardFilters, p: Params) =>
  [f.from ? `r.period >= ${p.add(f.from)}` : 'true', f.to ? `r.period <= ${p.add(f.to)}` : 'true'].join(
    ' and ',
  );

/** Every report of the seven kinds matching `where`, with its place, filtered by region and species. */
function reportsOf(f: DashboardFilters, p: Params, where = 'true'): string {
  const rows = reportTables
    .map(
      (table) =>
        `select r.id, r.unit_id, r.reporter_id, r.period, r.status, r.created_at, r.garden_id, r.plant_id
          from ${table} r where ${where}`,
    )
    .join(' union all ');
  return `select r.* from (${rows}) r
    left join management_units u on u.id = r.unit_id
    left join gardens g on g.id = r.garden_id
    left join planting_fields pf on pf.id = g.field_id
    left join plantings pl on pl.id = r.plant_id
    where ${reportWhere(f, p)}`;
}

const alive = `t.status in ('planted', 'growing', 'replanted')`;
const month = (column: string) => `to_char(${column} at time zone 'Asia/Jakarta', 'YYYY-MM')`;

/**
 * Each living tree's CO₂ in tonnes (Chave et al. 2014 with the species' wood density and root-to-shoot
 * ratio): from its latest measured height and diameter, else from its species' growth standard at its age
 * today; `measured` says which.
 */
function treeCarbon(f: DashboardFilters, p: Params): string {
  return `with std as (
      select species_id, age_months, height_cm, diameter_mm,
        coalesce(lead(age_months) over (partition by species_id order by age_months), 100000) as next_age
      from growth_standards where variety_id is null
    ), living as (
      select t.tree_species_id, t.qty_trees, t.latest_height_cm is not null and t.latest_diameter_mm is not null as measured,
        coalesce(t.latest_height_cm, st.height_cm) as h, coalesce(t.latest_diameter_mm, st.diameter_mm) as d,
        sp.wood_density, sp.root_shoot_ratio
      from trees t
      join tree_species sp on sp.id = t.tree_species_id
      left join std st on st.species_id = t.tree_species_id
        and (extract(year from age(now(), t.planting_date)) * 12 + extract(month from age(now(), t.planting_date)))
          >= st.age_months
        and (extract(year from age(now(), t.planting_date)) * 12 + extract(month from age(now(), t.planting_date)))
          < st.next_age
      where ${alive} and ${treeWhere(f, p)}
    ), carbon as (
      select tree_species_id, qty_trees, measured, wood_density is not null as dense, h is not null and d is not null as sized,
        qty_trees * 44.0 / 12 * 0.47 * (1 + coalesce(root_shoot_ratio, 0)) / 1000
          * 0.0673 * power(wood_density * (h / 100) * power(d / 10, 2), 0.976) as co2
      from living
    )`;
}

function information(f: DashboardFilters, p: Params, today: Date): string {
  const { now, before } = periods(f, today);
  const [n0, n1, b0, b1] = [p.add(now[0]), p.add(now[1]), p.add(before[0]), p.add(before[1])];
  const inNow = (m: string) => `${m} between ${n0} and ${n1}`;
  const inBefore = (m: string) => `${m} between ${b0} and ${b1}`;
  const both = (value: string, m: string, where = 'true') =>
    `${value} filter (where ${where} and ${inNow(m)}), ${value} filter (where ${where} and ${inBefore(m)})`;
  /** A figure of rows `from` by the month they were registered, now and before. */
  const registered = (value: string, from: string, created: string, where = 'true') =>
    `(select json_build_array(${both(value, 'x.m')}) from ${from}
      cross join lateral (select ${month(created)} as m) x where ${where})`;
  const placed = 'villages v on v.id = src.village_id join management_units u on u.id = v.unit_id';
  const carbon = treeCarbon(f, p);
  return `${carbon}
    select
      (select json_build_array(${both('sum(t.qty_trees)', 'x.m')},
          ${both('sum(t.qty_trees)', 'x.m', alive)},
          ${both('sum(t.qty_trees)', 'x.m', "t.status = 'dead'")})
        from trees t cross join lateral (select to_char(t.planting_date, 'YYYY-MM') as m) x
        where ${treeWhere(f, p)}) as trees,
      ${registered('count(*)', `farmers src join ${placed}`, 'src.created_at', placeWhere(f, p, 'src.id'))} as farmers,
      ${registered('count(*)', 'villages v join management_units u on u.id = v.unit_id', 'v.created_at', placeWhere(f, p))} as villages,
      ${registered(
        'sum(coalesce(src.boundary_area_ha, src.area_ha))',
        `planting_fields src join ${placed}`,
        'src.created_at',
        placeWhere(f, p, 'src.farmer_id'),
      )} as hectares,
      ${registered(
        'sum(paid.amount)',
        `(select amount, paid_at from donations where status = 'paid'
          union all select total, paid_at from orders where status = 'paid') paid`,
        'paid.paid_at',
      )} as funds,
      (select json_build_array(${both('count(*)', 'x.period')})
        from (${reportsOf(f, p, "r.status = 'verification_request'")}) x) as reports_waiting,
      (select json_build_array(sum(co2) * 0.5, sum(co2), sum(co2) * 2) from carbon) as co2_tonnes`;
}

/** The region a filtered screen is broken down by: province, then unit, then village. */
function regionOf(f: DashboardFilters): { join: string; id: string; name: string } {
  if (f.unit_id || f.village_id) {
    return { join: 'villages r on r.id = t.village_id', id: 'r.id', name: 'r.village_name' };
  }
  if (f.province_id) {
    return { join: 'management_units r on r.id = t.unit_id', id: 'r.id', name: 'r.unit_management_name' };
  }
  return { join: 'provinces r on r.id = t.province_id', id: 'r.id', name: 'r.province_name' };
}

const list = (rows: string, order: string) =>
  `(select coalesce(json_agg(x order by ${order}), '[]'::json) from (${rows}) x)`;

function general(f: DashboardFilters, p: Params): string {
  const region = regionOf(f);
  return `select
    ${list(`select to_char(t.planting_date, 'YYYY-MM') as month, sum(t.qty_trees) as trees from trees t where ${treeWhere(f, p)} group by 1`, 'month')} as months,
    ${list(
      `select ${region.id} as id, ${region.name} as name, sum(t.qty_trees) as trees from trees t join ${region.join}
        where ${treeWhere(f, p)} group by 1, 2 order by 3 desc, 1 limit 50`,
      'trees desc, id',
    )} as regions,
    ${list(
      `select s.id, s.tree_name as name, sum(t.qty_trees) as trees from trees t join tree_species s on s.id = t.tree_species_id
        where ${treeWhere(f, p)} group by 1, 2`,
      'trees desc, id',
    )} as species`;
}

function growth(f: DashboardFilters, p: Params): string {
  const w = ["r.status = 'approved'", periodWhere(f, p), reportWhere(f, p)];
  return `select ${list(
    `select s.id, s.tree_name as name, json_agg(json_build_object(
        'age_months', a.age_months, 'reports', a.reports, 'height_cm', a.height_cm, 'diameter_mm', a.diameter_mm,
        'survival_rate', a.survival_rate, 'standard_height_cm', st.height_cm, 'standard_diameter_mm', st.diameter_mm)
        order by a.age_months) as points
      from (
        select pl.species_id, r.age_months, count(*) as reports,
          sum(r.height_cm * r.trees_alive) / nullif(sum(r.trees_alive), 0) as height_cm,
          sum(r.diameter_mm * r.trees_alive) / nullif(sum(r.trees_alive), 0) as diameter_mm,
          sum(r.trees_alive)::float8 / nullif(sum(r.trees_alive + r.trees_dead), 0) as survival_rate
        from reports_growth r
        join plantings pl on pl.id = r.plant_id
        left join management_units u on u.id = r.unit_id
        left join gardens g on g.id = r.garden_id
        left join planting_fields pf on pf.id = g.field_id
        where ${w.join(' and ')}
        group by 1, 2
      ) a
      join tree_species s on s.id = a.species_id
      left join growth_standards st on st.species_id = a.species_id and st.variety_id is null and st.age_months = a.age_months
      group by 1, 2`,
    'name',
  )} as species`;
}

function climate(f: DashboardFilters, p: Params): string {
  return `${treeCarbon(f, p)}
    select
      (select json_build_object('central', sum(co2), 'trees', sum(qty_trees) filter (where co2 is not null),
          'measured', sum(co2) filter (where measured), 'modelled', sum(co2) filter (where not measured),
          'no_density', count(*) filter (where not dense), 'no_size', count(*) filter (where not sized))
        from carbon) as totals,
      ${list(
        `select s.id, s.tree_name as name, sum(c.co2) * 0.5 as low, sum(c.co2) as central, sum(c.co2) * 2 as high,
          sum(c.qty_trees) filter (where c.measured) as measured_trees,
          sum(c.qty_trees) filter (where not c.measured and c.co2 is not null) as modelled_trees
          from carbon c join tree_species s on s.id = c.tree_species_id group by 1, 2`,
        'central desc nulls last, id',
      )} as species`;
}

function disposition(f: DashboardFilters, p: Params): string {
  return `select ${list(
    `select to_char(t.planting_date, 'YYYY-MM') as month, sum(t.qty_trees) as planted,
      sum(t.qty_trees) filter (where ${alive}) as alive,
      sum(t.qty_trees) filter (where t.status = 'dead') as dead,
      sum(t.qty_trees) filter (where t.status = 'harvested') as harvested
      from trees t where ${treeWhere(f, p)} group by 1`,
    'month',
  )} as months`;
}

function statistics(f: DashboardFilters, p: Params): string {
  const counts = `count(*) filter (where r.status <> 'draft') as submitted,
    count(*) filter (where r.status = 'approved') as verified,
    count(*) filter (where r.status = 'revision_request') as sent_back,
    count(*) filter (where r.status = 'verification_request') as waiting,
    count(*) filter (where r.status <> 'draft'
      and r.created_at >= ((r.period || '-26')::date)::timestamp at time zone 'Asia/Jakarta') as late`;
  return `with r as (${reportsOf(f, p, periodWhere(f, p))})
    select
      ${list(`select u.id, u.unit_management_name as name, ${counts} from r join management_units u on u.id = r.unit_id group by 1, 2`, 'name, id')} as units,
      ${list(
        `select us.id, us.fullname as name, ${counts} from r join users us on us.id = r.reporter_id
          group by 1, 2 order by 3 desc, 1 limit 100`,
        'submitted desc, id',
      )} as reporters,
      ${list(`select r.period, ${counts} from r group by 1`, 'period')} as months`;
}

/** The naive SQL of a screen with its filters: one statement answering one row. */
export function naiveQuery(screen: DashboardScreen, filters: DashboardFilters, today: Date): Query {
  const p = new Params();
  const sql = {
    information: () => information(filters, p, today),
    general: () => general(filters, p),
    growth: () => growth(filters, p),
    climate: () => climate(filters, p),
    disposition: () => disposition(filters, p),
    statistics: () => statistics(filters, p),
  }[screen]();
  return { sql, params: p.values };
}
