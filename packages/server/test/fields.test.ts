import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { km, squareAt } from './support/shapes.js';

/** The fields farmers plant on (master data): listed, found by their farmer, and only in Indonesia. */
describe.each(testDatabases)('planting fields on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'id') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });

  it("lists the demo fields and finds a farmer's by the farmer's name", async () => {
    const all = (await call('GET', '/api/fields/list?limit=5')).json();
    expect(all.total).toBeGreaterThan(800);
    const first = all.data[0];
    const farmer = (await call('GET', `/api/farmers/${first.farmer_id}/show`)).json().data;
    const found = (
      await call('GET', `/api/fields/list?search=${encodeURIComponent(farmer.farmer_name)}&limit=100`)
    ).json();
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.some((f: { id: number }) => f.id === first.id)).toBe(true);
  });

  it('takes a field in Indonesia and refuses one placed abroad or of an unknown kind', async () => {
    const { data: farmer } = (await call('GET', '/api/farmers/list?limit=1')).json();
    const values = {
      field_name: 'Lahan Uji',
      farmer_id: farmer[0].id,
      village_id: farmer[0].village_id,
      area_ha: 1.25,
      land_type: 'agroforestry',
      tenure: 'owned',
      location: { lat: -7.25, lng: 110.4 },
    };
    const created = await call('POST', '/api/fields/create', values);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ area_ha: 1.25, location: { lat: -7.25, lng: 110.4 } });

    const abroad = await call(
      'POST',
      '/api/fields/create',
      { ...values, location: { lat: 48.85, lng: 2.35 } },
      'en',
    );
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors.location[0]).toContain("outside Indonesia's extent");
    const kind = await call('POST', '/api/fields/create', { ...values, land_type: 'moon' });
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json().errors)).toEqual(['land_type']);
    const tiny = await call('POST', '/api/fields/create', { ...values, area_ha: 0 });
    expect(tiny.statusCode).toBe(422);
  });

  async function fieldValues() {
    const { data: farmer } = (await call('GET', '/api/farmers/list?limit=1')).json();
    return {
      field_name: 'Lahan Berbatas',
      farmer_id: farmer[0].id,
      village_id: farmer[0].village_id,
      area_ha: 100,
      land_type: 'agroforestry',
      tenure: 'owned',
    };
  }

  it('stores a boundary drawn on the map with the area the server computes, beside the declared one', async () => {
    const values = await fieldValues();
    const created = await call('POST', '/api/fields/create', {
      ...values,
      boundary: squareAt(110.4, -0.5),
      land_certificate: null,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { data } = created.json();
    expect(data.boundary.type).toBe('Polygon');
    // A square kilometre is 100 ha.
    expect(Math.abs(data.boundary_area_ha - 100)).toBeLessThan(0.5);
    const shown = (await call('GET', `/api/fields/${data.id}/show`)).json().data;
    expect(shown).toMatchObject({ area_ha: 100, boundary_area_ha: data.boundary_area_ha });

    const smaller = await call('PUT', '/api/fields/update', {
      id: data.id,
      boundary: squareAt(110.4, -0.5, km / 2),
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    expect(Math.abs(smaller.json().data.boundary_area_ha - 25)).toBeLessThan(0.2);
    // The computed area is the server's to write.
    const typed = await call('PUT', '/api/fields/update', { id: data.id, boundary_area_ha: 1 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toContain('boundary_area_ha');
    const cleared = await call('PUT', '/api/fields/update', { id: data.id, boundary: null });
    expect(cleared.json().data).toMatchObject({ boundary: null, boundary_area_ha: null });

    const demo = (
      await call(
        'GET',
        `/api/fields/list?limit=1&filters=${encodeURIComponent(JSON.stringify({ boundary: { null: false } }))}`,
      )
    ).json();
    expect(demo.data[0].boundary_area_ha).toBeGreaterThan(0);
  });

  it('refuses a boundary that is no polygon, crosses itself, is too big or lies abroad, naming the field', async () => {
    const values = await fieldValues();
    const refused = async (boundary: unknown, lang = 'en') => {
      const answer = await call('POST', '/api/fields/create', { ...values, boundary }, lang);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['boundary']);
      return answer.json().errors.boundary[0] as string;
    };
    const ring = squareAt(110.4, -0.5).coordinates[0]!;
    expect(await refused({ type: 'Polygon', coordinates: [ring.slice(0, 4)] })).toContain('closed rings');
    expect(
      await refused({ type: 'Polygon', coordinates: [[...ring.slice(0, 2), ['NaN', 1], ...ring.slice(2)]] }),
    ).toContain('GeoJSON polygon');
    expect(await refused({ type: 'LineString', coordinates: ring })).toContain('GeoJSON polygon');
    const text = await call('POST', '/api/fields/create', { ...values, boundary: 'kotak' }, 'en');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('boundary');
    const [a, b, c, d] = ring;
    expect(await refused({ type: 'Polygon', coordinates: [[a, c, b, d, a]] })).toContain('may not cross');
    const many = Array.from({ length: 6000 }, (_, i) => [110 + i / 1e5, -0.5 + (i % 2) / 1e5]);
    expect(await refused({ type: 'Polygon', coordinates: [[...many, many[0]]] })).toContain('5000 corners');
    expect(await refused(squareAt(2.35, 48.85))).toContain("outside Indonesia's extent");
    expect(await refused(squareAt(2.35, 48.85), 'id')).toContain('di luar wilayah Indonesia');

    const abroad = await call('POST', '/api/fields/create', {
      ...values,
      boundary: squareAt(2.35, 48.85),
      location: { lat: 48.85, lng: 2.35 },
      outside_indonesia: true,
    });
    expect(abroad.statusCode, abroad.body).toBe(200);
  });
});
