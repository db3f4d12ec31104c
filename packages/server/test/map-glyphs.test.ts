import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/server.js';

/** Reads the fields of one protobuf message: [field number, varint or bytes] in order. */
function fields(bytes: Uint8Array): [number, number | Uint8Array][] {
  const out: [number, number | Uint8Array][] = [];
  let at = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = bytes[at++] as number;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const key = varint();
    const wire = key & 7;
    if (wire === 0) out.push([key >>> 3, varint()]);
    else if (wire === 2) {
      const length = varint();
      out.push([key >>> 3, bytes.subarray(at, at + length)]);
      at += length;
    } else throw new Error(`unexpected wire type ${wire}`);
  }
  return out;
}

/** A MapLibre glyphs PBF: its font stacks, each with its name, range and the code points it draws. */
function glyphStacks(body: Buffer) {
  const text = (b: number | Uint8Array) => new TextDecoder().decode(b as Uint8Array);
  return fields(body)
    .filter(([n]) => n === 1)
    .map(([, stack]) => {
      const parts = fields(stack as Uint8Array);
      return {
        name: text(parts.find(([n]) => n === 1)?.[1] ?? new Uint8Array()),
        range: text(parts.find(([n]) => n === 2)?.[1] ?? new Uint8Array()),
        ids: parts
          .filter(([n]) => n === 3)
          .map(([, glyph]) => fields(glyph as Uint8Array).find(([n]) => n === 1)?.[1] as number),
      };
    });
}

describe('GET /api/public/map/glyphs/{fontstack}/{range}.pbf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const get = (path: string, lang = 'id') =>
    t.app.inject({ url: `/api/public/map/glyphs/${path}`, headers: { 'accept-language': lang } });

  it('answers the Noto Sans glyphs of a range as protobuf, kept by browsers for a year', async () => {
    const res = await get('Noto%20Sans%20Regular/0-255.pbf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [stack, ...more] = glyphStacks(res.rawPayload);
    expect(more).toEqual([]);
    expect(stack?.name).toBe('Noto Sans Regular');
    expect(stack?.range).toBe('0-255');
    // The letters of "Jawa Tengah" and "Kepulauan Bangka Belitung" are there.
    for (const letter of 'JawTenghKpulBbi ') expect(stack?.ids).toContain(letter.charCodeAt(0));
    expect(stack?.ids.every((id) => id >= 0 && id <= 255)).toBe(true);

    const latin = glyphStacks((await get('Noto%20Sans%20Regular/256-511.pbf')).rawPayload);
    expect(latin[0]?.ids.every((id) => id >= 256 && id <= 511)).toBe(true);
  });

  it('takes the first known font of a stack MapLibre joined with commas', async () => {
    const res = await get('Open%20Sans%20Bold,Noto%20Sans%20Regular/0-255.pbf');
    expect(res.statusCode).toBe(200);
    expect(glyphStacks(res.rawPayload)[0]?.name).toBe('Noto Sans Regular');
  });

  it('answers 404 for an unknown font stack or a path outside the fonts', async () => {
    for (const path of [
      'Comic%20Sans/0-255.pbf',
      '..%2F..%2F..%2Fpackage.json/0-255.pbf',
      '..%2Fstyles/0-255.pbf',
      '.%2FNoto%20Sans%20Regular/0-255.pbf',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message, path).toMatch(/^Fon peta tidak dikenal: /);
    }
    expect((await get('../../../package.json')).statusCode).toBe(404);
    const english = await get('Comic%20Sans/0-255.pbf', 'en');
    expect(english.json()).toEqual({ message: 'Unknown map font: Comic Sans' });
  });

  it('answers 400 for a range that is not 256 code points from a multiple of 256', async () => {
    for (const range of [
      '0-256.pbf',
      '1-256.pbf',
      '0-255',
      '0-255.json',
      '..%2F0-255.pbf',
      '65536-65791.pbf',
    ]) {
      const res = await get(`Noto%20Sans%20Regular/${range}`, 'en');
      expect(res.statusCode, range).toBe(400);
      expect(res.json().message, range).toMatch(/^Invalid glyph range: .* \(e\.g\. 0-255\.pbf\)$/);
    }
  });
});
