/**
 * Indexes that answer a map tile from the index alone. A tile's cells and, from zoom 12 or with a village,
 * its trees lie scattered over their tables (cells are kept by each change, trees come in any order), so
 * reading each matching row's page cost a page per row; the values a tile sums now sit in the index.
 */
export const treeMapIndexesMigration = {
  '2026-11-27_regions_6_tree_map_indexes': [
    `create index tree_cells_tile_idx on tree_cells (level, cx, cy, province_id, unit_id, planting_year)
      include (n, sum_lat, sum_lng)`,
    'drop index trees_longitude_idx',
    `create index trees_longitude_idx on trees (longitude, latitude)
      include (qty_trees, win_code, planting_year, province_id, unit_id, village_id)`,
  ],
};
