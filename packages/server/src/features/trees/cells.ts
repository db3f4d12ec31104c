import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The trees counted per map cell, so that a map tile's clusters are summed from a few thousand cells
 * rather than counted from millions of trees. A cell is a Web Mercator tile at one of `cellLevels`, and
 * cells are kept per province, unit and planting year, the filters a map offers (and per village, see
 * village_cells). Statement-level triggers keep them exact as trees are added, moved or
 * removed, and bump `tree_map_version`, which keys the server's cached tiles.
 */
export const cellLevels = [8, 10, 12, 14, 16, 18] as const;
/** The finest level, the one computed from each tree's place; each coarser cell sums whole finer ones. */
const finest = 18;

/** A tile's column at a level, from a longitude column, in SQL. */
export const cellX = (lng: string, level: number) => `floor((${lng} + 180.0) / 360.0 * ${2 ** level})::int`;
/** A tile's row at a level, from a latitude column (clamped to Web Mercator's range), in SQL. */
export const cellY = (lat: string, level: number) =>
  `floor((1.0 - ln(tan(radians(greatest(-85.0, least(85.0, ${lat})))) + 1.0 / cos(radians(greatest(-85.0, least(85.0, ${lat}))))) / pi()) / 2.0 * ${2 ** level})::int`;

/**
 * Cells per side of the blocks the tile index orders the cells by, as a power of two: a tile reads its
 * level four finer (or five), so it is one block (or four) of that level.
 */
export const cellBlockBits = 4;

const cellColumns = 'level, cx, cy, province_id, unit_id, planting_year, n, sum_lat, sum_lng';
const addToCell = `on conflict (level, cx, cy, province_id, unit_id, planting_year) do update
        set n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng`;

/**
 * Adds (sign 1) or takes away (sign -1) the trees of a transition table from the cells, in one
 * statement: each tree's place is turned into its cell of the finest level once, and the coarser levels
 * are summed from those cells (a cell's column and row at a coarser level are its own divided by a power
 * of two), not from the trees again.
 */
const changeCells = (table: string, sign: 1 | -1) => `with finest as materialized (
      select ${cellX('longitude', finest)} as cx, ${cellY('latitude', finest)} as cy, province_id, unit_id,
        planting_year, ${sign} * sum(qty_trees) as n, ${sign} * sum(latitude * qty_trees) as sum_lat,
        ${sign} * sum(longitude * qty_trees) as sum_lng
      from ${table} group by 1, 2, 3, 4, 5
    ), ${cellLevels
      .filter((level) => level !== finest)
      .map(
        (level) => `level_${level} as (
      insert into tree_cells as c (${cellColumns})
      select ${level}, cx / ${2 ** (finest - level)}, cy / ${2 ** (finest - level)}, province_id, unit_id,
        planting_year, sum(n), sum(sum_lat), sum(sum_lng)
      from finest group by 2, 3, 4, 5, 6
      ${addToCell}
    )`,
      )
      .join(', ')}
    insert into tree_cells as c (${cellColumns})
    select ${finest}, cx, cy, province_id, unit_id, planting_year, n, sum_lat, sum_lng from finest
    ${addToCell}`;

/**
 * The statement-level triggers that keep a sum over the trees exact (`kept` names them): `add` for the
 * rows inserted, `remove` for those deleted, both for an update (the rows as they were taken away, then
 * added as they are), and `clear` for a truncate. The functions see the rows as `changed_trees`.
 */
export const treeSumTriggers = (kept: string, fn: { add: string; remove: string; clear: string }) => [
  `create trigger trees_${kept}_insert after insert on trees
      referencing new table as changed_trees for each statement execute function ${fn.add}()`,
  `create trigger trees_${kept}_delete after delete on trees
      referencing old table as changed_trees for each statement execute function ${fn.remove}()`,
  // An update takes the rows as they were away, then adds them as they are.
  `create trigger trees_${kept}_update_old after update on trees
      referencing old table as changed_trees for each statement execute function ${fn.remove}()`,
  `create trigger trees_${kept}_update_new after update on trees
      referencing new table as changed_trees for each statement execute function ${fn.add}()`,
  `create trigger trees_${kept}_truncate after truncate on trees
      for each statement execute function ${fn.clear}()`,
];

/** The sums over the trees that triggers keep, by the name their triggers carry. */
export type TreeSum = 'cells' | 'village_cells' | 'farmer_years';

