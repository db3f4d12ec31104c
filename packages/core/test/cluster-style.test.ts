import { createPropertyExpression, latest } from '@maplibre/maplibre-gl-style-spec';
import type { AddLayerObject, Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { nearbyGroups } from '../src/map-places.js';
import { addClusterLayers, clusterTextSize } from '../src/tree-clusters.js';

/** The layers `addClusterLayers` adds to a map whose style writes its labels in Noto Sans. */
function clusterLayers() {
  const added: AddLayerObject[] = [];
  const map = {
    getStyle: () => ({
      glyphs: '/api/public/map/glyphs/{fontstack}/{range}.pbf',
      layers: [{ id: 'names', type: 'symbol', layout: { 'text-font': ['Noto Sans Regular'] } }],
    }),
    addLayer: (layer: AddLayerObject) => added.push(layer),
  } as unknown as MapLibreMap;
  addClusterLayers(map, { id: 'trees', source: 'trees', count: ['get', 'count'] });
  const circle = added.find((l) => l.type === 'circle') as { paint: Record<string, unknown> };
  const symbol = added.find((l) => l.type === 'symbol') as { layout: Record<string, unknown> };
  return { circle, symbol };
}

/** A style expression evaluated for one cluster of `count` trees, as MapLibre evaluates it. */
function evaluate(value: unknown, spec: object, count: number): unknown {
  const compiled = createPropertyExpression(value, 'cluster', spec as never);
  if (compiled.result !== 'success') throw new Error(JSON.stringify(compiled.value));
  return compiled.value.evaluate({ zoom: 8 }, { type: 1, properties: { count } } as never);
}

describe('the clusters of every tree map', () => {
  it('writes the count in at most four characters, inside a circle that grows with it', () => {
    const { circle, symbol } = clusterLayers();
    const rows = [
      1, 9, 42, 100, 750, 999, 1000, 1234, 9949, 9950, 54_321, 999_499, 999_500, 1_234_567, 98_765_432,
    ].map((count) => ({
      count,
      label: String(evaluate(symbol.layout['text-field'], latest.layout_symbol['text-field'], count)),
      radius: Number(evaluate(circle.paint['circle-radius'], latest.paint_circle['circle-radius'], count)),
    }));
    expect(rows.map((r) => r.label)).toEqual([
      '1',
      '9',
      '42',
      '100',
      '750',
      '999',
      '1k',
      '1.2k',
      '9.9k',
      '10k',
      '54k',
      '999k',
      '1M',
      '1.2M',
      '99M',
    ]);
    for (const { label, radius } of rows) {
      // Digits and letters of Noto Sans at most 0.6 em wide, a point 0.3 em: the label stays inside the circle.
      const width = [...label].reduce((sum, c) => sum + (c === '.' ? 0.3 : 0.6) * clusterTextSize, 0);
      expect(width, label).toBeLessThanOrEqual(2 * radius - 4);
    }
    // Larger counts never get smaller circles.
    const radii = rows.map((r) => r.radius);
    expect(radii).toEqual([...radii].sort((a, b) => a - b));
    // Labels that would cover one another are left out, and they are written in a font the style serves.
    expect(symbol.layout['text-allow-overlap']).toBe(false);
    expect(symbol.layout['text-font']).toEqual(['Noto Sans Regular']);
  });
});

describe('pins near one another', () => {
  it('are gathered under one pin while they would cover each other', () => {
    const at = (p: { x: number; y: number }) => p;
    const pins = [
      { x: 100, y: 100 },
      { x: 300, y: 100 },
      { x: 110, y: 95 },
      { x: 300, y: 140 },
    ];
    expect(nearbyGroups(pins, at, 32)).toEqual([[pins[0], pins[2]], [pins[1]], [pins[3]]]);
    expect(nearbyGroups(pins, at, 5)).toEqual(pins.map((p) => [p]));
  });
});
