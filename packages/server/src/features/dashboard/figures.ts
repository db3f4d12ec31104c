import {
  type CarbonTrees,
  type Co2Range,
  carbonMethodText,
  co2Range,
  type GrowthStandard,
  growthStandardAt,
  standardSize,
} from '@rimba/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  addMonths,
  type DashboardFilters,
  inMonths,
  type Months,
  mayReadFunds,
  monthsApart,
  monthText,
  type Reach,
  rowsWhere,
  thisMonth,
  windowsOf,
} from './filters.js';

/** Who asks, and how: what every screen is computed from. */
export interface FigureQuery {
  db: Kysely<Database>;
  filters: DashboardFilters;
  reach: Reach;
  /** Whether the funds are shown (the caller may read donations and orders). */
  funds: boolean;
  lang: 'id' | 'en';
  now?: Date;
}

export const figureQuery = (
  db: Kysely<Database>,
  caller: Parameters<typeof mayReadFunds>[0],
  reach: Reach,
  filters: DashboardFilters,
  lang: 'id' | 'en',
): FigureQuery => ({ db, filters, reach, funds: mayReadFunds(caller), lang });

type Rows = Record<string, unknown>[];
const num = (v: unknown) => (v == null ? 0 : Number(v));

async function rows(db: Kysely<Database>, query: RawBuilder<unknown>): Promise<Rows> {
  return (await query.execute(db)).rows as Rows;
}

/**
 * The trees' summary that answers the filters with the fewest rows: the country's by species and month
 * when nothing narrows them to a place or a project, else the one by region, or by village when a village
 * is asked for.
 */
function treesFrom(q: FigureQuery) {
  const { filters, reach } = q;
  if (filters.village_id !== undefined) {
    const columns = { province: true, unit: true, project: true, species: true, village: true };
    return { table: sql.table('figures_village_trees'), where: rowsWhere(filters, reach, columns) };
  }
  const narrowed =
    !reach.all ||
    filters.province_id !== undefined ||
    filters.unit_id !== undefined ||
    filters.project_id !== undefined;
  if (narrowed) {
    const columns = { province: true, unit: true, project: true, species: true };
    return { table: sql.table('figures_trees'), where: rowsWhere(filters, reach, columns) };
  }
  return { table: sql.table('figures_tree_months'), where: rowsWhere(filters, reach, { species: true }) };
}

const inBoth = (a: Months, b: Months) =>
  sql<boolean>`month between ${Math.min(a.from, b.from)} and ${Math.max(a.to, b.to)}`;

/** Labels of some rows of a small table, by id. */
async function labels(db: Kysely<Database>, table: string, column: string, ids: unknown[]) {
  const wanted = [...new Set(ids.filter((v) => v != null).map(Number))];
  if (wanted.length === 0) return new Map<number, string>();
  const found = await rows(
    db,
    sql`select id, ${sql.ref(column)} as name from ${sql.table(table)} where id in (${sql.join(wanted)})`,
  );
  return new Map(found.map((r) => [Number(r.id), String(r.name)]));
}

/** Each species' wood density and root-to-shoot ratio, and its growth standards (those of no variety). */
async function speciesCarbon(db: Kysely<Database>) {
  const species = await rows(db, sql`select id, tree_name, wood_density, root_shoot_ratio from tree_species`);
  const standards = await rows(
    db,
    sql`select species_id, age_months, height_cm, diameter_mm, survival_pct from growth_standards
      where variety_id is null`,
  );
  const bySpecies = new Map<number, GrowthStandard[]>();
  for (const s of standards) {
    const list = bySpecies.get(Number(s.species_id)) ?? [];
    list.push({
      age_months: Number(s.age_months),
      height_cm: Number(s.height_cm),
      diameter_mm: Number(s.diameter_mm),
      survival_pct: Number(s.survival_pct),
    });
    bySpecies.set(Number(s.species_id), list);
  }
  return {
    species: new Map(species.map((s) => [Number(s.id), s])),
    standards: bySpecies,
  };
}

