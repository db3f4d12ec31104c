import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Figure = {
  id: number;
  label: string;
  value: number;
  suffix: string | null;
  icon: string;
  sort_order: number;
};

describe.each(testDatabases)('public impact figures on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const figures = async (lang = 'id') => {
    const res = await t.app.inject({
      url: '/api/public/impact-figures',
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Figure[]; total: number }).data;
  };
  const write = (method: 'POST' | 'PUT', action: string, payload: object, lang = 'id') =>
    t.app.inject({
      method,
      url: `/api/impact-figures/${action}`,
      headers: { ...admin, 'accept-language': lang },
      payload,
    });

  it('answers the published figures in their order, without a token, in the caller’s language', async () => {
    const indonesian = await figures();
    expect(Object.keys(indonesian[0]!).sort()).toEqual([
      'icon',
      'id',
      'label',
      'sort_order',
      'suffix',
      'value',
    ]);
    expect(indonesian.map((f) => [f.label, f.value, f.suffix, f.icon])).toEqual([
      ['Pohon Ditanam', 3_193_959, null, 'tree'],
      ['Bibit Diproduksi', 5_000_000, null, 'seedling'],
      ['CO₂ Diserap', 200_000_000, 'kg', 'co2'],
      ['Keluarga Terbantu', 23_000, null, 'family'],
      ['Perusahaan Mitra', 120, null, 'company'],
      ['Orang dalam Penghijauan', 900, '+', 'people'],
    ]);
    const english = await figures('en');
    expect(english.map((f) => f.label)).toEqual([
      'Trees Planted',
      'Seedlings Produced',
      'CO₂ Captured',
      'Families Helped',
      'Partner Companies',
      'People in Reforestation',
    ]);
    expect((await t.app.inject({ url: `/api/public/impact-figures/${english[0]!.id}` })).statusCode).toBe(
      404,
    );
  });

  it('shows what an editor publishes, where its order puts it', async () => {
    const created = await write('POST', 'create', {
      label: 'Desa Binaan',
      label_en: 'Partner Villages',
      value: 310,
      icon: 'map',
      sort_order: 15,
      published: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await figures('en')).map((f) => f.label).slice(0, 3)).toEqual([
      'Trees Planted',
      'Partner Villages',
      'Seedlings Produced',
    ]);

    expect((await write('PUT', 'update', { id, published: false })).statusCode).toBe(200);
    expect((await figures()).map((f) => f.id)).not.toContain(id);
  });

  it('refuses a negative value or an unknown icon with a message in the caller’s language', async () => {
    const bad = { label: 'Salah', value: -5, icon: 'rocket', sort_order: 1 };
    const indonesian = await write('POST', 'create', bad);
    expect(indonesian.statusCode).toBe(422);
    expect(Object.keys(indonesian.json().errors).sort()).toEqual(['icon', 'value']);
    const english = await write('POST', 'create', bad, 'en');
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.value[0]).toMatch(/Value/);
    expect(english.json().errors.value[0]).not.toEqual(indonesian.json().errors.value[0]);
  });
});
