import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { km, squareAt } from './support/shapes.js';

/** The gardens (kebun) on a field: their code, area, boundary inside the field's, pattern and spacing. */
describe.each(testDatabases)('gardens on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });

  /** A field of a square kilometre at 110.4 E, 0.5 S. */
  async function field(boundary: object | null = squareAt(110.4, -0.5)) {
    const { data: farmer } = (await call('GET', '/api/farmers/list?limit=1')).json();
    const created = await call('POST', '/api/fields/create', {
      field_name: 'Lahan Kebun Uji',
      farmer_id: farmer[0].id,
      village_id: farmer[0].village_id,
      area_ha: 100,
      land_type: 'agroforestry',
      tenure: 'owned',
      boundary,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data.id as number;
  }

  const gardenOn = (fieldId: number, code: string) => ({
    field_id: fieldId,
    garden_code: code,
    area_ha: 25,
    planting_pattern: 'agroforestry-mix',
    spacing_row_m: 3,
    spacing_column_m: 2,
    boundary: squareAt(110.401, -0.499, km / 2),
  });

  it("lists the demo gardens, with their computed area, as the field detail's tab lists them", async () => {
    const all = (await call('GET', '/api/garden/list?limit=5')).json();
    expect(all.total).toBeGreaterThanOrEqual(100);
    const first = all.data[0];
    expect(first.boundary_area_ha).toBeGreaterThan(0);
    expect(first.rel_field_id).toBeTruthy();
    const filters = encodeURIComponent(JSON.stringify({ field_id: { eq: first.field_id } }));
    const ofField = (await call('GET', `/api/garden/list?filters=${filters}`)).json();
    expect(ofField.total).toBe(2);
  });

  it('takes a garden inside its field, computing its area, and refuses a code taken', async () => {
    const fieldId = await field();
    const created = await call('POST', '/api/garden/create', gardenOn(fieldId, 'KBN-UJI-1'));
    expect(created.statusCode, created.body).toBe(200);
    const { data } = created.json();
    expect(data).toMatchObject({ area_ha: 25, planting_pattern: 'agroforestry-mix', spacing_row_m: 3 });
    expect(Math.abs(data.boundary_area_ha - 25)).toBeLessThan(0.2);
    const again = await call('POST', '/api/garden/create', gardenOn(fieldId, 'KBN-UJI-1'));
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().errors)).toEqual(['garden_code']);
  });

  it("refuses a boundary outside its field's, a spacing of nothing and an unknown pattern, naming the field", async () => {
    const fieldId = await field();
    const outside = await call('POST', '/api/garden/create', {
      ...gardenOn(fieldId, 'KBN-UJI-2'),
      boundary: squareAt(110.41, -0.499, km / 2),
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.boundary[0]).toContain("inside its field's boundary");
    const indonesian = await call(
      'POST',
      '/api/garden/create',
      { ...gardenOn(fieldId, 'KBN-UJI-2'), boundary: squareAt(110.41, -0.499, km / 2) },
      'id',
    );
    expect(indonesian.json().errors.boundary[0]).toContain('di dalam batas lahannya');
    // A corner a few metres past the field's edge is a GPS's error, and taken.
    const edge = await call('POST', '/api/garden/create', {
      ...gardenOn(fieldId, 'KBN-UJI-3'),
      boundary: squareAt(110.4 - 5 / 111_195, -0.5, km / 2),
    });
    expect(edge.statusCode, edge.body).toBe(200);

    const flat = await call('POST', '/api/garden/create', {
      ...gardenOn(fieldId, 'KBN-UJI-4'),
      spacing_row_m: 0,
    });
    expect(flat.statusCode).toBe(422);
    expect(Object.keys(flat.json().errors)).toEqual(['spacing_row_m']);
    const pattern = await call('POST', '/api/garden/create', {
      ...gardenOn(fieldId, 'KBN-UJI-4'),
      planting_pattern: 'x',
    });
    expect(Object.keys(pattern.json().errors)).toEqual(['planting_pattern']);
    const open = await call('POST', '/api/garden/create', {
      ...gardenOn(fieldId, 'KBN-UJI-4'),
      boundary: { type: 'Polygon', coordinates: [squareAt(110.401, -0.499).coordinates[0]!.slice(0, 4)] },
    });
    expect(open.statusCode).toBe(422);
    expect(Object.keys(open.json().errors)).toEqual(['boundary']);
  });

  it('keeps a garden of a field without a boundary in Indonesia', async () => {
    const fieldId = await field(null);
    const abroad = await call('POST', '/api/garden/create', {
      ...gardenOn(fieldId, 'KBN-UJI-5'),
      boundary: squareAt(2.35, 48.85, km / 2),
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors.boundary[0]).toContain("outside Indonesia's extent");
    const home = await call('POST', '/api/garden/create', gardenOn(fieldId, 'KBN-UJI-5'));
    expect(home.statusCode, home.body).toBe(200);
  });
});