/**
 * Switches the upkeep of a kept sum as trees are inserted off or on (within a transaction), for a bulk
 * load that sums it once after its rows rather than upserting it for every batch.
 */
export async function keepTreeSum(db: Kysely<Database>, kept: TreeSum, on: boolean): Promise<void> {
  await sql.raw(`alter table trees ${on ? 'enable' : 'disable'} trigger trees_${kept}_insert`).execute(db);
}

/**
 * Sums the cells again from every tree, for a bulk load that went in with their insert trigger off: one
 * pass over the trees (each placed once at the finest level) rather than an upsert per batch.
 */
export async function sumTreeCellsAgain(db: Kysely<Database>): Promise<void> {
  await sql`truncate tree_cells`.execute(db);
  await sql.raw(changeCells('trees', 1)).execute(db);
  await sql`update tree_map_version set version = version + 1 where id = 1`.execute(db);
  await keepTreeSum(db, 'cells', true);
}

/**
 * The functions that add the rows a trigger's statement inserted to a table of sums (`change` with sign 1)
 * and take away those it deleted (sign -1, then the rows left empty are deleted), each then running
 * `after`: `rimba_{table}_add` and `rimba_{table}_remove`, replaced when they exist.
 */
const sumFunctions = (table: string, change: (rows: string, sign: 1 | -1) => string, after = '') => [
  `create or replace function rimba_${table}_add() returns trigger language plpgsql as $$
    begin
      ${change('changed_trees', 1)};
      ${after}
      return null;
    end $$`,
  `create or replace function rimba_${table}_remove() returns trigger language plpgsql as $$
    begin
      ${change('changed_trees', -1)};
      delete from ${table} where n <= 0;
      ${after}
      return null;
    end $$`,
];

const bumpVersion = 'update tree_map_version set version = version + 1 where id = 1;';

/**
 * The functions of the cells' triggers, over `cellLevels`: replaced whenever the levels change (the
 * migration that adds a level replaces them and fills it).
 */
const cellFunctions = () => [
  ...sumFunctions('tree_cells', changeCells, bumpVersion),
  `create or replace function rimba_tree_cells_clear() returns trigger language plpgsql as $$
    begin
      delete from tree_cells;
      ${bumpVersion}
      return null;
    end $$`,
];

/**
 * The level of the village cells: a village tile of a zoom four coarser or more sums them (every zoom up to
 * 14), a finer one reads the trees.
 */
export const villageCellLevel = 18;

/**
 * The trees counted per village in the cells of level 18, by planting year: a map narrowed to a village
 * up to zoom 14 sums a few thousand of these at most rather than reading every tree of its tiles, which
 * in a busy region holds the trees of many villages. Kept exact by triggers, as the cells are.
 */
const villageCellColumns = 'village_id, cx, cy, province_id, unit_id, planting_year, n, sum_lat, sum_lng';
const changeVillageCells = (
  table: string,
  sign: 1 | -1,
) => `insert into village_cells as c (${villageCellColumns})
    select village_id, ${cellX('longitude', villageCellLevel)}, ${cellY('latitude', villageCellLevel)}, province_id, unit_id,
      planting_year, ${sign} * sum(qty_trees), ${sign} * sum(latitude * qty_trees),
      ${sign} * sum(longitude * qty_trees)
    from ${table} where village_id is not null group by 1, 2, 3, 4, 5, 6
    on conflict (village_id, cx, cy, province_id, unit_id, planting_year) do update
      set n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng`;

/** The functions of the village cells' insert and delete triggers, at `villageCellLevel`. */
const villageCellFunctions = () => sumFunctions('village_cells', changeVillageCells);

/**
 * Sums the village cells again from every tree, for a bulk load that went in with the insert trigger
 * off: one pass over the trees rather than an upsert per batch.
 */
export async function sumVillageCellsAgain(db: Kysely<Database>): Promise<void> {
  await sql`truncate village_cells`.execute(db);
  await sql.raw(changeVillageCells('trees', 1)).execute(db);
  await keepTreeSum(db, 'village_cells', true);
}

