import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';
import { cellLevels, cellX, cellY } from './cells.js';

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

/** From this zoom a tile's trees are few enough to be summed from the trees themselves. */
export const treesFromZoom = 12;
/** Clusters per side of a tile: at most 64 × 64 in one tile. */
const gridBits = 6;

const toLng = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const toLat = (y: number, z: number) => {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
};

/**
 * The clusters of one map tile (z/x/y, Web Mercator), at most 64 × 64 of them, each at the mean place
 * of its trees. Below zoom 12 they are summed from the kept cells (a village filter excepted, which the
 * cells do not hold), from zoom 12 on from the trees in the tile.
 */
export async function tileClusters(
  db: Kysely<Database>,
  tile: { z: number; x: number; y: number },
  filter: TreeFilter,
): Promise<Cluster[]> {
  const anyDb = db as unknown as AnyDb;
  const { z, x, y } = tile;
  if (z < treesFromZoom && filter.village_id === undefined) {
    const level: number = cellLevels.find((l) => l >= z + 5) ?? 16;
    const span = level - z;
    const shift = Math.max(0, span - gridBits);
    const rows = await anyDb
      .selectFrom('tree_cells')
      .select([
        sql<number>`sum(n)`.as('count'),
        sql<number>`sum(sum_lat) / sum(n)`.as('lat'),
        sql<number>`sum(sum_lng) / sum(n)`.as('lng'),
      ])
      .where('level', '=', level)
      .where('cx', '>=', x * 2 ** span)
      .where('cx', '<', (x + 1) * 2 ** span)
      .where('cy', '>=', y * 2 ** span)
      .where('cy', '<', (y + 1) * 2 ** span)
      .$if(filter.year !== undefined, (q) => q.where('planting_year', '=', filter.year!))
      .$if(filter.province_id !== undefined, (q) => q.where('province_id', '=', filter.province_id!))
      .$if(filter.unit_id !== undefined, (q) => q.where('unit_id', '=', filter.unit_id!))
      .groupBy([sql`cx / ${2 ** shift}`, sql`cy / ${2 ** shift}`])
      .having(sql`sum(n)`, '>', 0)
      .execute();
    return rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng), count: Number(r.count) }));
  }
  const level = z + gridBits;
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
 * Tiles already answered, kept while the trees stay as they are: each is keyed by `tree_map_version`,
 * which every change of the trees bumps (whichever process made it). The version is read again at most
 * every half second, so a change shows within that. Bounded in entries, oldest out first.
 */
export class TileCache {
  private readonly kept = new Map<string, string>();
  private version = -1;
  private readAt = 0;
  private reading: Promise<number> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxEntries = 20_000,
    private readonly versionMs = 500,
  ) {}

  private async currentVersion(): Promise<number> {
    if (Date.now() - this.readAt < this.versionMs) return this.version;
    this.reading ??= (async () => {
      try {
        const row = await (this.db as unknown as AnyDb)
          .selectFrom('tree_map_version')
          .select('version')
          .where('id', '=', 1)
          .executeTakeFirst();
        const version = Number(row?.version ?? 0);
        if (version !== this.version) this.kept.clear();
        this.version = version;
        this.readAt = Date.now();
        return version;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  /** The answer kept under `key`, or the one `make` gives, kept for the next caller. */
  async get(key: string, make: () => Promise<string>): Promise<string> {
    const version = await this.currentVersion();
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    const body = await make();
    if (version === this.version) {
      this.kept.set(key, body);
      if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    }
    return body;
  }
}
