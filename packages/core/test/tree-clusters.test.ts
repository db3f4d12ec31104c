import { describe, expect, it } from 'vitest';
import { tileAt, tilesFor } from '../src/tree-clusters.js';

describe('the tiles a tree map asks for', () => {
  it('numbers tiles as Web Mercator map clients do', () => {
    expect(tileAt(0, 0, 0)).toEqual([0, 0]);
    expect(tileAt(109.9, -7.36, 6)).toEqual([51, 33]);
    expect(tileAt(-180, 85.06, 3)).toEqual([0, 0]);
    expect(tileAt(180, -85.06, 3)).toEqual([7, 7]);
  });

  it('covers the view with at most 16 tiles, asking a coarser zoom for a large view', () => {
    const java = tilesFor([105, -9, 115, -5], 9);
    expect(java.tiles.length).toBeLessThanOrEqual(16);
    expect(java.z).toBeLessThan(9);
    for (const [lng, lat] of [
      [105, -9],
      [115, -5],
      [110, -7],
    ] as const) {
      expect(java.tiles).toContainEqual(tileAt(lng, lat, java.z));
    }
    const village = tilesFor([109.89, -7.37, 109.91, -7.35], 14);
    expect(village.z).toBe(14);
    expect(village.tiles.length).toBeLessThanOrEqual(4);
    expect(tilesFor([-180, -85, 180, 85], 5)).toEqual({ z: 2, tiles: expect.any(Array) });
  });
});
