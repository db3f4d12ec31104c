import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeSpeciesMigration } from '../src/features/tree-species/migration.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The field operations' master data: varieties, growth standards, the suitability matrix, investors'
 * shares, product invoices and the species' wood density, through the API, with each refusal in the
 * caller's language.
 */
describe.each(testDatabases)('field operations master data on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, lang = 'id') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });
  const first = async (resource: string, query = '') =>
    (await call('GET', `/api/${resource}/list?limit=1${query}`)).json().data[0];
  const speciesNamed = async (name: string) =>
    (await call('GET', `/api/tree-species/list?search=${name}&limit=1`)).json().data[0].id as number;
  const newProject = async (name: string) => {
    const department = await first('departments');
    const created = await call('POST', '/api/projects/create', {
      project_name: name,
      department_id: department.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data.id as number;
  };

  it('lists the demo varieties of the demo species, and refuses a name its species already has', async () => {
    const durian = await speciesNamed('Durian');
    const listed = (
      await call('GET', `/api/varieties/list?filters=${JSON.stringify({ species_id: durian })}&limit=50`)
    ).json();
    expect(listed.data.map((v: { variety_name: string }) => v.variety_name)).toContain('Montong');
    expect(listed.data[0].rel_species_id).toMatchObject({ label: 'Durian' });

    const created = await call('POST', '/api/varieties/create', {
      species_id: durian,
      variety_name: 'Duri Hitam',
      notes: 'Uji',
    });
    expect(created.statusCode, created.body).toBe(200);
    const again = await call('POST', '/api/varieties/create', {
      species_id: durian,
      variety_name: 'duri hitam',
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['variety_name']);
    expect(again.json().errors.variety_name[0]).toBe(
      'Jenis pohon ini sudah memiliki varietas dengan nama ini',
    );
    const english = await call(
      'PUT',
      '/api/varieties/update',
      { id: listed.data[0].id, variety_name: 'Duri Hitam' },
      'en',
    );
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.variety_name[0]).toBe(
      'This tree species already has a variety of this name',
    );

    // The same name under another species, and a row saved under its own name, are fine.
    const other = await call('POST', '/api/varieties/create', {
      species_id: await speciesNamed('Alpukat'),
      variety_name: 'Duri Hitam',
    });
    expect(other.statusCode, other.body).toBe(200);
    const renamed = await call('PUT', '/api/varieties/update', {
      id: created.json().data.id,
      variety_name: 'Duri Hitam',
      notes: 'Diubah',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.notes).toBe('Diubah');
  });

  it('keeps growth standards in range, one per species, variety and age', async () => {
    const sengon = await speciesNamed('Sengon');
    const demo = (
      await call(
        'GET',
        `/api/standardization/list?filters=${JSON.stringify({ species_id: sengon })}&limit=50`,
      )
    ).json();
    expect(demo.data.map((s: { age_months: number }) => s.age_months)).toEqual(
      expect.arrayContaining([3, 6, 12, 24, 36]),
    );

    const values = { species_id: sengon, age_months: 18, height_cm: 600, diameter_mm: 80, survival_pct: 89 };
    const created = await call('POST', '/api/standardization/create', values);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ age_months: 18, height_cm: 600, variety_id: null });

    const twice = await call('POST', '/api/standardization/create', values, 'en');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.age_months[0]).toBe(
      'There is already a standard for this tree species, variety and age',
    );

    const bad = await call('POST', '/api/standardization/create', {
      ...values,
      age_months: 601,
      height_cm: 0,
      diameter_mm: -1,
      survival_pct: 101,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'age_months',
      'diameter_mm',
      'height_cm',
      'survival_pct',
    ]);
    expect((await call('POST', '/api/standardization/create', { ...values, age_months: 0 })).statusCode).toBe(
      422,
    );

    // A variety of another species is refused; one of its own species has standards of its own.
    const montong = (await call('GET', '/api/varieties/list?search=Montong&limit=1')).json().data[0];
    const wrong = await call('POST', '/api/standardization/create', { ...values, variety_id: montong.id });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['variety_id']);
    const laut = (await call('GET', '/api/varieties/list?search=Sengon%20Laut&limit=1')).json().data[0];
    const own = await call('POST', '/api/standardization/create', { ...values, variety_id: laut.id });
    expect(own.statusCode, own.body).toBe(200);

    const moved = await call('PUT', '/api/standardization/update', {
      id: created.json().data.id,
      age_months: 12,
    });
    expect(moved.statusCode).toBe(422);
    const kept = await call('PUT', '/api/standardization/update', {
      id: created.json().data.id,
      height_cm: 610,
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('takes a matrix row of a place with ordered bands, and refuses one without', async () => {
    const demo = (await call('GET', '/api/matrix/list?limit=100')).json();
    expect(demo.total).toBeGreaterThan(10);
    const row = demo.data.find((r: { province_id: number | null }) => r.province_id !== null);
    const values = {
      species_id: row.species_id,
      province_id: row.province_id,
      altitude_min: 100,
      altitude_max: 900,
      rainfall_min: 1500,
      rainfall_max: 3000,
    };
    const created = await call('POST', '/api/matrix/create', values);
    expect(created.statusCode, created.body).toBe(200);

    const reversed = await call(
      'POST',
      '/api/matrix/create',
      { ...values, altitude_min: 1000, altitude_max: 500, rainfall_min: 3000, rainfall_max: 1000 },
      'en',
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({
      altitude_max: ['The maximum altitude must be at least the minimum altitude'],
      rainfall_max: ['The maximum rainfall must be at least the minimum rainfall'],
    });
    const nowhere = await call('POST', '/api/matrix/create', { ...values, province_id: null });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors.province_id[0]).toBe('Pilih provinsi atau unit manajemen');
    const unit = await first(
      'units',
      `&filters=${JSON.stringify({ province_id: { neq: row.province_id } })}`,
    );
    const elsewhere = await call('POST', '/api/matrix/create', { ...values, unit_id: unit.id });
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['unit_id']);

    const narrowed = await call('PUT', '/api/matrix/update', {
      id: created.json().data.id,
      altitude_max: 50,
    });
    expect(narrowed.statusCode).toBe(422);
    expect(Object.keys(narrowed.json().errors)).toEqual(['altitude_max']);
  });

  it("refuses investors' shares of a project beyond 100%, on create and on update", async () => {
    const project = await newProject('Proyek Uji Investor');
    const share = (investor_name: string, percentage: number) => ({
      investor_name,
      contact: '0812 0000 0000',
      project_id: project,
      amount: 250_000_000,
      percentage,
    });
    const a = await call('POST', '/api/investor/create', share('PT Satu', 60));
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({ amount: 250_000_000, percentage: 60 });
    const b = await call('POST', '/api/investor/create', share('PT Dua', 40));
    expect(b.statusCode, b.body).toBe(200);

    const over = await call('POST', '/api/investor/create', share('PT Tiga', 0.5));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.percentage[0]).toBe(
      'Total persentase investor proyek ini menjadi 100,5%, melebihi 100%; sisa yang dapat dibagi 0%',
    );
    const raised = await call('PUT', '/api/investor/update', { id: a.json().data.id, percentage: 70 }, 'en');
    expect(raised.statusCode).toBe(422);
    expect(raised.json().errors.percentage[0]).toBe(
      "This project's investor shares would add up to 110%, more than 100%; 60% is left to share",
    );
    // The row's own share is not counted twice: keeping or lowering it is fine.
    const same = await call('PUT', '/api/investor/update', {
      id: a.json().data.id,
      percentage: 60,
      amount: 1,
    });
    expect(same.statusCode, same.body).toBe(200);
    const lowered = await call('PUT', '/api/investor/update', { id: a.json().data.id, percentage: 50 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const shares = (
      await call('GET', `/api/investor/list?filters=${JSON.stringify({ project_id: project })}`)
    ).json();
    expect(shares.data.map((s: { percentage: number }) => s.percentage).sort()).toEqual([40, 50]);

    // Moving a share to a full project is refused too.
    const other = await newProject('Proyek Uji Investor Dua');
    const c = await call('POST', '/api/investor/create', { ...share('PT Empat', 30), project_id: other });
    expect(c.statusCode, c.body).toBe(200);
    const moved = await call('PUT', '/api/investor/update', { id: c.json().data.id, project_id: project });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['percentage']);
  });

  it('lets shares written at once fill a project only up to 100%', async () => {
    const project = await newProject('Proyek Uji Bersamaan');
    const share = (investor_name: string) =>
      call('POST', '/api/investor/create', {
        investor_name,
        project_id: project,
        amount: 100_000_000,
        percentage: 30,
      });
    const writers = Array.from({ length: 8 }, (_, i) => share(`PT Serentak ${i + 1}`));
    const answers = await Promise.all(writers);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(5);
    const shares = (
      await call('GET', `/api/investor/list?filters=${JSON.stringify({ project_id: project })}`)
    ).json();
    expect(shares.total).toBe(3);
  });

  it('lets shares raised at once fill a project only up to 100%', async () => {
    const project = await newProject('Proyek Uji Naik Bersamaan');
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const created = await call('POST', '/api/investor/create', {
        investor_name: `PT Naik ${i}`,
        project_id: project,
        amount: 100_000_000,
        percentage: 20,
      });
      ids.push(created.json().data.id);
    }
    const answers = await Promise.all(
      ids.map((id) => call('PUT', '/api/investor/update', { id, percentage: 30 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 422, 422]);
    const shares = (
      await call('GET', `/api/investor/list?filters=${JSON.stringify({ project_id: project })}`)
    ).json();
    expect(shares.data.reduce((sum: number, s: { percentage: number }) => sum + s.percentage, 0)).toBe(100);
  });

  it("computes an invoice's total from its weight and price, whatever the client sends", async () => {
    const demo = (await call('GET', '/api/product-billing/list?limit=100')).json();
    expect(demo.total).toBeGreaterThan(10);
    for (const row of demo.data) expect(row.total).toBe(Math.round(row.weight_kg * row.price_per_kg));

    const values = {
      invoice_number: 'INV/TP/UJI/001',
      buyer: 'CV Buah Nusantara',
      product: 'durian',
      weight_kg: 120.5,
      price_per_kg: 35_000,
      paid: false,
      invoice_date: '2026-11-20',
    };
    // A total is the server's to compute: one sent is refused, naming it, and nothing is written.
    const sent = await call('POST', '/api/product-billing/create', { ...values, total: 1 }, 'en');
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toContain('total');
    const created = await call('POST', '/api/product-billing/create', values);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ total: 4_217_500, paid: false });
    const id = created.json().data.id;

    const repriced = await call('PUT', '/api/product-billing/update', { id, price_per_kg: 40_000 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data.total).toBe(4_820_000);
    const forced = await call('PUT', '/api/product-billing/update', { id, total: 5 });
    expect(forced.statusCode).toBe(400);
    expect((await call('GET', `/api/product-billing/${id}/show`)).json().data.total).toBe(4_820_000);
    const paid = await call('PUT', '/api/product-billing/update', { id, paid: true });
    expect(paid.json().data).toMatchObject({ paid: true, total: 4_820_000 });

    const other = await call('POST', '/api/product-billing/create', {
      ...values,
      invoice_number: 'INV/TP/UJI/002',
      product: 'Salak Pondoh',
    });
    expect(other.statusCode, other.body).toBe(200);
    const empty = await call('POST', '/api/product-billing/create', {
      ...values,
      invoice_number: 'X',
      weight_kg: 0,
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['weight_kg']);
    const taken = await call('POST', '/api/product-billing/create', values, 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.invoice_number[0]).toContain('Invoice Number');
  });

  const species = async (id: number) => (await call('GET', `/api/tree-species/${id}/show`)).json().data;

  it("gives the demo's species their published wood density, no root-to-shoot ratio of their own", async () => {
    expect(await species(await speciesNamed('Jati'))).toMatchObject({
      wood_density: 0.6,
      root_shoot_ratio: null,
    });
    expect((await species(await speciesNamed('Bakau'))).wood_density).toBe(0.81);
  });

  it('keeps a wood density and a root-to-shoot ratio within their limits, and refuses them beyond', async () => {
    const created = await call('POST', '/api/tree-species/create', {
      tree_name: 'Uji Berat Jenis',
      tree_category: 'pohon_kayu',
      short_information: 'Uji',
      wood_density: 0.45,
      root_shoot_ratio: 0.3,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(await species(id)).toMatchObject({ wood_density: 0.45, root_shoot_ratio: 0.3 });

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
    expect(await species(id)).toMatchObject({ wood_density: null, root_shoot_ratio: null });
  });

  it("gives stored species of the demo's names their density, whatever their case, and no other", async () => {
    const fill = treeSpeciesMigration['2026-12-10_tree_species_wood_density'].at(-1)!;
    const create = async (tree_name: string) => {
      const made = await call('POST', '/api/tree-species/create', {
        tree_name,
        tree_category: 'pohon_buah',
        short_information: 'Uji',
      });
      expect(made.statusCode, made.body).toBe(200);
      return made.json().data.id as number;
    };
    const [nangka, other, jati] = [
      await create('NANGKA'),
      await create('Pohon Lain'),
      await speciesNamed('Jati'),
    ];
    await sql`update tree_species set wood_density = 0.7 where id = ${jati}`.execute(t.db);
    await sql.raw(fill).execute(t.db);

    expect((await species(nangka)).wood_density).toBe(0.49);
    expect((await species(other)).wood_density).toBeNull();
    // A density already set is kept.
    expect((await species(jati)).wood_density).toBe(0.7);
    await sql`update tree_species set wood_density = 0.6 where id = ${jati}`.execute(t.db);
  });
});
