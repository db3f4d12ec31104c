import { describe, expect, it } from 'vitest';
import { polygonAreaHa } from '../src/resources/polygon-area.js';

/** One kilometre in degrees of latitude (and of longitude at the equator) on the mean Earth. */
const km = 1000 / ((6_371_008.8 * Math.PI) / 180);
const square = (x: number, y: number, side: number): [number, number][] => [
  [x, y],
  [x + side, y],
  [x + side, y + side],
  [x, y + side],
  [x, y],
];

describe('the area of a shape', () => {
  it('is about 100 ha for a square kilometre at the equator, whichever way its ring winds', () => {
    const ring = square(110, 0, km);
    expect(Math.abs(polygonAreaHa({ type: 'Polygon', coordinates: [ring] }) - 100)).toBeLessThan(0.5);
    expect(
      Math.abs(polygonAreaHa({ type: 'Polygon', coordinates: [[...ring].reverse()] }) - 100),
    ).toBeLessThan(0.5);
  });

  it('leaves the holes out and adds the parts of a MultiPolygon', () => {
    const outer = square(110, 0, km);
    const hole = square(110 + km / 4, km / 4, km / 2);
    expect(Math.abs(polygonAreaHa({ type: 'Polygon', coordinates: [outer, hole] }) - 75)).toBeLessThan(0.5);
    const other = square(111, 0, km);
    expect(
      Math.abs(polygonAreaHa({ type: 'MultiPolygon', coordinates: [[outer], [other]] }) - 200),
    ).toBeLessThan(1);
  });
});
