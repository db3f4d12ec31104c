import { brotliDecompressSync } from 'node:zlib';
import { apparentGlobeRadius, globeStartView, stillGlobeSize } from '@rimba/core/map-style';
import { geoContains } from 'd3-geo';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/server.js';

describe('GET /api/public/map/basemap/{name}.geojson', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const get = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/public/map/basemap/${name}`, headers });
  const shapes = async <T>(name: string): Promise<T> => (await get(name)).json() as T;

  it('answers GeoJSON kept by browsers for a week, revalidated by its entity tag', async () => {
    const res = await get('countries.geojson');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const tag = String(res.headers.etag);
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    expect(res.json()).toMatchObject({ type: 'FeatureCollection' });

    const again = await get('countries.geojson', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('countries-detail.geojson')).headers.etag).not.toBe(tag);

    // A browser that takes Brotli gets it compressed: the 1:10m coasts in a fraction of their size.
    const packed = await get('countries-detail.geojson', { 'accept-encoding': 'br' });
    expect(packed.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(packed.rawPayload).toString();
    expect(JSON.parse(text)).toMatchObject({ type: 'FeatureCollection' });
    expect(packed.rawPayload.length).toBeLessThan(text.length / 3);
  });

  it('draws the world at 1:110m and Indonesia with its neighbours at 1:10m, each country once', async () => {
    const world = await shapes<FeatureCollection>('countries.geojson');
    const detail = await shapes<FeatureCollection>('countries-detail.geojson');
    expect(world.features.length).toBeGreaterThan(150);
    expect(world.features.every((f) => /Polygon/.test(f.geometry.type))).toBe(true);
    // Indonesia, Malaysia, Brunei, Singapore, Timor-Leste and Papua New Guinea come from the finer shapes only.
    const detailIds = detail.features.map((f) => String(f.id));
    expect(detailIds.sort()).toEqual(['096', '360', '458', '598', '626', '702']);
    expect(world.features.some((f) => detailIds.includes(String(f.id)))).toBe(false);
  });

  it("has Indonesia's coasts finer than 1:110m: islands the coarse shapes leave out are there", async () => {
    const detail = await shapes<FeatureCollection>('countries-detail.geojson');
    const indonesia = detail.features.find((f) => String(f.id) === '360');
    expect(indonesia?.geometry.type).toBe('MultiPolygon');
    const polygons = (indonesia!.geometry as MultiPolygon).coordinates;
    // Natural Earth draws Indonesia with 13 islands at 1:110m, 133 at 1:50m and 264 at 1:10m: all are kept.
    expect(polygons.length).toBeGreaterThanOrEqual(264);
    const holds = (lng: number, lat: number) =>
      polygons.some((p) => geoContains({ type: 'Polygon', coordinates: p }, [lng, lat]));
    for (const [lng, lat, name] of [
      [115.19, -8.41, 'Bali'],
      [116.3, -8.6, 'Lombok'],
      [106.1, -2.1, 'Bangka'],
      [107.9, -2.85, 'Belitung'],
      [113.3, -7.05, 'Madura'],
      [97.6, 1.1, 'Nias'],
      [128.1, 1.0, 'Halmahera'],
    ] as const) {
      expect(holds(lng, lat), name).toBe(true);
    }
    expect(holds(110.0, -5.0)).toBe(false); // the Java Sea
  });

  it('draws the borders between provinces on land, not across the sea', async () => {
    const borders = await shapes<Feature<MultiLineString>>('province-borders.geojson');
    const points = borders.geometry.coordinates.flat();
    const near = (west: number, south: number, east: number, north: number) =>
      points.some(([lng = 0, lat = 0]) => lng > west && lng < east && lat > south && lat < north);
    expect(near(108.3, -7.9, 109.1, -6.7)).toBe(true); // Jawa Barat and Jawa Tengah
    expect(near(100.3, -0.3, 101.5, 1.2)).toBe(true); // Sumatera Barat and Riau
    expect(near(105.5, -6.1, 106.0, -5.8)).toBe(false); // the Sunda Strait: Banten and Lampung share no land
    expect(near(110.0, -5.5, 111.0, -4.5)).toBe(false); // the Java Sea
    const detail = await shapes<FeatureCollection>('countries-detail.geojson');
    const indonesia = detail.features.find((f) => String(f.id) === '360');
    const onLand = points.filter((p) => geoContains(indonesia!, p as [number, number])).length;
    expect(onLand / points.length).toBeGreaterThan(0.95);
  });

  it('answers 404 for a name it does not serve, in the caller’s language', async () => {
    for (const name of ['rivers.geojson', 'countries.json', '..%2Fdetail.geojson']) {
      const res = await get(name, { 'accept-language': 'en' });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ message: 'Data not found' });
    }
    expect((await get('rivers.geojson')).json()).toEqual({ message: 'Data tidak ditemukan' });
  });
});

describe('GET /api/public/map/globe.svg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it("draws the tracker's globe as it first shows, Indonesia in its middle, kept by browsers for a week", async () => {
    const res = await t.app.inject({ url: '/api/public/map/globe.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const size = stillGlobeSize;
    expect(res.body).toContain(`viewBox="0 0 ${size} ${size}"`);
    // The sphere the size the live globe shows at its start, on a map 300 to 700 px tall.
    const radius = Number(/<circle[^>]* r="([\d.]+)"/.exec(res.body)?.[1]);
    expect(radius).toBeGreaterThan(apparentGlobeRadius(globeStartView.zoom, 300));
    expect(radius).toBeLessThan(apparentGlobeRadius(globeStartView.zoom, 700));
    // Land at its middle (Borneo, at 117° E 2° S is the Makassar Strait's coast), none past its edge.
    const land = /<path d="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const points = [...land.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(points.length).toBeGreaterThan(1000);
    const c = size / 2;
    expect(points.every(([x, y]) => Math.hypot(x! - c, y! - c) <= radius + 0.5)).toBe(true);
    expect(points.some(([x, y]) => Math.hypot(x! - c, y! - c) < 20)).toBe(true);

    const again = await t.app.inject({
      url: '/api/public/map/globe.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
