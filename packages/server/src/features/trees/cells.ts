/**
 * The trees counted per map cell, so that a map tile's clusters are summed from a few thousand cells
 * rather than counted from millions of trees. A cell is a Web Mercator tile at one of `cellLevels`, and
 * cells are kept per province, unit and planting year, the filters a map offers. Statement-level
 * triggers keep them exact as trees are added, moved or removed, and bump `tree_map_version`, which keys
 * the server's cached tiles.
 */
export const cellLevels = [8, 12, 16] as const;

/** A tile's column at a level, from a longitude column, in SQL. */
export const cellX = (lng: string, level: number) => `floor((${lng} + 180.0) / 360.0 * ${2 ** level})::int`;
/** A tile's row at a level, from a latitude column (clamped to Web Mercator's range), in SQL. */
export const cellY = (lat: string, level: number) =>
  `floor((1.0 - ln(tan(radians(greatest(-85.0, least(85.0, ${lat})))) + 1.0 / cos(radians(greatest(-85.0, least(85.0, ${lat}))))) / pi()) / 2.0 * ${2 ** level})::int`;

/** Adds (sign 1) or takes away (sign -1) the trees of a transition table from the cells. */
const cellChanges = (table: string, sign: 1 | -1) =>
  cellLevels.map(
    (
      level,
    ) => `insert into tree_cells as c (level, cx, cy, province_id, unit_id, planting_year, n, sum_lat, sum_lng)
      select ${level}, ${cellX('longitude', level)}, ${cellY('latitude', level)}, province_id, unit_id, planting_year,
        ${sign} * sum(qty_trees), ${sign} * sum(latitude * qty_trees), ${sign} * sum(longitude * qty_trees)
      from ${table} group by 2, 3, 4, 5, 6
      on conflict (level, cx, cy, province_id, unit_id, planting_year) do update
        set n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng`,
  );
const changeCells = (table: string, sign: 1 | -1) =>
  cellChanges(table, sign)
    .map((s) => `${s};`)
    .join('\n');

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
    `create function rimba_tree_cells_add() returns trigger language plpgsql as $$
    begin
      ${changeCells('changed_trees', 1)}
      update tree_map_version set version = version + 1 where id = 1;
      return null;
    end $$`,
    `create function rimba_tree_cells_remove() returns trigger language plpgsql as $$
    begin
      ${changeCells('changed_trees', -1)}
      delete from tree_cells where n <= 0;
      update tree_map_version set version = version + 1 where id = 1;
      return null;
    end $$`,
    `create function rimba_tree_cells_clear() returns trigger language plpgsql as $$
    begin
      delete from tree_cells;
      update tree_map_version set version = version + 1 where id = 1;
      return null;
    end $$`,
    // Trees already there when the cells came.
    ...cellChanges('trees', 1),
    `create trigger trees_cells_insert after insert on trees
      referencing new table as changed_trees for each statement execute function rimba_tree_cells_add()`,
    `create trigger trees_cells_delete after delete on trees
      referencing old table as changed_trees for each statement execute function rimba_tree_cells_remove()`,
    // An update takes the rows as they were away, then adds them as they are.
    `create trigger trees_cells_update_old after update on trees
      referencing old table as changed_trees for each statement execute function rimba_tree_cells_remove()`,
    `create trigger trees_cells_update_new after update on trees
      referencing new table as changed_trees for each statement execute function rimba_tree_cells_add()`,
    `create trigger trees_cells_truncate after truncate on trees
      for each statement execute function rimba_tree_cells_clear()`,
    `create index trees_longitude_idx on trees (longitude, latitude)`,
  ],
};
