import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { uploadFor } from './support/uploads.js';

/** The media library takes a file of every kind the server knows, GeoJSON among them. */
const target = 'upload-file-media.file_media';
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

const square = [
  [110.1, -7.3],
  [110.2, -7.3],
  [110.2, -7.2],
  [110.1, -7.2],
  [110.1, -7.3],
];

describe.each(testDatabases)('GeoJSON uploads on %s', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let english: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_MAX_MB: '10' });
    auth = await login(t.app, 'admin');
    english = { ...auth, 'accept-language': 'en' };
  });
  afterAll(() => t.close());

  /** Uploads JSON as a `.geojson` file and answers the refusal's status and message. */
  async function refused(content: Buffer, headers = auth) {
    const res = await uploadFor(t.app, headers, target, content, 'peta.geojson');
    return { status: res.statusCode, message: res.json().message as string };
  }

  it('stores a FeatureCollection rewritten: rounded positions, a bounding box, no foreign members', async () => {
    const file = {
      type: 'FeatureCollection',
      name: 'batas',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
      features: [
        {
          type: 'Feature',
          id: 7,
          properties: { nama: 'Petak 1' },
          geometry: { type: 'Polygon', coordinates: [square.map(([x, y]) => [x! + 1e-9, y!])] },
          extra: 'dropped',
        },
        {
          type: 'Feature',
          properties: null,
          geometry: { type: 'Point', coordinates: [110.15, -7.25, 812.34567] },
        },
      ],
    };
    const res = await uploadFor(
      t.app,
      auth,
      target,
      Buffer.from(JSON.stringify(file, null, 2)),
      'batas.geojson',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.geojson$/);
    expect(body).toMatchObject({ filename: 'batas.geojson', mime: 'application/geo+json' });

    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/geo+json');
    expect(Number(served.headers['content-length'])).toBe(body.size);
    expect(served.json()).toEqual({
      type: 'FeatureCollection',
      bbox: [110.1, -7.3, 110.2, -7.2],
      features: [
        {
          type: 'Feature',
          id: 7,
          geometry: { type: 'Polygon', coordinates: [square] },
          properties: { nama: 'Petak 1' },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [110.15, -7.25, 812.346] },
          properties: null,
        },
      ],
    });
  });

  it('takes a lone Feature or a bare geometry, with a byte-order mark, as a FeatureCollection', async () => {
    const geometry = {
      type: 'MultiLineString',
      coordinates: [
        [
          [100, 0],
          [101, 1],
        ],
        [
          [102, 2],
          [103, 3],
        ],
      ],
    };
    for (const content of [
      json(geometry),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json({ type: 'Feature', geometry, properties: {} })]),
    ]) {
      const res = await uploadFor(t.app, auth, target, content, 'garis.json');
      expect(res.statusCode, res.body).toBe(200);
      const served = await t.app.inject({ url: res.json().url });
      expect(served.json()).toMatchObject({
        type: 'FeatureCollection',
        bbox: [100, 0, 103, 3],
        features: [{ type: 'Feature', geometry }],
      });
    }
  });

  it('refuses a file that is no JSON as a kind it does not take; a PNG named .geojson is a PNG', async () => {
    for (const content of [
      Buffer.from('type,coordinates\nPoint,"1 2"\n'),
      Buffer.from('{"type": "Feature", '),
    ]) {
      const { status, message } = await refused(content, english);
      expect(status).toBe(415);
      expect(message).toMatch(/^File type not allowed for File\. Accepted: .*geojson/);
    }
    // Bytes that are no UTF-8 text are no JSON either.
    expect((await refused(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(415);
    const png = await uploadFor(t.app, auth, target, solidPng(2, 2, [1, 2, 3]), 'peta.geojson');
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({ mime: 'image/png', url: expect.stringMatching(/\.png$/) });
  });

  it('refuses JSON that is no GeoJSON, saying why, in the caller’s language', async () => {
    expect(await refused(json({ hello: 'world' }))).toEqual({
      status: 422,
      message: 'Berkas bukan GeoJSON yang benar: isinya harus FeatureCollection, Feature atau geometri',
    });
    expect(await refused(json({ type: 'FeatureCollection', features: {} }), english)).toEqual({
      status: 422,
      message: 'File is not valid GeoJSON: features must be a list',
    });
    expect(
      (
        await refused(
          json({
            type: 'FeatureCollection',
            features: [{ type: 'Feature', geometry: { type: 'Circle', coordinates: [1, 2] } }],
          }),
          english,
        )
      ).message,
    ).toBe('File is not valid GeoJSON: the type "Circle" at features[0].geometry.type is not known');
    expect((await refused(json({ type: 'FeatureCollection', features: [] }), english)).message).toBe(
      'File is not valid GeoJSON: it holds no position',
    );
  });

  it('refuses positions that are no numbers, out of range, huge or infinite, and open rings', async () => {
    const point = (coordinates: unknown) => json({ type: 'Point', coordinates });
    const cases: [Buffer, string][] = [
      [point(['110', -7]), 'the position at Point.coordinates must be 2 or 3 numbers [longitude, latitude]'],
      [point([110]), 'the position at Point.coordinates must be 2 or 3 numbers [longitude, latitude]'],
      [
        point([110, -7, 1, 2]),
        'the position at Point.coordinates must be 2 or 3 numbers [longitude, latitude]',
      ],
      [
        point([181, -7]),
        'the position at Point.coordinates lies outside longitude -180..180 and latitude -90..90',
      ],
      [
        point([110, 1e300]),
        'the position at Point.coordinates lies outside longitude -180..180 and latitude -90..90',
      ],
      [
        Buffer.from('{"type":"Point","coordinates":[1e400,0]}'),
        'the position at Point.coordinates must be 2 or 3 numbers [longitude, latitude]',
      ],
      [
        json({ type: 'Polygon', coordinates: [square.slice(0, 4)] }),
        'the polygon ring at Polygon.coordinates[0] must end where it starts',
      ],
      [
        json({ type: 'Polygon', coordinates: [square.slice(0, 3)] }),
        'Polygon.coordinates[0] must have at least 4 positions',
      ],
      [
        json({ type: 'LineString', coordinates: [[1, 2]] }),
        'LineString.coordinates must have at least 2 positions',
      ],
    ];
    for (const [content, reason] of cases) {
      expect(await refused(content, english)).toEqual({
        status: 422,
        message: `File is not valid GeoJSON: ${reason}`,
      });
    }
  });

  it('refuses deep nesting and too many features before they cost anything', async () => {
    const deep = `{"type":"Feature","geometry":null,"properties":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    expect(await refused(Buffer.from(deep), english)).toEqual({
      status: 422,
      message: 'File is not valid GeoJSON: it is nested more than 32 levels deep',
    });
    const brackets = `{"type":"Point","coordinates":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect((await refused(Buffer.from(brackets))).status).toBe(422);
    const many = json({
      type: 'FeatureCollection',
      features: Array.from({ length: 10_001 }, () => ({ type: 'Feature', geometry: null, properties: null })),
    });
    expect(await refused(many, english)).toEqual({
      status: 422,
      message: 'File is not valid GeoJSON: it holds more than 10000 features',
    });
  });

  it('refuses GeoJSON larger than the field takes by its size, unread', async () => {
    const padding = ' '.repeat(5 * 1024 * 1024);
    const big = Buffer.from(`{"type":"Point","coordinates":[1,2]}${padding}`);
    const res = await uploadFor(t.app, auth, target, big, 'besar.geojson');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File terlalu besar: Berkas harus lebih kecil dari 5 MB');
  });

  it('refuses GeoJSON for a field that takes none, as a kind it does not take', async () => {
    const res = await uploadFor(
      t.app,
      english,
      'partners.file_logo',
      json({ type: 'Point', coordinates: [1, 2] }),
      'a.geojson',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^File type not allowed for /);
  });
});