export interface SpeciesCo2 {
  id: number;
  name: string;
  low: number;
  central: number;
  high: number;
  measured_trees: number;
  modelled_trees: number;
}

/**
 * The CO₂ in the living trees of some months: the measured ones by their summed sizes, the others by the
 * growth standard of their species at their age this month; by species and in all.
 */
async function climate(q: FigureQuery, months: Months): Promise<{ all: Co2Range; species: SpeciesCo2[] }> {
  const { table, where } = treesFrom(q);
  const { species, standards } = await speciesCarbon(q.db);
  const now = thisMonth(q.now);
  // Trees older than every standard take the oldest one's size: their months are summed as one.
  const oldestOfAll = Math.max(0, ...[...standards.values()].flat().map((s) => s.age_months));
  const cap = addMonths(now, -oldestOfAll);
  const groups = await rows(
    q.db,
    sql`select species_id, greatest(month, ${cap}) as month, sum(alive) - sum(measured) as unmeasured,
        sum(measured) as measured, sum(size_term) as size_term
      from ${table} where ${where} and ${inMonths(months)} and alive > 0
      group by 1, 2`,
  );
  // The groups come by month; they are added up per species (the measured) and per species and age (the
  // modelled), ages past a species' oldest standard together, since they take its size alike.
  const measured = new Map<number, { count: number; size_term: number }>();
  const modelled = new Map<string, { id: number; age: number; count: number }>();
  const oldest = new Map(
    [...standards].map(([id, list]) => [id, Math.max(...list.map((s) => s.age_months))]),
  );
  for (const g of groups) {
    const id = Number(g.species_id);
    if (num(g.measured) > 0) {
      const sum = measured.get(id) ?? { count: 0, size_term: 0 };
      sum.count += num(g.measured);
      sum.size_term += num(g.size_term);
      measured.set(id, sum);
    }
    if (num(g.unmeasured) > 0) {
      const age = Math.min(Math.max(0, monthsApart(Number(g.month), now)), oldest.get(id) ?? 0);
      const key = `${id}:${age}`;
      const sum = modelled.get(key) ?? { id, age, count: 0 };
      sum.count += num(g.unmeasured);
      modelled.set(key, sum);
    }
  }
  const wood = (id: number) => {
    const s = species.get(id);
    return {
      density: s?.wood_density == null ? null : Number(s.wood_density),
      rootShootRatio: s?.root_shoot_ratio == null ? null : Number(s.root_shoot_ratio),
    };
  };
  const bySpecies = new Map<number, CarbonTrees[]>();
  const add = (id: number, trees: CarbonTrees) => bySpecies.set(id, [...(bySpecies.get(id) ?? []), trees]);
  for (const [id, sum] of measured) add(id, { ...wood(id), ...sum, measured: true });
  for (const { id, age, count } of modelled.values()) {
    add(id, { ...wood(id), count, ...standardSize(standards.get(id) ?? [], age), measured: false });
  }
  const perSpecies: SpeciesCo2[] = [...bySpecies].map(([id, list]) => {
    const range = co2Range(list);
    return {
      id,
      name: String(species.get(id)?.tree_name ?? id),
      low: range.low,
      central: range.central,
      high: range.high,
      measured_trees: range.measured.trees,
      modelled_trees: range.modelled.trees,
    };
  });
  perSpecies.sort((a, b) => b.central - a.central);
  return { all: co2Range([...bySpecies.values()].flat()), species: perSpecies };
}

const rounded = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const tonnes = (range: { low: number; central: number; high: number }) => ({
  low: rounded(range.low),
  central: rounded(range.central),
  high: rounded(range.high),
});

const survival = (alive: number, dead: number) => (alive + dead > 0 ? alive / (alive + dead) : null);

