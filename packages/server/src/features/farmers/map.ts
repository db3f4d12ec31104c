import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keepTreeSum, treeSumTriggers } from '../trees/cells.js';

/**
 * The trees of each farmer per planting year, so that the home page's map of farmers reads one row per
 * farmer from a table of a few hundred thousand rows rather than summing millions of trees. A farmer's
 * total over every year is kept beside them under `planting_year` 0 (`allYears`). Statement-level
 * triggers keep the rows exact as trees are added, moved or removed, as they keep `tree_cells`; the same
 * changes bump `tree_map_version`, which keys the cached answers. A farmer's point is the centre of the
 * year's trees, each weighted by its number of trees: `sum_lat / n`, `sum_lng / n`.
 */
export const allYears = 0;

/** A farmer's centre, as the index on it computes it (never a division by zero on a row going away). */
export const centreLat = 'sum_lat / nullif(n, 0)';
export const centreLng = 'sum_lng / nullif(n, 0)';

/** Adds (sign 1) or takes away (sign -1) the trees of a transition table from the farmers' years. */
const farmerYearChanges = (table: string, sign: 1 | -1) =>
  [
    ['planting_year', 'farmer_id, planting_year'],
    [String(allYears), 'farmer_id'],
  ].map(
    ([year, groups]) => `insert into farmer_years as y (farmer_id, planting_year, n, sum_lat, sum_lng)
      select farmer_id, ${year}, ${sign} * sum(qty_trees), ${sign} * sum(latitude * qty_trees),
        ${sign} * sum(longitude * qty_trees)
      from ${table} group by ${groups}
      on conflict (planting_year, farmer_id) do update
        set n = y.n + excluded.n, sum_lat = y.sum_lat + excluded.sum_lat, sum_lng = y.sum_lng + excluded.sum_lng`,
  );
const changeFarmerYears = (table: string, sign: 1 | -1) =>
  farmerYearChanges(table, sign)
    .map((s) => `${s};`)
    .join('\n');

/**
 * Sums the farmers' years again from every tree, for a bulk load that went in with the insert trigger
 * off (`keepTreeSum(db, 'farmer_years', false)`): one pass over the trees rather than an upsert per batch.
 */
export async function sumFarmerYearsAgain(db: Kysely<Database>): Promise<void> {
  await sql`delete from farmer_years`.execute(db);
  for (const statement of farmerYearChanges('trees', 1)) await sql.raw(statement).execute(db);
  await keepTreeSum(db, 'farmer_years', true);
}

export const farmersMapMigration = {
  '2026-11-28_farmers_map_1_farmer_years': [
    `create table farmer_years (
      farmer_id bigint not null,
      planting_year integer not null,
      n bigint not null,
      sum_lat double precision not null,
      sum_lng double precision not null,
      primary key (planting_year, farmer_id)
    )`,
    `create function rimba_farmer_years_add() returns trigger language plpgsql as $$
    begin
      ${changeFarmerYears('changed_trees', 1)}
      return null;
    end $$`,
    `create function rimba_farmer_years_remove() returns trigger language plpgsql as $$
    begin
      ${changeFarmerYears('changed_trees', -1)}
      delete from farmer_years where n <= 0;
      return null;
    end $$`,
    `create function rimba_farmer_years_clear() returns trigger language plpgsql as $$
    begin
      delete from farmer_years;
      return null;
    end $$`,
    // Trees already there when the farmers' years came.
    ...farmerYearChanges('trees', 1),
    ...treeSumTriggers('farmer_years', {
      add: 'rimba_farmer_years_add',
      remove: 'rimba_farmer_years_remove',
      clear: 'rimba_farmer_years_clear',
    }),
    // A view's farmers of a year are read from an index alone: a small view's by their place, a large
    // one's, where most farmers of the year are, in the order answered until the first 2,000 are found.
    `create index farmer_years_centre_idx on farmer_years (planting_year, (${centreLng}), (${centreLat}))
      include (n, farmer_id)`,
    `create index farmer_years_trees_idx on farmer_years (planting_year, n desc, farmer_id)
      include (sum_lat, sum_lng)`,
    // The farmers' map shows a farmer's name, district and village: a change of those shows too.
    `create function rimba_tree_map_touch() returns trigger language plpgsql as $$
    begin
      update tree_map_version set version = version + 1 where id = 1;
      return null;
    end $$`,
    `create trigger farmers_tree_map_touch after update on farmers
      for each statement execute function rimba_tree_map_touch()`,
    `create trigger villages_tree_map_touch after update on villages
      for each statement execute function rimba_tree_map_touch()`,
  ],
  // A removal of trees deletes the farmers' years it emptied from an index of the empty ones (there are
  // none between statements), not a scan of every year.
  '2026-11-30_farmers_map_2_empty_index': [
    'create index farmer_years_empty_idx on farmer_years (planting_year) where n <= 0',
  ],
  // A view's farmers read from the index alone: it holds the sums their centre is computed from (a view
  // of Central Java's villages had read 1,259 pages of the table for its 1,900 farmers).
  '2026-12-01_farmers_map_3_centre_index': [
    'drop index farmer_years_centre_idx',
    `create index farmer_years_centre_idx on farmer_years (planting_year, (${centreLng}), (${centreLat}))
      include (n, farmer_id, sum_lat, sum_lng)`,
  ],
};

/** A view of the map: `[west, south, east, north]` in degrees. */
export type Bbox = [number, number, number, number];

export interface FarmerPoint {
  id: number;
  farmer: string;
  total_trees: number;
  district: string | null;
  village: string;
  lat: number;
  lng: number;
}

/**
 * The farmers who planted in a year (every year without one) whose point lies in a view, those with the
 * most trees first, at most `limit` of them; `truncated` says more were there.
 */
export async function farmerPoints(
  db: Kysely<Database>,
  query: { year?: number; bbox?: Bbox; limit: number },
): Promise<{ points: FarmerPoint[]; truncated: boolean }> {
  const [west, south, east, north] = query.bbox ?? [-180, -90, 180, 90];
  const { rows } = await sql<{
    id: string | number;
    farmer: string;
    total_trees: string | number;
    district: string | null;
    village: string;
    lat: number;
    lng: number;
  }>`select f.id, f.farmer_name as farmer, y.n as total_trees, coalesce(f.district, v.district) as district,
        v.village_name as village, y.lat, y.lng
      from (
        select farmer_id, n, ${sql.raw(centreLat)} as lat, ${sql.raw(centreLng)} as lng
        from farmer_years
        where planting_year = ${query.year ?? allYears}
          and ${sql.raw(centreLng)} between ${west} and ${east}
          and ${sql.raw(centreLat)} between ${south} and ${north}
        order by n desc, farmer_id
        limit ${query.limit + 1}
      ) y
      -- Each of the few thousand farmers is looked up by its key (\`offset 0\` keeps the planner from
      -- hashing the whole farmers table instead).
      cross join lateral (
        select id, farmer_name, district, village_id from farmers where farmers.id = y.farmer_id offset 0
      ) f
      join villages v on v.id = f.village_id
      order by y.n desc, y.farmer_id`.execute(db);
  return {
    points: rows.slice(0, query.limit).map((r) => ({
      id: Number(r.id),
      farmer: r.farmer,
      total_trees: Number(r.total_trees),
      district: r.district,
      village: r.village,
      lat: Number(r.lat),
      lng: Number(r.lng),
    })),
    truncated: rows.length > query.limit,
  };
}
