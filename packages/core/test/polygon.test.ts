import { describe, expect, it } from 'vitest';
import { checkPolygon, maxPolygonVertices, polygonContains } from '../src/polygon.js';
import { defineResource } from '../src/resource.js';
import { validateRecord } from '../src/validation/record.js';

const plot = defineResource({
  name: 'plot',
  title: { id: 'Petak', en: 'Plot' },
  menu: { module: 'master', path: '/plot' },
  fields: {
    boundary: { type: 'polygon', label: { id: 'Batas', en: 'Boundary' }, area: 'area_ha' },
    area_ha: { type: 'decimal', label: { id: 'Luas', en: 'Area' }, form: false },
  },
});

const square = [
  [110, -7],
  [110.01, -7],
  [110.01, -7.01],
  [110, -7.01],
  [110, -7],
];

const errorOf = (boundary: unknown) => validateRecord(plot, { boundary }, 'en', 'create').errors.boundary;

describe('the polygon field type', () => {
  it('takes a Polygon and a MultiPolygon, keeping longitude and latitude only', () => {
    const polygon = validateRecord(
      plot,
      { boundary: { type: 'Polygon', coordinates: [square], bbox: [1] } },
      'en',
      'create',
    );
    expect(polygon.errors).toEqual({});
    expect(polygon.values.boundary).toEqual({ type: 'Polygon', coordinates: [square] });
    const withHeight = square.map(([x, y]) => [x, y, 12]);
    const multi = validateRecord(
      plot,
      { boundary: { type: 'MultiPolygon', coordinates: [[withHeight]] } },
      'en',
      'create',
    );
    expect(multi.values.boundary).toEqual({ type: 'MultiPolygon', coordinates: [[square]] });
  });

  it('refuses an open ring, too few points, NaN, coordinates out of range and other geometries', () => {
    const message =
      'Boundary must be a GeoJSON polygon: closed rings of at least 4 points with valid coordinates';
    expect(errorOf({ type: 'Polygon', coordinates: [square.slice(0, 4)] })).toEqual([message]);
    expect(errorOf({ type: 'Polygon', coordinates: [[square[0], square[1], square[0]]] })).toEqual([message]);
    expect(
      errorOf({ type: 'Polygon', coordinates: [[...square.slice(0, 4), [Number.NaN, 1], square[0]]] }),
    ).toEqual([message]);
    expect(errorOf({ type: 'Polygon', coordinates: [square.map(([x, y]) => [x! + 100, y])] })).toEqual([
      message,
    ]);
    expect(errorOf({ type: 'Point', coordinates: [110, -7] })).toEqual([message]);
    expect(errorOf({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [square] } })).toEqual([
      message,
    ]);
    expect(errorOf('POLYGON((110 -7, 111 -7))')).toEqual([message]);
    expect(errorOf({ type: 'Polygon', coordinates: [] })).toEqual([message]);
  });

  it('refuses a shape whose edges cross, and one of too many corners, quickly', () => {
    const bowTie = [
      [110, -7],
      [110.01, -7.01],
      [110.01, -7],
      [110, -7.01],
      [110, -7],
    ];
    expect(errorOf({ type: 'Polygon', coordinates: [bowTie] })).toEqual([
      'The edges of Boundary may not cross each other',
    ]);
    const circle = (n: number) => {
      const ring = Array.from({ length: n }, (_, i) => [
        110 + Math.cos((2 * Math.PI * i) / n) / 100,
        -7 + Math.sin((2 * Math.PI * i) / n) / 100,
      ]);
      return [...ring, ring[0]];
    };
    const started = performance.now();
    expect(checkPolygon({ type: 'Polygon', coordinates: [circle(maxPolygonVertices - 1)] }).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(errorOf({ type: 'Polygon', coordinates: [circle(maxPolygonVertices)] })).toEqual([
      `Boundary may not have more than ${maxPolygonVertices} corners`,
    ]);
    const huge = { type: 'MultiPolygon', coordinates: Array.from({ length: 100_000 }, () => [square]) };
    expect(checkPolygon(huge)).toEqual({ ok: false, why: 'max_vertices' });
  });

  it('tells whether a point lies inside, holes left out', () => {
    const hole = [
      [110.004, -7.004],
      [110.006, -7.004],
      [110.006, -7.006],
      [110.004, -7.006],
      [110.004, -7.004],
    ];
    const shape = { type: 'Polygon' as const, coordinates: [square, hole] as [number, number][][] };
    expect(polygonContains(shape, [110.002, -7.002])).toBe(true);
    expect(polygonContains(shape, [110.005, -7.005])).toBe(false);
    expect(polygonContains(shape, [111, -7.005])).toBe(false);
  });

  it('names a decimal field outside the form for the area, or the declaration fails', () => {
    expect(() =>
      defineResource({
        name: 'bad',
        title: { id: 'x', en: 'x' },
        menu: { module: 'master', path: '/bad' },
        fields: {
          boundary: { type: 'polygon', label: { id: 'Batas', en: 'Boundary' }, area: 'name' },
          name: { type: 'text', label: { id: 'Nama', en: 'Name' } },
        },
      }),
    ).toThrow(/area/);
  });
});
