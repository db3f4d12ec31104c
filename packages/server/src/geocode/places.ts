import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { placeZooms } from '@rimba/core';
import { type Kysely, sql } from 'kysely';

/** The vector tiles' own grid: a tile is 4096 units wide. */
const extent = 4096;
/** Names within this many units beyond a tile's edge come with it, so a label is never cut at the edge. */
const buffer = 256;
/** At most this many villages a tile: a dense town still answers quickly. */
const maxVillages = 2000;

interface Place {
  kind: 'regency' | 'village';
  name: string;
  lat: number;
  lng: number;
}

/** A tile's west, east, north and south edges in degrees (Web Mercator). */
export function tileEdges(z: number, x: number, y: number) {
  const n = 2 ** z;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return { west: (x / n) * 360 - 180, east: ((x + 1) / n) * 360 - 180, north: lat(y), south: lat(y + 1) };
}

/** A point's place in a tile, in the tile's units (outside 0…4096 when it lies beyond the edge). */
function inTile(lng: number, lat: number, z: number, x: number, y: number): [number, number] {
  const n = 2 ** z;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  const px = ((lng + 180) / 360) * n;
  const py = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
  return [Math.round((px - x) * extent), Math.round((py - y) * extent)];
}

/**
 * The place names of the offline basemap, from the region data: each regency at the centre of its
 * villages, and each village at its own centre. Regencies are read once and again when the villages
 * change (their count or last change, asked at most once a minute); villages are read per tile, through
 * the index on villages (lat, lng).
 */
export class PlaceTiles {
  private regencies: Place[] = [];
  private stamp = '';
  private checkedAt = 0;

  // biome-ignore lint/suspicious/noExplicitAny: the tables are declared by resources, not typed here.
  constructor(private readonly db: Kysely<any>) {}

  private async regencyPlaces(): Promise<Place[]> {
    if (Date.now() - this.checkedAt < 60_000) return this.regencies;
    const { rows } = await sql<{ n: string; at: Date | string | null }>`
      select count(*) as n, max(updated_at) as at from villages`.execute(this.db);
    const stamp = `${rows[0]?.n}/${String(rows[0]?.at)}`;
    if (stamp !== this.stamp) {
      const found = await sql<{ regency: string; lat: number | string; lng: number | string }>`
        select v.regency, avg(v.lat) as lat, avg(v.lng) as lng
        from villages v join management_units u on u.id = v.unit_id
        where v.regency is not null and v.regency <> '' and v.lat is not null and v.lng is not null
        group by v.regency, u.province_id`.execute(this.db);
      this.regencies = found.rows.map((r) => ({
        kind: 'regency',
        name: r.regency,
        lat: Number(r.lat),
        lng: Number(r.lng),
      }));
      this.stamp = stamp;
    }
    this.checkedAt = Date.now();
    return this.regencies;
  }

  /** The tile's names as a Mapbox vector tile (layer `places`, `kind` and `name` on each point). */
  async tile(z: number, x: number, y: number): Promise<Uint8Array> {
    const edges = tileEdges(z, x, y);
    const marginLng = ((edges.east - edges.west) * buffer) / extent;
    const marginLat = ((edges.north - edges.south) * buffer) / extent;
    const inside = (p: { lat: number; lng: number }) =>
      p.lng >= edges.west - marginLng &&
      p.lng <= edges.east + marginLng &&
      p.lat >= edges.south - marginLat &&
      p.lat <= edges.north + marginLat;
    const places: Place[] = [];
    if (z >= placeZooms.regency) places.push(...(await this.regencyPlaces()).filter(inside));
    if (z >= placeZooms.village) {
      const { rows } = await sql<{ village_name: string; lat: number | string; lng: number | string }>`
        select village_name, lat, lng from villages
        where lat between ${edges.south - marginLat} and ${edges.north + marginLat}
          and lng between ${edges.west - marginLng} and ${edges.east + marginLng}
        order by id limit ${maxVillages}`.execute(this.db);
      for (const r of rows) {
        places.push({ kind: 'village', name: r.village_name, lat: Number(r.lat), lng: Number(r.lng) });
      }
    }
    const features = places.map((p) => ({
      type: 1 as const,
      geometry: [inTile(p.lng, p.lat, z, x, y)],
      tags: { kind: p.kind, name: p.name },
    }));
    // A tile with no names is an empty tile: no layer at all.
    if (features.length === 0) return new Uint8Array(0);
    return fromGeojsonVt({ places: { features } } as never, { version: 2, extent });
  }
}
