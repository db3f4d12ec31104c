import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeSpeciesMigration } from '../src/features/tree-species/migration.js';
import { demoWoodDensities } from '../src/features/tree-species/wood-density.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

/**
 * The climate estimate's data on a tree species: its wood density and root-to-shoot ratio, the demo's
 * published densities, their limits refused in the caller's language, and the migration that gives the
 * densities to species already stored under the demo's names.
 */
describe.each(testDatabases)('tree species wood density on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'id') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });
  const named = async (name: string) =>
    (await call('GET', `/api/tree-species/list?search=${name}&limit=1`)).json().data[0];

  it("gives the demo's species their published wood density, no root-to-shoot ratio of their own", async () => {
    const jati = await named('Jati');
    expect(jati.wood_density).toBe(0.6);
    expect(jati.root_shoot_ratio).toBeNull();
    expect((await named('Bakau')).wood_density).toBe(demoWoodDensities.Bakau);
  });

  it('keeps a density and a ratio within their limits, and refuses them beyond, in id and en', async () => {
    const base = {
      tree_name: 'Uji Berat Jenis',
      tree_category: 'pohon_kayu',
      short_information: 'Uji',
    };
    const created = await call('POST', '/api/tree-species/create', {
      ...base,
      wood_density: 0.45,
      root_shoot_ratio: 0.3,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const shown = (await call('GET', `/api/tree-species/${id}/show`)).json().data;
    expect(shown).toMatchObject({ wood_density: 0.45, root_shoot_ratio: 0.3 });

    const heavy = await call('PUT', '/api/tree-species/update', {
      id,
      wood_density: 2,
      root_shoot_ratio: -1,
    });
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json().errors).toEqual({
      wood_density: ['Nilai Berat Jenis Kayu (g/cm³) tidak boleh lebih dari 1.5'],
      root_shoot_ratio: ['Nilai Rasio Akar-Tajuk tidak boleh kurang dari 0'],
    });
    const light = await call('PUT', '/api/tree-species/update', { id, wood_density: 0.05 }, 'en');
    expect(light.statusCode).toBe(422);
    expect(light.json().errors).toEqual({ wood_density: ['Wood Density (g/cm³) must be 0.1 or more'] });

    // Both may be emptied: the species then leaves the estimate, or takes the default ratio.
    const emptied = await call('PUT', '/api/tree-species/update', {
      id,
      wood_density: null,
      root_shoot_ratio: null,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect((await call('GET', `/api/tree-species/${id}/show`)).json().data).toMatchObject({
      wood_density: null,
      root_shoot_ratio: null,
    });
  });

  it("gives the stored species of the demo's names their density, whatever their case, and no other", async () => {
    const fill = treeSpeciesMigration['2026-12-10_tree_species_wood_density'].at(-1)!;
    const [jati, sengon] = [await named('Jati'), await named('Sengon')];
    await sql`update tree_species set wood_density = null, tree_name = 'SENGON'
      where id = ${sengon.id}`.execute(t.db);
    await sql`update tree_species set wood_density = 0.7 where id = ${jati.id}`.execute(t.db);
    const other = await call('POST', '/api/tree-species/create', {
      tree_name: 'Pohon Lain',
      tree_category: 'pohon_buah',
      short_information: 'Uji',
    });
    await sql.raw(fill).execute(t.db);

    expect((await call('GET', `/api/tree-species/${sengon.id}/show`)).json().data.wood_density).toBe(0.29);
    // A density already set is kept.
    expect((await call('GET', `/api/tree-species/${jati.id}/show`)).json().data.wood_density).toBe(0.7);
    const otherId = other.json().data.id as number;
    expect((await call('GET', `/api/tree-species/${otherId}/show`)).json().data.wood_density).toBeNull();
  });
});
