/**
 * Indexes that answer a map tile from the index alone. A tile's cells and, from zoom 12,
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
  // The trees list filtered by a province and a year at once reads its page in the order it shows (newest
  // planting first) from one index, rather than intersecting two and sorting every match.
  '2026-11-28_trees_1_province_year_index': [
    'create index trees_province_year_idx on trees (province_id, planting_year, planting_date, id)',
  ],
};
