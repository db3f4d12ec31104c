import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { allMigrations, migrate } from '../src/db/migrate.js';
import { resourceMigrations } from '../src/features/index.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Figure = {
  id: number;
  label: string;
  figure: string | null;
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

  it('answers the published cards in their order, each naming its live number, in the caller’s language', async () => {
    const indonesian = await figures();
    expect(Object.keys(indonesian[0]!).sort()).toEqual([
      'figure',
      'icon',
      'id',
      'label',
      'sort_order',
      'suffix',
    ]);
    expect(indonesian.map((f) => [f.label, f.figure, f.suffix])).toEqual([
      ['Pohon Ditanam', 'trees_planted', null],
      ['Petani Mitra', 'farmers', null],
      ['Desa Binaan', 'villages', null],
      ['Lahan Ditanami', 'hectares', null],
      ['CO₂ Diserap', 'co2_tonnes', null],
    ]);
    expect((await figures('en')).map((f) => f.label)).toEqual([
      'Trees Planted',
      'Partner Farmers',
      'Partner Villages',
      'Land Planted',
      'CO₂ Captured',
    ]);
  });

  it('shows what an editor publishes, where its order puts it', async () => {
    const created = await write('POST', 'create', {
      label: 'Pohon Kita',
      label_en: 'Our Trees',
      figure: 'trees_planted',
      icon: 'seedling',
      sort_order: 15,
      published: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await figures('en')).map((f) => f.label).slice(0, 3)).toEqual([
      'Trees Planted',
      'Our Trees',
      'Partner Farmers',
    ]);

    expect((await write('PUT', 'update', { id, published: false })).statusCode).toBe(200);
    expect((await figures()).map((f) => f.id)).not.toContain(id);
  });

  it('refuses a card without a live number, or with a typed one, in the caller’s language', async () => {
    const none = { label: 'Salah', icon: 'rocket', sort_order: 1 };
    const indonesian = await write('POST', 'create', none);
    expect(indonesian.statusCode).toBe(422);
    expect(Object.keys(indonesian.json().errors).sort()).toEqual(['figure', 'icon']);
    const english = await write('POST', 'create', { ...none, figure: 'seedlings' }, 'en');
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.figure[0]).toMatch(/Figure/);
    expect(english.json().errors.figure[0]).not.toEqual(indonesian.json().errors.figure[0]);
    const typed = await write('POST', 'create', { ...none, icon: 'tree', figure: 'farmers', value: 5 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toMatch(/value/);
  });
});

describe('the cards stored with typed numbers, as the live numbers come', () => {
  it('name the live number their picture stands for; a card of no such number is kept unpublished', async () => {
    const { db, close } = await openDatabase({ memoryDb: true, dataDir: '' });
    try {
      const live = '2026-12-11_impact_figures_1_live';
      const all = resourceMigrations();
      // The database as it was just before: every migration named before this one, the platform's too.
      const names = Object.keys(allMigrations(all)).sort();
      await migrate(db, all, names[names.indexOf(live) - 1]);
      await sql`insert into impact_figures (label, value, suffix, icon, sort_order, published) values
        ('Pohon Ditanam', 3193959, '+', 'tree', 1, true), ('Bibit Diproduksi', 5000000, null, 'seedling', 2, true),
        ('CO₂ Diserap', 200000000, 'kg', 'co2', 3, true), ('Keluarga Terbantu', 23000, null, 'family', 4, true),
        ('Luas Lahan', 120, 'ha', 'map', 5, false)`.execute(db);
      await migrate(db, all);
      const { rows } = await sql<Record<string, unknown>>`select label, figure, suffix, published
        from impact_figures order by sort_order`.execute(db);
      // The site writes the unit of CO₂ and of land itself: a typed one goes.
      expect(rows).toEqual([
        { label: 'Pohon Ditanam', figure: 'trees_planted', suffix: '+', published: true },
        { label: 'Bibit Diproduksi', figure: null, suffix: null, published: false },
        { label: 'CO₂ Diserap', figure: 'co2_tonnes', suffix: null, published: true },
        { label: 'Keluarga Terbantu', figure: 'farmers', suffix: null, published: true },
        { label: 'Luas Lahan', figure: 'hectares', suffix: null, published: false },
      ]);
      const { rows: columns } = await sql<{ column_name: string }>`select column_name
        from information_schema.columns where table_name = 'impact_figures'`.execute(db);
      expect(columns.map((c) => c.column_name)).not.toContain('value');
    } finally {
      await close();
    }
  });
});
