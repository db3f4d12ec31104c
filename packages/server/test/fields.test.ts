import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

/** The fields farmers plant on (master data): listed, found by their farmer, and only in Indonesia. */
describe.each(testDatabases)('planting fields on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'id') =>
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
});
