import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, TileCache } from '../src/features/trees/tile-cache.js';
import { createTestApp, type TestApp } from './support/server.js';

/** What an answer weighs in the cache: its bytes compressed as the cache compresses them. */
const weight = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

/** The answers kept for the maps: within a size, the oldest given up first, all given up when trees change. */
describe('the cache of map answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('keeps answers compressed within its size, giving up the oldest first', async () => {
    const [a, b, c] = ['a'.repeat(500), 'b'.repeat(400), 'c'.repeat(300)];
    const cache = new TileCache(t.db, weight(a) + weight(b));
    const made: string[] = [];
    const get = (key: string, body: string) =>
      cache.get(key, async () => {
        made.push(key);
        return body;
      });
    const kept = await get('a', a);
    expect(brotliDecompressSync(kept).toString()).toBe(a);
    await get('b', b);
    expect((await get('a', 'other')).equals(kept)).toBe(true);
    expect(made).toEqual(['a', 'b']);
    // A third answer takes the size past the two: the oldest goes.
    await get('c', c);
    await get('b', 'x');
    await get('a', a);
    expect(made).toEqual(['a', 'b', 'c', 'a']);
    // An answer larger than the whole cache is answered, never kept.
    const big = Array.from({ length: 2000 }, (_, i) => i.toString(36)).join(',');
    await get('big', big);
    expect(brotliDecompressSync(await get('big', big)).toString()).toBe(big);
    expect(made.filter((key) => key === 'big')).toHaveLength(2);
  });

  it('reads which clients take Brotli', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli('')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('sends a tile as kept to a browser, and decompressed or gzipped to other clients', async () => {
    const url = '/api/public/trees/clusters/3/6/4';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const tile = plain.json() as { type: string; features: unknown[] };
    expect(tile.type).toBe('FeatureCollection');
    expect(tile.features.length).toBeGreaterThan(0);

    const browser = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(tile);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(tile);
  });
});
