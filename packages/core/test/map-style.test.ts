import { geoContains } from 'd3-geo';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point } from 'geojson';
import type { SymbolLayerSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  basemapColours,
  basemapFont,
  glyphsUrl,
  indonesiaBounds,
  mapStyle,
  offlineBasemapStyle,
} from '../src/map-style.js';

describe('offline basemap', () => {
  it('draws the sea, the world at 1:110m and Indonesia with its neighbours at 1:10m, from bundled data', () => {
    const style = offlineBasemapStyle();
    expect(style.version).toBe(8);
    type Collection = { type: string; features: { id?: unknown; geometry: { type: string } }[] };
    const data = (id: string) => (style.sources[id] as { type: string; data: Collection }).data;
    expect(style.sources.countries?.type).toBe('geojson');
    expect(data('countries').type).toBe('FeatureCollection');
    expect(data('countries').features.length).toBeGreaterThan(150);
    expect(data('countries').features.every((f) => /Polygon/.test(f.geometry.type))).toBe(true);
    // Indonesia, Malaysia, Brunei, Singapore, Timor-Leste and Papua New Guinea come from the finer shapes only.
    const detailIds = data('countries-detail').features.map((f) => String(f.id));
    expect(detailIds.sort()).toEqual(['096', '360', '458', '598', '626', '702']);
    expect(data('countries').features.some((f) => detailIds.includes(String(f.id)))).toBe(false);
    expect(style.layers.map((l) => [l.id, l.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['land-detail', 'fill'],
      ['borders', 'line'],
      ['borders-detail', 'line'],
      ['province-borders', 'line'],
      ['province-labels', 'symbol'],
      ['regency-labels', 'symbol'],
      ['village-points', 'circle'],
      ['village-labels', 'symbol'],
    ]);
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': basemapColours.water } });
    expect(style.sprite).toBeUndefined();
    // Nothing is fetched from anywhere but the app's own server.
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });

  it("has Indonesia's coasts finer than 1:110m: islands the coarse shapes leave out are there", () => {
    const style = offlineBasemapStyle();
    const indonesia = (style.sources['countries-detail'] as { data: FeatureCollection }).data.features.find(
      (f) => String(f.id) === '360',
    );
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

  it('draws the borders between provinces on land, not across the sea', () => {
    const style = offlineBasemapStyle();
    const borders = (style.sources['province-borders'] as { data: Feature<MultiLineString> }).data;
    const points = borders.geometry.coordinates.flat();
    const near = (west: number, south: number, east: number, north: number) =>
      points.some(([lng = 0, lat = 0]) => lng > west && lng < east && lat > south && lat < north);
    expect(near(108.3, -7.9, 109.1, -6.7)).toBe(true); // Jawa Barat and Jawa Tengah
    expect(near(100.3, -0.3, 101.5, 1.2)).toBe(true); // Sumatera Barat and Riau
    expect(near(105.5, -6.1, 106.0, -5.8)).toBe(false); // the Sunda Strait: Banten and Lampung share no land
    expect(near(110.0, -5.5, 111.0, -4.5)).toBe(false); // the Java Sea
    const indonesia = (style.sources['countries-detail'] as { data: FeatureCollection }).data.features.find(
      (f) => String(f.id) === '360',
    );
    const onLand = points.filter((p) => geoContains(indonesia!, p as [number, number])).length;
    expect(onLand / points.length).toBeGreaterThan(0.95);
    const layer = style.layers.find((l) => l.id === 'province-borders');
    expect(layer).toMatchObject({ type: 'line', source: 'province-borders', minzoom: 4 });
  });

  it("names Indonesia's 38 provinces in Noto Sans, whose glyphs the app's server serves", () => {
    const style = offlineBasemapStyle();
    expect(style.glyphs).toBe('/api/public/map/glyphs/{fontstack}/{range}.pbf');
    expect(glyphsUrl('https://rimba.example/api/')).toBe(
      'https://rimba.example/api/public/map/glyphs/{fontstack}/{range}.pbf',
    );
    expect(offlineBasemapStyle({ apiBase: 'https://rimba.example/api/' }).glyphs).toBe(
      'https://rimba.example/api/public/map/glyphs/{fontstack}/{range}.pbf',
    );
    const labels = style.layers.find((l) => l.id === 'province-labels') as SymbolLayerSpecification;
    expect(labels.layout?.['text-font']).toEqual([basemapFont]);
    expect(labels.layout?.['text-field']).toEqual(['get', 'name']);
    const points = (
      style.sources.provinces as unknown as { data: FeatureCollection<Point, { name: string }> }
    ).data;
    expect(points.features).toHaveLength(38);
    const at = (name: string) =>
      points.features.find((f) => f.properties.name === name)?.geometry.coordinates;
    expect(at('Jawa Tengah')).toEqual([110.14, -7.15]);
    expect(at('Papua Pegunungan')).toEqual([138.9, -4.1]);
  });

  it("names regencies from zoom 7 and villages from zoom 11, from the server's vector tiles of the region data", () => {
    const style = offlineBasemapStyle({ apiBase: 'https://rimba.example/api' });
    expect(style.sources.places).toEqual({
      type: 'vector',
      tiles: ['https://rimba.example/api/public/map/places/{z}/{x}/{y}.pbf'],
      minzoom: 7,
      maxzoom: 14,
    });
    const layer = (id: string) => style.layers.find((l) => l.id === id) as SymbolLayerSpecification;
    expect(layer('regency-labels')).toMatchObject({
      'source-layer': 'places',
      minzoom: 7,
      filter: ['==', ['get', 'kind'], 'regency'],
    });
    expect(layer('village-labels')).toMatchObject({
      'source-layer': 'places',
      minzoom: 11,
      filter: ['==', ['get', 'kind'], 'village'],
    });
    expect(layer('village-labels').layout?.['text-font']).toEqual([basemapFont]);
  });

  it('is drawn when the server names no style URL, and the URL is loaded when it does', () => {
    expect(mapStyle('https://tiles.example/style.json')).toBe('https://tiles.example/style.json');
    expect(mapStyle(' https://tiles.example/style.json ')).toBe('https://tiles.example/style.json');
    expect(mapStyle(null)).toMatchObject({ name: 'Rimba offline basemap' });
    expect(mapStyle('')).toMatchObject({ name: 'Rimba offline basemap' });
    expect(mapStyle(undefined)).toMatchObject({ name: 'Rimba offline basemap' });
  });

  it('opens on Indonesia, from Sabang to Merauke and Rote to Miangas', () => {
    const [west, south, east, north] = indonesiaBounds;
    const inside = (lng: number, lat: number) => lng > west && lng < east && lat > south && lat < north;
    expect(inside(95.32, 5.89)).toBe(true); // Sabang
    expect(inside(140.4, -8.49)).toBe(true); // Merauke
    expect(inside(123.07, -10.73)).toBe(true); // Rote
    expect(inside(126.59, 5.56)).toBe(true); // Miangas
    expect(inside(110.49, -7.03)).toBe(true); // Semarang
  });
});