/** The information screen: the headline figures and their change. */
export async function information(q: FigureQuery) {
  const { current, previous, changeSince } = windowsOf(q.filters, q.lang, q.now);
  const trees = treesFrom(q);
  const sums = (months: Months, column: string) =>
    sql`coalesce(sum(${sql.ref(column)}) filter (where ${inMonths(months)}), 0)`;
  const pair = (column: string) =>
    sql`${sums(current, column)} as ${sql.ref(`now_${column}`)}, ${sums(previous, column)} as ${sql.ref(`was_${column}`)}`;
  const [treeRow] = await rows(
    q.db,
    sql`select ${pair('trees')}, ${pair('alive')}, ${pair('dead')}
      from ${trees.table} where ${trees.where} and ${inBoth(current, previous)}`,
  );
  const land = rowsWhere(q.filters, q.reach, { province: true, unit: true, village: true });
  const [landRow] = await rows(
    q.db,
    sql`select ${pair('farmers')}, ${pair('villages')}, ${pair('hectares')}
      from figures_land where ${land} and ${inBoth(current, previous)}`,
  );
  const reports = rowsWhere(q.filters, q.reach, { province: true, unit: true, village: true, project: true });
  const [reportRow] = await rows(
    q.db,
    sql`select ${pair('reports')} from figures_reports
      where ${reports} and status = 'verification_request' and ${inBoth(current, previous)}`,
  );
  let funds: { now: number; was: number } | null = null;
  if (q.funds) {
    const [fundRow] = await rows(
      q.db,
      sql`select ${pair('amount_idr')} from figures_funds where ${inBoth(current, previous)}`,
    );
    funds = { now: num(fundRow?.now_amount_idr), was: num(fundRow?.was_amount_idr) };
  }
  const co2 = await climate(q, current);
  const t = treeRow ?? {};
  const l = landRow ?? {};
  const nowSurvival = survival(num(t.now_alive), num(t.now_dead));
  const wasSurvival = survival(num(t.was_alive), num(t.was_dead));
  return {
    trees_planted: num(t.now_trees),
    trees_alive: num(t.now_alive),
    survival_rate: nowSurvival === null ? null : rounded(nowSurvival, 4),
    farmers: num(l.now_farmers),
    villages: num(l.now_villages),
    hectares: rounded(num(l.now_hectares)),
    funds_raised_idr: funds ? funds.now : null,
    reports_waiting: num(reportRow?.now_reports),
    co2_tonnes: tonnes(co2.all),
    change: {
      trees_planted: num(t.now_trees) - num(t.was_trees),
      trees_alive: num(t.now_alive) - num(t.was_alive),
      survival_rate:
        nowSurvival === null || wasSurvival === null ? null : rounded(nowSurvival - wasSurvival, 4),
      farmers: num(l.now_farmers) - num(l.was_farmers),
      villages: num(l.now_villages) - num(l.was_villages),
      hectares: rounded(num(l.now_hectares) - num(l.was_hectares)),
      funds_raised_idr: funds ? funds.now - funds.was : null,
      reports_waiting: num(reportRow?.now_reports) - num(reportRow?.was_reports),
    },
    change_since: changeSince,
  };
}