export const treeCellsMigration = {
  '2026-11-27_regions_5_tree_cells': [
    `create table tree_cells (
      level smallint not null,
      cx integer not null,
      cy integer not null,
      province_id bigint not null,
      unit_id bigint not null,
      planting_year integer not null,
      n bigint not null,
      sum_lat double precision not null,
      sum_lng double precision not null,
      primary key (level, cx, cy, province_id, unit_id, planting_year)
    )`,
    `create table tree_map_version (id integer primary key, version bigint not null)`,
    `insert into tree_map_version values (1, 0)`,
    ...cellFunctions(),
    // Trees already there when the cells came.
    changeCells('trees', 1),
    ...treeSumTriggers('cells', {
      add: 'rimba_tree_cells_add',
      remove: 'rimba_tree_cells_remove',
      clear: 'rimba_tree_cells_clear',
    }),
    `create index trees_longitude_idx on trees (longitude, latitude)`,
  ],
  // Level 14 serves the tiles of zooms 9 and 10, which level 16 served with 16 times as many cells; the
  // triggers now place each tree once, at level 16, and sum the coarser levels from it.
  '2026-11-29_trees_1_cell_level_14': [
    ...cellFunctions(),
    `insert into tree_cells (${cellColumns})
      select 14, cx / 4, cy / 4, province_id, unit_id, planting_year, sum(n), sum(sum_lat), sum(sum_lng)
      from tree_cells where level = 16 group by 2, 3, 4, 5, 6`,
  ],
  // A removal of trees deletes the cells it emptied: found from an index of the empty ones (there are
  // none between statements), where a scan of every cell took most of a tree's edit.
  '2026-11-30_trees_1_empty_cells_index': [
    'create index tree_cells_empty_idx on tree_cells (level) where n <= 0',
  ],
  '2026-11-30_trees_2_village_cells': [
    `create table village_cells (
      village_id bigint not null,
      cx integer not null,
      cy integer not null,
      province_id bigint not null,
      unit_id bigint not null,
      planting_year integer not null,
      n bigint not null,
      sum_lat double precision not null,
      sum_lng double precision not null,
      primary key (village_id, cx, cy, province_id, unit_id, planting_year)
    )`,
    // The cells a removal empties are found from this (nearly always empty) index, not a scan.
    'create index village_cells_empty_idx on village_cells (village_id) where n <= 0',
    ...villageCellFunctions(),
    `create function rimba_village_cells_clear() returns trigger language plpgsql as $$
    begin
      delete from village_cells;
      return null;
    end $$`,
    changeVillageCells('trees', 1),
    ...treeSumTriggers('village_cells', {
      add: 'rimba_village_cells_add',
      remove: 'rimba_village_cells_remove',
      clear: 'rimba_village_cells_clear',
    }),
  ],
  // A tile up to zoom 14 is a grid of 16 × 16 clusters, read from the cells of the level four finer than
  // its zoom: level 10 serves zooms 5 and 6 (which read level 12 with 16 times as many cells), level 18
  // zooms 13 and 14 (which summed every tree of the tile). The triggers now place each tree at level 18.
  '2026-11-30_trees_3_cell_levels_10_and_18': [
    ...cellFunctions(),
    `insert into tree_cells (${cellColumns})
      select 10, cx / 4, cy / 4, province_id, unit_id, planting_year, sum(n), sum(sum_lat), sum(sum_lng)
      from tree_cells where level = 12 group by 2, 3, 4, 5, 6`,
    `insert into tree_cells (${cellColumns})
      select 18, ${cellX('longitude', 18)}, ${cellY('latitude', 18)}, province_id, unit_id, planting_year,
        sum(qty_trees), sum(latitude * qty_trees), sum(longitude * qty_trees)
      from trees group by 2, 3, 4, 5, 6`,
  ],
  // A village's tiles up to zoom 14 are summed from its cells, now of level 18 (a village's finer tiles had
  // read every tree of the tile, other villages' too); the coarser ones sum a few thousand of them.
  '2026-11-30_trees_4_village_cells_level_18': [
    ...villageCellFunctions(),
    'delete from village_cells',
    changeVillageCells('trees', 1),
    // A tile's cells of a village read from the index alone.
    `create index village_cells_tile_idx on village_cells (village_id, cx, cy)
      include (province_id, unit_id, planting_year, n, sum_lat, sum_lng)`,
  ],
  // The tile index orders the cells by blocks of 16 × 16, so that a tile's scan reads its own cells: ordered
  // by column first, it read every cell of the tile's columns, whatever their row.
  '2026-11-30_trees_5_cell_blocks_index': [
    'drop index tree_cells_tile_idx',
    `create index tree_cells_tile_idx on tree_cells (level, (cx >> ${cellBlockBits}), (cy >> ${cellBlockBits}))
      include (cx, cy, province_id, unit_id, planting_year, n, sum_lat, sum_lng)`,
  ],
};
