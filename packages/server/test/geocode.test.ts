import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { addressFromNominatim, NominatimGeocoder } from '../src/geocode/nominatim.js';
import { OfflineGeocoder } from '../src/geocode/offline.js';
import { createTestApp, login, type TestApp } from './support/server.js';

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

  it('names the country of a point in Central Java in both languages', async () => {
    for (const lang of ['id', 'en']) {
      const res = await reverse(t, auth, 'lat=-7.03&lng=110.49', lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: {
          formatted_address: '-7.03000, 110.49000 — Indonesia',
          lat: -7.03,
          lng: 110.49,
          ...emptyParts,
          country: 'Indonesia',
          ...links(-7.03, 110.49),
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
    const broken = await reverse(t, auth, 'lat=-7.05&lng=110.47');
    expect(broken.statusCode).toBe(200);
    expect(broken.json().data).toMatchObject({
      formatted_address: '-7.05000, 110.47000 — Indonesia',
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
    const back = await reverse(t, auth, 'lat=-7.05&lng=110.47');
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
    const res = await reverse(t, auth, 'lat=-7.03&lng=110.49');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      formatted_address: '-7.03000, 110.49000 — Indonesia',
      lat: -7.03,
      lng: 110.49,
      ...emptyParts,
      country: 'Indonesia',
      ...links(-7.03, 110.49),
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
