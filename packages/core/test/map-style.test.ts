import type { FeatureCollection, Point } from 'geojson';
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
  it("draws the sea, then the world at 1:110m, Indonesia with its neighbours at 1:10m and its provinces' borders, fetched from the app's server as GeoJSON", () => {
    const style = offlineBasemapStyle();
    expect(style.version).toBe(8);
    // The shapes are data the server serves, not part of the style (nor of the script that makes it).
    for (const name of ['countries', 'countries-detail', 'province-borders']) {
      expect(style.sources[name]).toEqual({
        type: 'geojson',
        data: `/api/public/map/basemap/${name}.geojson`,
        attribution: 'Natural Earth',
      });
    }
    expect(
      (offlineBasemapStyle({ apiBase: 'https://rimba.example/api/' }).sources.countries as { data: string })
        .data,
    ).toBe('https://rimba.example/api/public/map/basemap/countries.geojson');
    expect(JSON.stringify(style).length).toBeLessThan(10_000);
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
    expect(style.layers.find((l) => l.id === 'province-borders')).toMatchObject({
      type: 'line',
      source: 'province-borders',
      minzoom: 4,
    });
    expect(style.sprite).toBeUndefined();
    // Nothing is fetched from anywhere but the app's own server.
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
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
