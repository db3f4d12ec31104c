import { describe, expect, it } from 'vitest';
import { basemapColours, indonesiaBounds, mapStyle, offlineBasemapStyle } from '../src/map-style.js';

describe('offline basemap', () => {
  it('draws the sea and the bundled Natural Earth countries without any network', () => {
    const style = offlineBasemapStyle();
    expect(style.version).toBe(8);
    const countries = style.sources.countries;
    expect(countries?.type).toBe('geojson');
    const data = (countries as { data: { type: string; features: { geometry: { type: string } }[] } }).data;
    expect(data.type).toBe('FeatureCollection');
    expect(data.features.length).toBeGreaterThan(150);
    expect(data.features.every((f) => /Polygon/.test(f.geometry.type))).toBe(true);
    expect(style.layers.map((l) => [l.id, l.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['borders', 'line'],
    ]);
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': basemapColours.water } });
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
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
