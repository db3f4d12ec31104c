import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { addressFromNominatim, NominatimGeocoder } from '../src/geocode/nominatim.js';
import { OfflineGeocoder } from '../src/geocode/offline.js';
import { distanceKm } from '../src/geocode/villages.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

const mandatory = 'Latitude & Longitude value is mandotary';

/** A Nominatim `format=jsonv2` reverse answer for a road in Kabupaten Semarang, Central Java. */
const semarangReply = {
  place_id: 231_456_789,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 123_456_789,
  lat: '-7.0301245',
  lon: '110.4898765',
  category: 'highway',
  type: 'secondary',
  place_rank: 26,
  importance: 0.0533,
  addresstype: 'road',
  name: 'Jalan Gatot Subroto',
  display_name:
    '12, Jalan Gatot Subroto, Bandarjo, Ungaran Barat, Semarang, Jawa Tengah, Jawa, 50517, Indonesia',
  address: {
    house_number: '12',
    road: 'Jalan Gatot Subroto',
    village: 'Bandarjo',
    municipality: 'Ungaran Barat',
    county: 'Semarang',
    state: 'Jawa Tengah',
    'ISO3166-2-lvl4': 'ID-JT',
    region: 'Jawa',
    'ISO3166-2-lvl3': 'ID-JW',
    postcode: '50517',
    country: 'Indonesia',
    country_code: 'id',
  },
  boundingbox: ['-7.0312000', '-7.0290000', '110.4880000', '110.4910000'],
};

const links = (lat: number, lng: number) => ({
  pinLink: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
  directionLink: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
});

const emptyParts = {
  route: '',
  streetNumber: '',
  village: '',
  subdistrict: '',
  district: '',
  province: '',
  postal_code: '',
};

interface Received {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type Mode = 'address' | 'sea' | 'broken' | 'hang';

/** A local HTTP server speaking Nominatim's reverse API; `mode` picks how it answers. */
async function startNominatim() {
  const received: Received[] = [];
  const state = { mode: 'address' as Mode };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    received.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    if (state.mode === 'hang') return;
    if (state.mode === 'broken') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service unavailable</h1>');
      return;
    }
    const body = state.mode === 'sea' ? { error: 'Unable to geocode' } : semarangReply;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback URL on which nothing listens. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function reverse(t: TestApp, auth: object, query: string, lang = 'id') {
  return t.app.inject({
    url: `/api/geocode/reverse?${query}`,
    headers: { ...auth, 'accept-language': lang },
  });
}

describe('geocoder configuration', () => {
  it('is offline by default and checks each variable by name', () => {
    expect(loadConfig({}).geocoder).toEqual({ kind: 'offline' });
    expect(
      loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'https://nominatim.example.org/' }).geocoder,
    ).toEqual({
      kind: 'nominatim',
      url: 'https://nominatim.example.org',
      userAgent: 'Rimba reverse geocoding',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/^GEOCODER must be one of offline, nominatim/);
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(/^GEOCODER_URL must be set/);
    expect(() => loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'ftp://x' })).toThrow(
      /^GEOCODER_URL must start with http:/,
    );
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: '5' })).toThrow(/^GEOCODER_TIMEOUT_MS must be/);
  });
});

