import {
  dayIn,
  fieldOfficerReportTasks,
  fieldOperationsAllAreasTask,
  fieldReportTasks,
  fieldSupervisorReportTasks,
  reportPeriod,
} from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantTasks } from '../src/auth/roles.js';
import type { Row } from '../src/resources/operations.js';
import { phonePhoto, solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { staffAccount, uploaded } from './support/uploads.js';

type Headers = Record<string, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the month `back` months before a day (`YYYY-MM-DD`). */
function monthsBefore(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
}

/**
 * The field reports: a field officer files a report on a garden, submits it, a supervisor sends it back
 * with a reason or approves it; each step only for its task, audited and mailed; bad values refused by
 * field; growth compared with its standard.
 */
describe.each(testDatabases)('field reports on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: Headers;
  const as: Record<'officer' | 'other' | 'supervisor' | 'lead' | 'elsewhere', Headers> = {} as never;
  const ids: Record<string, number> = {};
  const today = dayIn(new Date());
  let garden: { id: number; unit_id: number };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });

  async function role(name: string, tasks: readonly string[]) {
    const made = await call('POST', '/api/roles/create', admin, {
      role_name: name,
      open_registration: false,
    });
    expect(made.statusCode, made.body).toBe(200);
    await grantTasks(t.db, name, [...tasks]);
    return made.json().data.id as number;
  }

  async function user(username: string, roleId: number, lang = 'en', unitId: number | null = garden.unit_id) {
    const made = await staffAccount(t, admin, { username, roleId, unitId, lang });
    ids[username] = made.id;
    return made.headers;
  }

  const growth = (values: object = {}) => ({
    garden_id: garden.id,
    plant_id: ids.planting,
    report_date: today,
    location: { lat: -7.03, lng: 110.49 },
    accuracy_m: 4.5,
    height_cm: 80,
    diameter_mm: 25,
    trees_alive: 80,
    trees_dead: 10,
    trees_replanted: 5,
    ...values,
  });

  async function filed(values: object = {}, who: Headers = as.officer) {
    const res = await call('POST', '/api/report-growth/create', who, growth(values));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row & { id: number };
  }

  const step = (id: number, name: string, who: Headers, reason?: string) =>
    call('POST', `/api/report-growth/${id}/${name}`, who, reason === undefined ? {} : { reason });

  const mailsTo = (email: string) =>
    db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(kind, { ACCOUNT_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    const g = await db
      .selectFrom('gardens')
      .select(['id', 'unit_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    garden = { id: Number(g.id), unit_id: Number(g.unit_id) };
    const elsewhere = await db
      .selectFrom('management_units')
      .select('id')
      .where('id', '<>', garden.unit_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const officerRole = await role('Petugas Uji', fieldOfficerReportTasks);
    const supervisorRole = await role('Supervisor Uji', [
      ...fieldSupervisorReportTasks,
      fieldOperationsAllAreasTask,
    ]);
    const leadRole = await role('Koordinator Uji', [
      ...fieldOfficerReportTasks,
      ...fieldSupervisorReportTasks,
    ]);
    as.officer = await user('petugas_satu', officerRole);
    as.other = await user('petugas_dua', officerRole);
    as.supervisor = await user('supervisor_satu', supervisorRole, 'id');
    as.lead = await user('koordinator_satu', leadRole);
    as.elsewhere = await user('petugas_jauh', officerRole, 'en', Number(elsewhere.id));
    // A verifier of another unit, who does not reach this garden's reports.
    await user(
      'supervisor_jauh',
      await role('Supervisor Unit Lain', fieldSupervisorReportTasks),
      'en',
      Number(elsewhere.id),
    );

    // A variety of its own, with a known standard at 6 and 12 months, planted six months ago.
    const species = await db.selectFrom('tree_species').select('id').orderBy('id').executeTakeFirstOrThrow();
    const variety = await db
      .insertInto('varieties')
      .values({ species_id: species.id, variety_name: 'Varietas Uji Laporan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('growth_standards')
      .values([
        {
          species_id: species.id,
          variety_id: variety.id,
          age_months: 6,
          height_cm: 100,
          diameter_mm: 20,
          survival_pct: 90,
        },
        {
          species_id: species.id,
          variety_id: variety.id,
          age_months: 12,
          height_cm: 200,
          diameter_mm: 40,
          survival_pct: 85,
        },
      ])
      .execute();
    const planting = await db
      .insertInto('plantings')
      .values({
        garden_id: garden.id,
        species_id: species.id,
        variety_id: variety.id,
        seedlings: 100,
        planting_date: monthsBefore(today, 6),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.planting = Number(planting.id);
  });
  afterAll(() => t.close());

  it('files a growth report as a draft of its reporter, with its period, unit and comparison with the standard', async () => {
    const report = await filed();
    expect(report).toMatchObject({
      status: 'draft',
      period: reportPeriod(today),
      reporter_id: ids.petugas_satu,
      unit_id: garden.unit_id,
      project_id: null,
      age_months: 6,
      standard_height_cm: 100,
      standard_diameter_mm: 20,
      standard_survival_pct: 90,
      survival_pct: 80,
      height_shortfall_pct: 20,
      diameter_shortfall_pct: 0,
      survival_shortfall_pct: 11.1,
      below_standard: true,
      approved_at: null,
    });
    // What the server sets is not the caller's to send.
    for (const forged of [
      { status: 'approved' },
      { reporter_id: ids.supervisor_satu },
      { period: '2020-01' },
    ]) {
      const res = await call('POST', '/api/report-growth/create', as.officer, growth(forged));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`Unknown parameter: ${Object.keys(forged)[0]}`);
    }
    // Changed, the comparison follows.
    const tall = await call('PUT', '/api/report-growth/update', as.officer, {
      id: report.id,
      height_cm: 120,
      trees_alive: 90,
    });
    expect(tall.statusCode, tall.body).toBe(200);
    expect(tall.json().data).toMatchObject({
      height_shortfall_pct: 0,
      survival_pct: 90,
      survival_shortfall_pct: 0,
      below_standard: false,
    });
  });

  it('lists the reports below standard', async () => {
    const below = await filed({ height_cm: 50 });
    const fine = await filed({ height_cm: 150, diameter_mm: 30, trees_alive: 95, trees_dead: 0 });
    expect(fine.below_standard).toBe(false);
    const filters = encodeURIComponent(JSON.stringify({ below_standard: { eq: true } }));
    const list = await call('GET', `/api/report-growth/list?limit=100&filters=${filters}`, as.supervisor);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.map((r: Row) => r.id);
    expect(listed).toContain(below.id);
    expect(listed).not.toContain(fine.id);
    expect(list.json().data.every((r: Row) => r.below_standard === true)).toBe(true);
  });

  it('refuses values out of range, naming the field', async () => {
    const refused = async (
      values: object,
      field: string,
      path = 'report-growth',
      body: object = growth(values),
    ) => {
      const res = await call('POST', `/api/${path}/create`, as.officer, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      return res.json().errors[field][0] as string;
    };
    expect(await refused({ height_cm: -1 }, 'height_cm')).toContain('Mean Height (cm)');
    expect(await refused({ trees_alive: 95, trees_dead: 10 }, 'trees_alive')).toBe(
      'The trees alive and dead are more than were planted (100)',
    );
    expect(await refused({ location: { lat: 48.85, lng: 2.35 } }, 'location')).toContain(
      "outside Indonesia's extent",
    );
    const tomorrow = dayIn(new Date(Date.now() + 86_400_000));
    expect(await refused({ report_date: tomorrow }, 'report_date')).toBe(
      'The report date cannot be in the future',
    );
    const soil = { garden_id: garden.id, report_date: today, ph: 15 };
    expect(await refused({}, 'ph', 'report-soil', soil)).toContain('Soil pH');
    // In Indonesian, as the caller reads.
    const id = await t.app.inject({
      method: 'POST',
      url: '/api/report-growth/create',
      headers: { ...as.officer, 'accept-language': 'id' },
      payload: growth({ trees_alive: 95, trees_dead: 10 }),
    });
    expect(id.json().errors.trees_alive).toEqual([
      'Jumlah pohon hidup dan mati melebihi jumlah yang ditanam (100)',
    ]);
    // Who may place fields anywhere may file a report from abroad.
    const abroad = await call(
      'POST',
      '/api/report-growth/create',
      admin,
      growth({ location: { lat: 48.85, lng: 2.35 } }),
    );
    expect(abroad.statusCode, abroad.body).toBe(200);
  });

  it('goes from draft to verification, back for revision with a reason, and to approved, each step audited and mailed', async () => {
    const report = await filed();
    // Only the reporter submits; a verifier does not hold the task.
    expect((await step(report.id, 'submit', as.other)).statusCode).toBe(403);
    expect((await step(report.id, 'submit', as.supervisor)).statusCode).toBe(403);
    const submitted = await step(report.id, 'submit', as.officer);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('verification_request');
    // The verifiers are told, in their language; nobody else.
    const toSupervisor = await mailsTo('supervisor_satu@uji.id');
    expect(toSupervisor.at(-1)?.subject).toMatch(/^Laporan Pertumbuhan menunggu verifikasi: /);
    expect(toSupervisor.at(-1)?.text_body).toContain(`?view=detail&id=${report.id}`);
    expect((await mailsTo('koordinator_satu@uji.id')).at(-1)?.subject).toMatch(/^Growth report awaiting/);
    expect(await mailsTo('petugas_dua@uji.id')).toEqual([]);
    expect(await mailsTo('supervisor_jauh@uji.id')).toEqual([]);

    // A reporter does not verify; a reason is needed to send it back.
    expect((await step(report.id, 'approve', as.officer)).statusCode).toBe(403);
    expect((await step(report.id, 'request-revision', as.officer, 'x')).statusCode).toBe(403);
    const noReason = await step(report.id, 'request-revision', as.supervisor);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A reason is required');
    const back = await step(report.id, 'request-revision', as.supervisor, 'Foto batang tidak jelas');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('revision_request');
    const revision = (await mailsTo('petugas_satu@uji.id')).at(-1);
    expect(revision?.subject).toMatch(/^Revision requested: Growth report, /);
    expect(revision?.text_body).toContain('Reason: Foto batang tidak jelas');

    // The reporter revises and submits again; the supervisor approves.
    const revised = await call('PUT', '/api/report-growth/update', as.officer, {
      id: report.id,
      height_cm: 95,
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect((await step(report.id, 'submit', as.officer)).statusCode).toBe(200);
    const approved = await step(report.id, 'approve', as.supervisor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect(Date.parse(approved.json().data.approved_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await mailsTo('petugas_satu@uji.id')).at(-1)?.subject).toMatch(/^Approved: Growth report, /);
    // Approved is final: no step back, no change, no delete, even by its reporter.
    expect((await step(report.id, 'request-revision', as.supervisor, 'lagi')).statusCode).toBe(409);
    const edit = await call('PUT', '/api/report-growth/update', as.officer, { id: report.id, height_cm: 99 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('A report awaiting verification or approved cannot be changed');
    const gone = await call('DELETE', '/api/report-growth/delete', as.officer, { data: { id: report.id } });
    expect(gone.statusCode).toBe(409);

    const trail = await db
      .selectFrom('workflow_transitions')
      .select(['transition', 'from_state', 'to_state', 'reason', 'user_id'])
      .where('resource', '=', 'report-growth')
      .where('record_id', '=', report.id)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        transition: 'submit',
        from_state: 'draft',
        to_state: 'verification_request',
        reason: null,
        user_id: ids.petugas_satu,
      },
      {
        transition: 'request-revision',
        from_state: 'verification_request',
        to_state: 'revision_request',
        reason: 'Foto batang tidak jelas',
        user_id: ids.supervisor_satu,
      },
      {
        transition: 'submit',
        from_state: 'revision_request',
        to_state: 'verification_request',
        reason: null,
        user_id: ids.petugas_satu,
      },
      {
        transition: 'approve',
        from_state: 'verification_request',
        to_state: 'approved',
        reason: null,
        user_id: ids.supervisor_satu,
      },
    ]);
  });

  /** The report's public copies as stored, and the uploads that record them. */
  async function copiesOf(id: number) {
    const report = await db
      .selectFrom('reports_growth')
      .select('public_photos')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const uploads = await db
      .selectFrom('uploads')
      .select('url')
      .where('resource', '=', 'report-growth')
      .where('record_id', '=', id)
      .where('field', '=', 'public_photos')
      .execute();
    return { stored: report.public_photos as string[] | null, uploads: uploads.map((u) => u.url) };
  }

  /** A growth report filed with a phone photo that holds the garden's GPS position. */
  async function filedWithPhoto() {
    const photo = await uploaded(
      t.app,
      as.officer,
      'report-growth.photos',
      await phonePhoto(320, 240),
      'kebun.jpg',
    );
    return { photo, report: await filed({ photos: [photo] }) };
  }

  /** A copy is a stored JPEG under a new random name, which keeps no GPS position (nor any EXIF). */
  async function expectPublicCopy(copy: string | undefined, original: string) {
    expect(copy).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(copy).not.toBe(original);
    const served = await t.app.inject({ url: copy! });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  }

  it('answers an approval before the public copies of its photos are made, and makes them right after', async () => {
    const { photo, report } = await filedWithPhoto();
    expect((await step(report.id, 'submit', as.officer)).statusCode).toBe(200);
    const approved = await step(report.id, 'approve', as.supervisor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', public_photos: null, photos: [photo] });

    await t.app.services.publicCopies!.settled();
    const { stored, uploads } = await copiesOf(report.id);
    expect(stored).toHaveLength(1);
    await expectPublicCopy(stored![0], photo);
    expect(uploads).toEqual(stored);
    // The original keeps its position for staff.
    const original = await t.app.inject({ url: photo });
    expect((await sharp(original.rawPayload).metadata()).exif).toBeDefined();
  });

  it('makes no public copy when the approval fails, and the copies once it is approved', async () => {
    const photo = await uploaded(t.app, as.officer, 'report-growth.photos', solidPng(64, 48, [60, 120, 50]));
    const report = await filed({ photos: [photo] });
    expect((await step(report.id, 'submit', as.officer)).statusCode).toBe(200);
    // The approval fails: storing the report as approved is refused.
    await sql`create function refuse_approval() returns trigger language plpgsql as $$
      begin raise exception 'the approval cannot be stored'; end $$`.execute(t.db);
    await sql`create trigger refuse_approval before update on reports_growth for each row
      when (new.status = 'approved') execute function refuse_approval()`.execute(t.db);
    const put = vi.spyOn(t.app.store, 'put');
    let written: string[] = [];
    try {
      const failed = await step(report.id, 'approve', as.supervisor);
      expect(failed.statusCode, failed.body).toBe(500);
      await t.app.services.publicCopies!.settled();
      written = put.mock.calls.map(([name]) => name);
    } finally {
      await sql`drop trigger refuse_approval on reports_growth`.execute(t.db);
      await sql`drop function refuse_approval()`.execute(t.db);
      put.mockRestore();
    }
    expect(written).toEqual([]);
    const after = (await call('GET', `/api/report-growth/${report.id}/show`, as.supervisor)).json().data;
    expect(after).toMatchObject({
      status: 'verification_request',
      approved_at: null,
      public_photos: null,
      photos: [photo],
    });
    expect(await copiesOf(report.id)).toEqual({ stored: null, uploads: [] });

    // Approved once the database takes it, the report has its copy, and the copy is kept.
    const approved = await step(report.id, 'approve', as.supervisor);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.services.publicCopies!.settled();
    const { stored, uploads } = await copiesOf(report.id);
    expect(stored).toHaveLength(1);
    expect(uploads).toEqual(stored);
    expect(await t.app.store.stat(stored![0]!.slice('/uploads/'.length))).not.toBeNull();
  });

  it('makes the public copies of approved reports left without them, of any kind, when the sweep runs', async () => {
    // Written as approved an hour ago, with photos, by a server stopped before it made the copies.
    const { photo, report } = await filedWithPhoto();
    const soil = await db
      .selectFrom('reports_soil')
      .select('id')
      .where('status', '=', 'approved')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('reports_soil')
      .set({
        photos: JSON.stringify([photo]),
        public_photos: null,
        approved_at: new Date(Date.now() - 3_600_000),
      })
      .where('id', '=', soil.id)
      .execute();
    await db
      .updateTable('reports_growth')
      .set({ status: 'approved', approved_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', report.id)
      .execute();

    expect(await t.app.services.publicCopies!.sweep()).toBeGreaterThanOrEqual(2);
    const { stored, uploads } = await copiesOf(report.id);
    expect(stored).toHaveLength(1);
    await expectPublicCopy(stored![0], photo);
    expect(uploads).toEqual(stored);
    const soilCopies = await db
      .selectFrom('reports_soil')
      .select('public_photos')
      .where('id', '=', soil.id)
      .executeTakeFirstOrThrow();
    expect(soilCopies.public_photos).toHaveLength(1);
    await expectPublicCopy((soilCopies.public_photos as string[])[0], photo);
    // Made once: the next round finds nothing left to copy.
    expect(await t.app.services.publicCopies!.sweep()).toBe(0);
    expect((await copiesOf(report.id)).stored).toEqual(stored);
  });

  it('keeps anyone from approving their own report, and each step to its task', async () => {
    const own = await filed({}, as.lead);
    expect((await step(own.id, 'submit', as.lead)).statusCode).toBe(200);
    const self = await step(own.id, 'approve', as.lead);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('This action does not apply to this row');
    expect((await step(own.id, 'approve', as.supervisor)).statusCode).toBe(200);
    // The viewer reads reports, and files none.
    const viewer = await login(t.app, 'viewer');
    expect((await call('GET', '/api/report-growth/list', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/report-growth/create', viewer, growth())).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/report-soil/create', as.supervisor, {
          garden_id: garden.id,
          report_date: today,
          ph: 6,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('warns, without refusing, when a planting report names a species that does not suit its garden', async () => {
    const species = await db
      .insertInto('tree_species')
      .values({ tree_name: 'Jenis Uji Matriks', tree_category: 'forestry', short_information: 'Uji' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const planting = {
      garden_id: garden.id,
      report_date: today,
      species_id: species.id,
      seedlings: 250,
      planting_date: today,
    };
    const unlisted = await call('POST', '/api/report-planting/create', as.officer, planting);
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect(unlisted.json().warnings).toEqual(['The suitability matrix does not list this species']);
    expect(unlisted.json().data).toMatchObject({ status: 'draft', plant_id: null, seedlings: 250 });
    await db
      .insertInto('suitability_matrix')
      .values({
        species_id: species.id,
        unit_id: garden.unit_id,
        altitude_min: 0,
        altitude_max: 3000,
        rainfall_min: 0,
        rainfall_max: 6000,
      })
      .execute();
    const suited = await call('PUT', '/api/report-planting/update', as.officer, {
      id: unlisted.json().data.id,
      seedlings: 300,
    });
    expect(suited.statusCode, suited.body).toBe(200);
    expect(suited.json()).not.toHaveProperty('warnings');

    // Approved, it makes its planting and one tree per seedling, each verified on its public page.
    const id = unlisted.json().data.id;
    const path = (name: string) => `/api/report-planting/${id}/${name}`;
    expect((await call('POST', path('submit'), as.officer, {})).statusCode).toBe(200);
    const approved = await call('POST', path('approve'), as.supervisor, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const plantId = approved.json().data.plant_id as number;
    expect(plantId).toEqual(expect.any(Number));
    const made = await db
      .selectFrom('trees')
      .select(['win_code', 'status'])
      .where('plant_id', '=', plantId)
      .orderBy('win_code')
      .execute();
    expect(made).toHaveLength(300);
    expect(new Set(made.map((tree) => tree.win_code)).size).toBe(300);
    const page = await call('GET', `/api/public/trees/${made[0]!.win_code}/planting`, {});
    expect(page.json().data.planting).toMatchObject({ trees: 300, planting_date: today, verified_on: today });
    const later = await call('POST', '/api/report-planting/create', as.officer, {
      ...planting,
      planting_date: dayIn(new Date(Date.now() + 86_400_000)),
    });
    expect(later.statusCode).toBe(422);
    expect(later.json().errors).toEqual({
      planting_date: ['The planting date cannot be after the report date'],
    });
  });

  it('takes dates in the active period only, and keeps reports of a closed period as they are', async () => {
    const past = monthsBefore(today, 2);
    const late = await call('POST', '/api/report-growth/create', as.officer, growth({ report_date: past }));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ report_date: ['Cut Off Peride Aktif'] });
    // A draft whose period has closed since: nobody changes or deletes it.
    const closed = await db
      .insertInto('reports_growth')
      .values({
        garden_id: garden.id,
        plant_id: ids.planting,
        report_date: past,
        period: reportPeriod(past),
        reporter_id: ids.petugas_satu,
        unit_id: garden.unit_id,
        height_cm: 90,
        diameter_mm: 20,
        trees_alive: 90,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edit = await call('PUT', '/api/report-growth/update', as.officer, {
      id: closed.id,
      notes: 'terlambat',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/^Cut-off passed: the period of this record is closed/);
    const gone = await call('DELETE', '/api/report-growth/delete', admin, { data: { id: closed.id } });
    expect(gone.statusCode).toBe(409);
  });

  it('makes one report of the same report sent twice', async () => {
    const headers = { ...as.officer, 'idempotency-key': 'laporan-pertumbuhan-uji-1' };
    const first = await call('POST', '/api/report-growth/create', headers, growth({ notes: 'sekali' }));
    const again = await call('POST', '/api/report-growth/create', headers, growth({ notes: 'sekali' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from reports_growth where notes = 'sekali'`.execute(t.db);
    expect(rows[0]!.n).toBe(1);
  });

  it("keeps a field officer to the reports on their own unit's gardens", async () => {
    const report = await filed();
    const refused = await call('POST', '/api/report-growth/create', as.elsewhere, growth());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only manage reports on gardens of your own unit or project');
    const list = await call('GET', '/api/report-growth/list?limit=100', as.elsewhere);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: Row) => r.id)).not.toContain(report.id);
    expect((await call('GET', `/api/report-growth/${report.id}/show`, as.elsewhere)).statusCode).toBe(404);
    const moved = await call('PUT', '/api/report-growth/update', as.elsewhere, { id: report.id, notes: 'x' });
    expect(moved.statusCode).toBe(404);
    // The supervisor, holding every area, reads it.
    expect((await call('GET', `/api/report-growth/${report.id}/show`, as.supervisor)).statusCode).toBe(200);
  });

  it('has demo reports of every kind in each state', async () => {
    for (const name of [
      'planting',
      'growth',
      'harvest',
      'nutrition',
      'soil',
      'bug',
      'environment',
    ] as const) {
      const { rows } = await sql<{
        status: string;
      }>`select distinct status from ${sql.table(`reports_${name}`)}
        where reporter_id is not null and period is not null`.execute(t.db);
      expect(rows.map((r) => r.status).sort(), name).toEqual([
        'approved',
        'draft',
        'revision_request',
        'verification_request',
      ]);
    }
    expect(fieldReportTasks('growth')).toEqual({
      submit: 'report-growth.submit',
      verify: 'report-growth.verify',
    });
  });
});