/** The general screen: plantings over time, by region and by species. */
export async function general(q: FigureQuery) {
  const { current } = windowsOf(q.filters, q.lang, q.now);
  const { table, where } = treesFrom(q);
  const level: 'province' | 'unit' | 'village' =
    q.filters.village_id !== undefined || q.filters.unit_id !== undefined
      ? 'village'
      : q.filters.province_id !== undefined
        ? 'unit'
        : 'province';
  const regional = { province: true, unit: true, project: true, species: true, village: true };
  // The regions are summed from the summary that has them: a unit's villages from the village summary
  // (narrowed to the unit), provinces and units from the one by region.
  const regionTable = level === 'village' ? 'figures_village_trees' : 'figures_trees';
  const regionWhere = rowsWhere(q.filters, q.reach, regional);
  const [byTime, byRegion] = await Promise.all([
    rows(
      q.db,
      sql`select month, species_id, sum(trees) as trees from ${table} where ${where} and ${inMonths(current)}
        group by grouping sets ((month), (species_id))`,
    ),
    rows(
      q.db,
      sql`select ${sql.ref(`${level}_id`)} as region, sum(trees) as trees from ${sql.table(regionTable)}
        where ${regionWhere} and ${inMonths(current)} group by 1`,
    ),
  ]);
  const months = byTime
    .filter((r) => r.month != null)
    .map((r) => ({ month: Number(r.month), trees: num(r.trees) }))
    .filter((r) => r.trees > 0)
    .sort((a, b) => a.month - b.month)
    .map((r) => ({ month: monthText(r.month), trees: r.trees }));
  const regionRows = byRegion;
  const speciesRows = byTime.filter((r) => r.species_id != null);
  const [nameTable, nameColumn] = {
    province: ['provinces', 'province_name'],
    unit: ['management_units', 'unit_management_name'],
    village: ['villages', 'village_name'],
  }[level] as [string, string];
  const regionNames = await labels(
    q.db,
    nameTable,
    nameColumn,
    regionRows.map((r) => r.region),
  );
  const speciesNames = await labels(
    q.db,
    'tree_species',
    'tree_name',
    speciesRows.map((r) => r.species_id),
  );
  const named = (list: Rows, key: string, names: Map<number, string>) =>
    list
      .map((r) => ({
        id: Number(r[key]),
        name: names.get(Number(r[key])) ?? String(r[key]),
        trees: num(r.trees),
      }))
      .filter((r) => r.trees > 0)
      .sort((a, b) => b.trees - a.trees || a.name.localeCompare(b.name));
  return {
    months,
    regions: named(regionRows, 'region', regionNames).slice(0, 50),
    region_level: level,
    species: named(speciesRows, 'species_id', speciesNames),
  };
}