describe('GET /api/geocode/reverse, offline (default)', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    auth = await login(t.app, 'viewer');
  });
  afterAll(() => t.close());

  it('needs a logged-in user, before anything else', async () => {
    for (const query of ['lat=-7.03&lng=110.49', '']) {
      const res = await reverse(t, {}, query);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/^Sesi Anda tidak valid/);
    }
  });

  it('answers 400 with the spec message when a coordinate is missing or out of range', async () => {
    const bad = ['lat=-7.03', 'lng=110.49', '', 'lat=&lng=', 'lat=91&lng=110', 'lat=-91&lng=110'];
    bad.push('lat=-7&lng=180.5', 'lat=-7&lng=-181', 'lat=abc&lng=110', 'lat=-7&lng=Infinity');
    for (const query of bad) {
      const res = await reverse(t, auth, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message: mandatory });
    }
    const english = await reverse(t, auth, 'lat=-7.03', 'en');
    expect(english.json()).toEqual({ message: mandatory });
  });

  it('names only the country of a point in Indonesia far from every village, in both languages', async () => {
    for (const lang of ['id', 'en']) {
      const res = await reverse(t, auth, 'lat=-1.68&lng=113.38', lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: {
          formatted_address: '-1.68000, 113.38000 — Indonesia',
          lat: -1.68,
          lng: 113.38,
          ...emptyParts,
          country: 'Indonesia',
          ...links(-1.68, 113.38),
        },
      });
    }
  });

  it('names France in the language of the request', async () => {
    const id = await reverse(t, auth, 'lat=48.8566&lng=2.3522', 'id');
    expect(id.json().data).toMatchObject({
      country: 'Prancis',
      formatted_address: '48.85660, 2.35220 — Prancis',
    });
    const en = await reverse(t, auth, 'lat=48.8566&lng=2.3522', 'en-GB,en;q=0.9');
    expect(en.json().data.country).toBe('France');
  });

  it('answers a point at sea with no country, but still the point and its links', async () => {
    const res = await reverse(t, auth, 'lat=-20&lng=80');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      formatted_address: '-20.00000, 80.00000',
      lat: -20,
      lng: 80,
      ...emptyParts,
      country: '',
      ...links(-20, 80),
    });
  });

  it('finds countries across the map, the poles and the antimeridian included', async () => {
    const offline = new OfflineGeocoder();
    const at = async (lat: number, lng: number) => (await offline.reverse({ lat, lng }, 'en')).country;
    expect(await at(-80, 0)).toBe('Antarctica');
    expect(await at(65.5, 176)).toBe('Russia');
    expect(await at(64, -150)).toBe('United States');
    expect(await at(-17.8, 178)).toBe('Fiji');
    expect(await at(42.6, 21.1)).toBe('Kosovo');
    expect(await at(-8.65, 115.22)).toBe('Indonesia');
    expect(await at(0, -160)).toBe('');
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const operation = res.json().paths['/api/geocode/reverse'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['lat', 'lng']);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401']);
  });
});

interface PlacedVillage {
  village_name: string;
  district: string;
  regency: string;
  province_name: string;
  unit: string;
  lat: number;
  lng: number;
}

