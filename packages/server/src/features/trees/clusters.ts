import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';
import { cellBlockBits, cellLevels, cellX, cellY, villageCellLevel } from './cells.js';

type AnyDb = Kysely<Record<string, Row>>;

/** What a map may narrow the trees to. */
export interface TreeFilter {
  year?: number;
  province_id?: number;
  unit_id?: number;
  village_id?: number;
}

export interface Cluster {
  lat: number;
  lng: number;
  /** Trees in the cluster (each row counts its quantity). */
  count: number;
  /** The tree code, when the cluster is a single tree row. */
  win_code?: string;
}

/**
 * The spec's cluster max zoom (site spec §9): up to it a tile's clusters are a grid of 16 × 16, cells of
 * 32 px on a 512-px tile, in the spirit of the spec's cluster radius of 50 px; beyond it, where the spec
 * shows single trees, a grid of 64 × 64, in which nearly every planting is a point of its own.
 */
export const clusterMaxZoom = 14;
/** Clusters per side of a tile, as a power of two: 16 up to the cluster max zoom, 64 beyond it. */
export const gridBits = (z: number) => (z <= clusterMaxZoom ? 4 : 6);

const toLng = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const toLat = (y: number, z: number) => {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
};

/**
 * The clusters of one map tile (z/x/y, Web Mercator), at most 16 × 16 of them up to zoom 14 and 64 × 64
 * beyond, each at the mean place of its trees. Up to zoom 14 they are summed from the kept cells of the
 * level that gives the grid (with a village, from the village's cells); beyond, from the trees in the
 * tile.
 */
export async function tileClusters(
  db: Kysely<Database>,
  tile: { z: number; x: number; y: number },
  filter: TreeFilter,
): Promise<Cluster[]> {
  const anyDb = db as unknown as AnyDb;
  const { z, x, y } = tile;
  const level = z + gridBits(z);
  if (filter.village_id !== undefined) {
    if (level <= villageCellLevel) {
      const cells = ['village_id', filter.village_id] as [string, number];
      return cellClusters(anyDb, 'village_cells', cells, villageCellLevel, tile, filter);
    }
  } else if (z <= clusterMaxZoom) {
    // The coarsest kept level that still gives the tile its grid.
    const kept = cellLevels.find((l) => l >= level)!;
    return cellClusters(anyDb, 'tree_cells', ['level', kept], kept, tile, filter);
  }
  const rows = await anyDb
    .selectFrom('trees')
    .select([
      sql<number>`sum(qty_trees)`.as('count'),
      sql<number>`avg(latitude)`.as('lat'),
      sql<number>`avg(longitude)`.as('lng'),
      sql<number>`count(*)`.as('rows'),
      sql<string>`min(win_code)`.as('win_code'),
    ])
    .where('longitude', '>=', toLng(x, z))
    .where('longitude', '<', toLng(x + 1, z))
    .where('latitude', '<=', toLat(y, z))
    .where('latitude', '>', toLat(y + 1, z))
    .$if(filter.year !== undefined, (q) => q.where('planting_year', '=', filter.year!))
    .$if(filter.province_id !== undefined, (q) => q.where('province_id', '=', filter.province_id!))
    .$if(filter.unit_id !== undefined, (q) => q.where('unit_id', '=', filter.unit_id!))
    .$if(filter.village_id !== undefined, (q) => q.where('village_id', '=', filter.village_id!))
    .groupBy([sql.raw(cellX('longitude', level)), sql.raw(cellY('latitude', level))])
    .execute();
  return rows.map((r) => ({
    lat: Number(r.lat),
    lng: Number(r.lng),
    count: Number(r.count),
    ...(Number(r.rows) === 1 && { win_code: String(r.win_code) }),
  }));
}

/**
 * A tile's clusters summed from kept cells of one level (`tree_cells` of that level, or a village's
 * `village_cells`), grouped into the tile's grid.
 */
async function cellClusters(
  db: AnyDb,
  table: 'tree_cells' | 'village_cells',
  [column, value]: [string, number],
  level: number,
  tile: { z: number; x: number; y: number },
  filter: TreeFilter,
): Promise<Cluster[]> {
  const { z, x, y } = tile;
  const span = level - z;
  const shift = Math.max(0, span - gridBits(z));
  // A tile of `tree_cells` is exactly its blocks of 16 × 16 cells (one, or four), by which their tile
  // index is ordered: asked by its blocks alone, the scan reads the tile's own cells, not every cell of
  // its columns (as the primary key would). A village's cells are few, and read by their key.
  const blocks = 2 ** (span - cellBlockBits);
  const rows = await db
    .selectFrom(table)
    .select([
      sql<number>`sum(n)`.as('count'),
      sql<number>`sum(sum_lat) / sum(n)`.as('lat'),
      sql<number>`sum(sum_lng) / sum(n)`.as('lng'),
    ])
    .where(column, '=', value)
    .$if(table === 'tree_cells', (q) =>
      q
        .where(sql`cx >> ${sql.lit(cellBlockBits)}`, '>=', x * blocks)
        .where(sql`cx >> ${sql.lit(cellBlockBits)}`, '<', (x + 1) * blocks)
        .where(sql`cy >> ${sql.lit(cellBlockBits)}`, '>=', y * blocks)
        .where(sql`cy >> ${sql.lit(cellBlockBits)}`, '<', (y + 1) * blocks),
    )
    .$if(table === 'village_cells', (q) =>
      q
        .where('cx', '>=', x * 2 ** span)
        .where('cx', '<', (x + 1) * 2 ** span)
        .where('cy', '>=', y * 2 ** span)
        .where('cy', '<', (y + 1) * 2 ** span),
    )
    .$if(filter.year !== undefined, (q) => q.where('planting_year', '=', filter.year!))
    .$if(filter.province_id !== undefined, (q) => q.where('province_id', '=', filter.province_id!))
    .$if(filter.unit_id !== undefined, (q) => q.where('unit_id', '=', filter.unit_id!))
    .groupBy([sql`cx / ${2 ** shift}`, sql`cy / ${2 ** shift}`])
    .having(sql`sum(n)`, '>', 0)
    .execute();
  return rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng), count: Number(r.count) }));
}