/** The growth screen: per species, the approved growth reports' survival and size by age, beside the standard. */
export async function growth(q: FigureQuery) {
  const { current } = windowsOf(q.filters, q.lang, q.now);
  const where = rowsWhere(q.filters, q.reach, {
    province: true,
    unit: true,
    village: true,
    project: true,
    species: true,
  });
  const found = await rows(
    q.db,
    sql`select species_id, age_months, sum(reports) as reports, sum(alive) as alive, sum(dead) as dead,
        sum(height_alive) as height_alive, sum(diameter_alive) as diameter_alive
      from figures_growth where ${where} and ${inMonths(current)}
      group by species_id, age_months order by species_id, age_months`,
  );
  const { species, standards } = await speciesCarbon(q.db);
  const bySpecies = new Map<number, ReturnType<typeof point>[]>();
  function point(r: Rows[number]) {
    const id = Number(r.species_id);
    const age = Number(r.age_months);
    const alive = num(r.alive);
    const standard = growthStandardAt(standards.get(id) ?? [], age);
    return {
      age_months: age,
      reports: num(r.reports),
      height_cm: alive > 0 ? rounded(num(r.height_alive) / alive, 1) : null,
      diameter_mm: alive > 0 ? rounded(num(r.diameter_alive) / alive, 1) : null,
      survival_rate: (() => {
        const rate = survival(alive, num(r.dead));
        return rate === null ? null : rounded(rate, 4);
      })(),
      standard_height_cm: standard ? rounded(standard.height_cm, 1) : null,
      standard_diameter_mm: standard ? rounded(standard.diameter_mm, 1) : null,
    };
  }
  for (const r of found) {
    const id = Number(r.species_id);
    bySpecies.set(id, [...(bySpecies.get(id) ?? []), point(r)]);
  }
  return {
    species: [...bySpecies]
      .map(([id, points]) => ({ id, name: String(species.get(id)?.tree_name ?? id), points }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The climate screen: the CO₂ range, measured and modelled apart, by species, with the method. */
export async function climateScreen(q: FigureQuery) {
  const { current } = windowsOf(q.filters, q.lang, q.now);
  const { all, species } = await climate(q, current);
  return {
    co2_tonnes: { ...tonnes(all), trees: all.trees },
    measured: { ...tonnes(all.measured), trees: all.measured.trees },
    modelled: { ...tonnes(all.modelled), trees: all.modelled.trees },
    skipped: all.skipped,
    species: species.map((s) => ({ ...s, ...tonnes(s) })),
    method: carbonMethodText,
    certified: false as const,
  };
}

/** The disposition screen: the trees of each planting month by their status now. */
export async function disposition(q: FigureQuery) {
  const { current } = windowsOf(q.filters, q.lang, q.now);
  const { table, where } = treesFrom(q);
  const found = await rows(
    q.db,
    sql`select month, sum(trees) as planted, sum(alive) as alive, sum(dead) as dead, sum(harvested) as harvested
      from ${table} where ${where} and ${inMonths(current)} group by month order by month`,
  );
  const months = found
    .map((r) => ({
      month: monthText(Number(r.month)),
      planted: num(r.planted),
      alive: num(r.alive),
      dead: num(r.dead),
      harvested: num(r.harvested),
    }))
    .filter((m) => m.planted > 0);
  const total = (key: 'planted' | 'alive' | 'dead' | 'harvested') => months.reduce((n, m) => n + m[key], 0);
  return {
    months,
    totals: {
      planted: total('planted'),
      alive: total('alive'),
      dead: total('dead'),
      harvested: total('harvested'),
    },
  };
}

/** The statistics screen: the reports submitted, verified, sent back, waiting and late, by unit, reporter and month. */
export async function statistics(q: FigureQuery) {
  const { current } = windowsOf(q.filters, q.lang, q.now);
  const where = rowsWhere(q.filters, q.reach, { province: true, unit: true, village: true, project: true });
  const found = await rows(
    q.db,
    sql`select unit_id, reporter_id, month,
        coalesce(sum(reports) filter (where status <> 'draft'), 0) as submitted,
        coalesce(sum(reports) filter (where status = 'approved'), 0) as verified,
        coalesce(sum(reports) filter (where status = 'revision_request'), 0) as sent_back,
        coalesce(sum(reports) filter (where status = 'verification_request'), 0) as waiting,
        coalesce(sum(reports) filter (where late and status <> 'draft'), 0) as late
      from figures_reports where ${where} and ${inMonths(current)}
      group by grouping sets ((unit_id), (reporter_id), (month))`,
  );
  const counts = (r: Rows[number]) => ({
    submitted: num(r.submitted),
    verified: num(r.verified),
    sent_back: num(r.sent_back),
    waiting: num(r.waiting),
    late: num(r.late),
  });
  const unitRows = found.filter((r) => r.unit_id != null);
  const reporterRows = found.filter((r) => r.reporter_id != null);
  const unitNames = await labels(
    q.db,
    'management_units',
    'unit_management_name',
    unitRows.map((r) => r.unit_id),
  );
  const reporterNames = await labels(
    q.db,
    'users',
    'fullname',
    reporterRows.map((r) => r.reporter_id),
  );
  return {
    units: unitRows
      .map((r) => ({ id: Number(r.unit_id), name: unitNames.get(Number(r.unit_id)) ?? '', ...counts(r) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    reporters: reporterRows
      .map((r) => ({
        id: Number(r.reporter_id),
        name: reporterNames.get(Number(r.reporter_id)) ?? '',
        ...counts(r),
      }))
      .sort((a, b) => b.submitted - a.submitted || a.name.localeCompare(b.name))
      .slice(0, 100),
    months: found
      .filter((r) => r.month != null)
      .map((r) => ({ month: Number(r.month), ...counts(r) }))
      .sort((a, b) => a.month - b.month)
      .map(({ month, ...rest }) => ({ period: monthText(month), ...rest })),
  };
}

export const screens = { information, general, growth, climate: climateScreen, disposition, statistics };
export type ScreenName = keyof typeof screens;
export const screenNames = Object.keys(screens) as ScreenName[];