describe.each(testDatabases)('GET /api/geocode/reverse, offline, from the villages on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let villages: PlacedVillage[];
  const nearest = (point: { lat: number; lng: number }) =>
    villages.map((v) => ({ v, km: distanceKm(point, v) })).sort((a, b) => a.km - b.km)[0] as {
      v: PlacedVillage;
      km: number;
    };
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = await login(t.app, 'viewer');
    const { rows } = await sql<PlacedVillage>`
      select v.village_name, v.district, v.regency, p.province_name, u.unit_management_name as unit,
        v.lat::float8 as lat, v.lng::float8 as lng
      from villages v join management_units u on u.id = v.unit_id join provinces p on p.id = u.province_id
      where v.lat is not null order by v.id`.execute(t.db);
    villages = rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }));
  });
  afterAll(() => t.close());

  it('names the nearest village with its kecamatan, kabupaten and province, in both languages', async () => {
    const wonosobo = villages.filter((v) => v.regency === 'Wonosobo');
    expect(wonosobo.length).toBeGreaterThan(0);
    // A point a few hundred metres from a village, nearer to it than to any other.
    const point = wonosobo
      .map((v) => ({ lat: Number((v.lat + 0.002).toFixed(5)), lng: Number((v.lng - 0.002).toFixed(5)) }))
      .find((p) => nearest(p).km < 1) as { lat: number; lng: number };
    const { v } = nearest(point);
    const where = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
    const expected = (country: string) => ({
      formatted_address: `${where} — ${v.village_name}, ${v.district}, Wonosobo, Jawa Tengah, ${country}`,
      lat: point.lat,
      lng: point.lng,
      ...emptyParts,
      village: v.village_name,
      subdistrict: v.district,
      district: 'Wonosobo',
      province: 'Jawa Tengah',
      country,
      ...links(point.lat, point.lng),
    });
    for (const lang of ['id', 'en']) {
      const res = await reverse(t, auth, `lat=${point.lat}&lng=${point.lng}`, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual(expected('Indonesia'));
    }
  });

  it('follows a village moved elsewhere: the answer comes from the table, not from a copy', async () => {
    await sql`update villages set lat = -1.69, lng = 113.39 where village_name = ${villages[0]?.village_name}
      and regency = ${villages[0]?.regency}`.execute(t.db);
    try {
      const res = await reverse(t, auth, 'lat=-1.68&lng=113.38', 'en');
      expect(res.json().data).toMatchObject({
        village: villages[0]?.village_name,
        district: villages[0]?.regency,
        province: villages[0]?.province_name,
        country: 'Indonesia',
      });
    } finally {
      await sql`update villages set lat = ${villages[0]?.lat}, lng = ${villages[0]?.lng}
        where village_name = ${villages[0]?.village_name} and regency = ${villages[0]?.regency}`.execute(
        t.db,
      );
    }
  });

  it('names only the province beyond 15 km of every village, while its nearest village is within 50 km', async () => {
    const kutai = villages.filter((v) => v.regency === 'Kutai Kartanegara');
    const west = kutai.reduce((a, b) => (a.lng < b.lng ? a : b));
    const point = { lat: west.lat, lng: Number((west.lng - 0.3).toFixed(5)) };
    const { km } = nearest(point);
    expect(km).toBeGreaterThan(15);
    expect(km).toBeLessThan(50);
    const res = await reverse(t, auth, `lat=${point.lat}&lng=${point.lng}`, 'id');
    expect(res.json().data).toMatchObject({
      formatted_address: `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)} — Kalimantan Timur, Indonesia`,
      village: '',
      subdistrict: '',
      district: '',
      province: 'Kalimantan Timur',
      country: 'Indonesia',
    });
  });

  it('names no village for a point at sea, however near the coast villages are', async () => {
    // The Java Sea north of Kendal: demo villages lie within 50 km, but the point is in no country.
    const point = { lat: -6.75, lng: 110.2 };
    expect(nearest(point).km).toBeLessThan(50);
    for (const lang of ['id', 'en']) {
      const res = await reverse(t, auth, `lat=${point.lat}&lng=${point.lng}`, lang);
      expect(res.json().data).toEqual({
        formatted_address: '-6.75000, 110.20000',
        lat: -6.75,
        lng: 110.2,
        ...emptyParts,
        country: '',
        ...links(-6.75, 110.2),
      });
    }
  });

  it('names no village of Indonesia for a point in another country', async () => {
    const [v] = villages as [PlacedVillage];
    // A village placed a few kilometres from a point in Sarawak, Malaysia.
    await sql`update villages set lat = 1.32, lng = 110.52 where village_name = ${v.village_name}
      and regency = ${v.regency}`.execute(t.db);
    try {
      const res = await reverse(t, auth, 'lat=1.3&lng=110.5', 'en');
      expect(res.json().data).toMatchObject({ country: 'Malaysia', village: '', province: '' });
    } finally {
      await sql`update villages set lat = ${v.lat}, lng = ${v.lng}
        where village_name = ${v.village_name} and regency = ${v.regency}`.execute(t.db);
    }
  });
});

