import { VectorTile } from '@mapbox/vector-tile';
import type { Kysely } from 'kysely';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/server.js';

type Row = Record<string, unknown>;

/** The tile of a zoom that holds a point (Web Mercator numbering). */
function tileOf(lng: number, lat: number, z: number) {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  };
}

/** The offline basemap's place names: regencies and villages from the region data, as vector tiles. */
describe('place names of the offline basemap', () => {
  let t: TestApp;
  let village: { village_name: string; regency: string; lat: number; lng: number };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const row = await (t.db as unknown as Kysely<Record<string, Row>>)
      .selectFrom('villages')
      .select(['village_name', 'regency', 'lat', 'lng'])
      .where('lat', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    village = {
      village_name: String(row.village_name),
      regency: String(row.regency),
      lat: Number(row.lat),
      lng: Number(row.lng),
    };
  });
  afterAll(() => t.close());

  /** The names of a tile, by kind, as MapLibre reads them. */
  const names = async (z: number, x: number, y: number) => {
    const res = await t.app.inject({ url: `/api/public/map/places/${z}/${x}/${y}.pbf` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const found: Record<string, string[]> = { regency: [], village: [] };
    if (res.rawPayload.length === 0) return found;
    const layer = new VectorTile(new PbfReader(res.rawPayload)).layers.places!;
    for (let i = 0; i < layer.length; i++) {
      const { kind, name } = layer.feature(i).properties as { kind: string; name: string };
      found[kind]!.push(name);
    }
    return found;
  };

  it('names a village in the tile it stands in from zoom 11, with its regency', async () => {
    const { x, y } = tileOf(village.lng, village.lat, 12);
    const found = await names(12, x, y);
    expect(found.village).toContain(village.village_name);
    // Its place is where the village is: the point decodes inside the tile, at the village's spot.
    const res = await t.app.inject({ url: `/api/public/map/places/12/${x}/${y}.pbf` });
    const layer = new VectorTile(new PbfReader(res.rawPayload)).layers.places!;
    const index = [...Array(layer.length).keys()].find(
      (i) => layer.feature(i).properties.name === village.village_name,
    )!;
    const point = layer.feature(index).toGeoJSON(x, y, 12).geometry as { coordinates: number[] };
    expect(point.coordinates[0]).toBeCloseTo(village.lng, 3);
    expect(point.coordinates[1]).toBeCloseTo(village.lat, 3);
  });

  it('names regencies from zoom 7 without their villages, and nothing below zoom 7', async () => {
    const regency = await (t.db as unknown as Kysely<Record<string, Row>>)
      .selectFrom('villages')
      .select((eb) => [eb.fn.avg('lat').as('lat'), eb.fn.avg('lng').as('lng')])
      .where('regency', '=', village.regency)
      .executeTakeFirstOrThrow();
    const at = tileOf(Number(regency.lng), Number(regency.lat), 8);
    const found = await names(8, at.x, at.y);
    expect(found.regency).toContain(village.regency);
    expect(found.village).toEqual([]);
    const low = tileOf(village.lng, village.lat, 5);
    expect(await names(5, low.x, low.y)).toEqual({ regency: [], village: [] });
  });

  it('refuses a tile that cannot be', async () => {
    for (const url of ['15/0/0.pbf', '3/8/0.pbf', '3/0/8.pbf', '3/0/abc.pbf', '3/0/1', '-1/0/0.pbf']) {
      const res = await t.app.inject({
        url: `/api/public/map/places/${url}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
  });
});