describe('GET /api/geocode/reverse through Nominatim', () => {
  let nominatim: Awaited<ReturnType<typeof startNominatim>>;
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    nominatim = await startNominatim();
    t = await createTestApp('pglite', {
      GEOCODER: 'nominatim',
      GEOCODER_URL: `${nominatim.url}/`,
      GEOCODER_USER_AGENT: 'Rimba test suite',
      GEOCODER_TIMEOUT_MS: '300',
    });
    auth = await login(t.app, 'viewer');
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });

  it('asks the service in the language of the request and maps its Indonesian address', async () => {
    nominatim.state.mode = 'address';
    nominatim.received.length = 0;
    const res = await reverse(t, auth, 'lat=-7.03&lng=110.49', 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        formatted_address: semarangReply.display_name,
        lat: -7.03,
        lng: 110.49,
        route: 'Jalan Gatot Subroto',
        streetNumber: '12',
        village: 'Bandarjo',
        subdistrict: 'Ungaran Barat',
        district: 'Semarang',
        province: 'Jawa Tengah',
        country: 'Indonesia',
        postal_code: '50517',
        ...links(-7.03, 110.49),
      },
    });
    expect(nominatim.received).toHaveLength(1);
    const [asked] = nominatim.received;
    expect(asked?.path).toBe('/reverse');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      format: 'jsonv2',
      lat: '-7.03',
      lon: '110.49',
      addressdetails: '1',
      'accept-language': 'en',
    });
    expect(asked?.headers['user-agent']).toBe('Rimba test suite');
  });

  it('answers the same point again from memory, but asks again in another language', async () => {
    nominatim.state.mode = 'address';
    nominatim.received.length = 0;
    await reverse(t, auth, 'lat=-7.04&lng=110.48', 'id');
    await reverse(t, auth, 'lat=-7.040001&lng=110.480001', 'id');
    expect(nominatim.received).toHaveLength(1);
    await reverse(t, auth, 'lat=-7.04&lng=110.48', 'en');
    expect(nominatim.received.map((r) => r.query.get('accept-language'))).toEqual(['id', 'en']);
  });

  it('answers offline for a point the service knows no address for', async () => {
    nominatim.state.mode = 'sea';
    const res = await reverse(t, auth, 'lat=-20&lng=81');
    expect(res.json().data).toMatchObject({ formatted_address: '-20.00000, 81.00000', country: '' });
  });

  it('answers offline when the service fails or is too slow', async () => {
    nominatim.state.mode = 'broken';
    const broken = await reverse(t, auth, 'lat=-1.69&lng=113.37');
    expect(broken.statusCode).toBe(200);
    expect(broken.json().data).toMatchObject({
      formatted_address: '-1.69000, 113.37000 — Indonesia',
      country: 'Indonesia',
      village: '',
    });
    nominatim.state.mode = 'hang';
    const started = Date.now();
    const slow = await reverse(t, auth, 'lat=48.8566&lng=2.3522', 'en');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(slow.statusCode).toBe(200);
    expect(slow.json().data).toMatchObject({ country: 'France', route: '' });
    // A failure is not remembered: the service is asked again once it is back.
    nominatim.state.mode = 'address';
    const back = await reverse(t, auth, 'lat=-1.69&lng=113.37');
    expect(back.json().data.village).toBe('Bandarjo');
  });

  it('reads a kota address: kelurahan as village, kecamatan from city_district', () => {
    const found = addressFromNominatim(
      {
        display_name: 'Jakarta, Loa Bakung, Sungai Kunjang, Samarinda, Kalimantan Timur, 75391, Indonesia',
        address: {
          road: 'Jakarta',
          village: 'Loa Bakung',
          city_district: 'Sungai Kunjang',
          city: 'Samarinda',
          state: 'Kalimantan Timur',
          postcode: '75391',
          country: 'Indonesia',
        },
      },
      '-0.53543, 117.09144',
    );
    expect(found).toMatchObject({
      route: 'Jakarta',
      village: 'Loa Bakung',
      subdistrict: 'Sungai Kunjang',
      district: 'Samarinda',
      province: 'Kalimantan Timur',
    });
  });
});

describe('GET /api/geocode/reverse with the service down', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp('pglite', { GEOCODER: 'nominatim', GEOCODER_URL: await closedPortUrl() });
    auth = await login(t.app, 'viewer');
  });
  afterAll(() => t.close());

  it('answers the offline result', async () => {
    const res = await reverse(t, auth, 'lat=-1.68&lng=113.38');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      formatted_address: '-1.68000, 113.38000 — Indonesia',
      lat: -1.68,
      lng: 113.38,
      ...emptyParts,
      country: 'Indonesia',
      ...links(-1.68, 113.38),
    });
  });

  it('logs a warning that names the service', async () => {
    const url = await closedPortUrl();
    const warn = vi.fn();
    const geocoder = new NominatimGeocoder({
      url,
      userAgent: 'test',
      timeoutMs: 1000,
      fallback: new OfflineGeocoder(),
      log: { warn } as unknown as FastifyBaseLogger,
    });
    const found = await geocoder.reverse({ lat: 48.8566, lng: 2.3522 }, 'id');
    expect(found.country).toBe('Prancis');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ geocoder: url });
  });
});
