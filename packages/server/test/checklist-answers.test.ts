import { dayIn } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leveledChecklist as content, flatChecklist } from './support/checklists.js';
import { solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { uploaded, uploadFor, userWithTasks } from './support/uploads.js';

type Headers = Record<string, string>;

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Checklist answers through the generic API: checked against the template version the appraisal names (or
 * its kind's newest published one), at its level; their photos are the caller's uploads like any image's.
 */
describe.each(testDatabases)('checklist answers on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  const today = dayIn(new Date());
  let unitId: number;
  const templates: Record<'5r' | 'smk3l', number> = { '5r': 0, smk3l: 0 };

  const call = (method: 'POST' | 'PUT', url: string, payload: object, lang = 'en', headers = admin) =>
    t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, payload });

  const appraisal = (answers: object, values: object = {}) => ({
    unit_id: unitId,
    site_type: 'office',
    appraisal_date: today,
    template_id: templates['5r'],
    answers,
    ...values,
  });

  /** A stored appraisal, written as the appraisal's own hooks would leave it. */
  async function stored(table: string, values: Record<string, unknown> = {}): Promise<number> {
    const row = {
      unit_id: unitId,
      site_type: 'office',
      appraisal_date: today,
      period: today.slice(0, 7),
      template_id: templates['5r'],
      ...values,
    };
    const columns = Object.keys(row);
    const { rows } = await sql<{ id: number }>`
      insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values (${sql.join(Object.values(row).map((v) => (typeof v === 'object' ? JSON.stringify(v) : v)))})
      returning id::int as id`.execute(t.db);
    return rows[0]!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    const unit = await sql<{
      id: number;
    }>`select id::int as id from management_units order by id limit 1`.execute(t.db);
    unitId = unit.rows[0]!.id;
    for (const of of ['5r', 'smk3l'] as const) {
      const { rows } = await sql<{ id: number }>`
        insert into checklist_templates (kind, version, title, content, criteria_count, status, published_at)
        values (${of}, 99, ${`Uji ${of}`}, ${JSON.stringify(of === '5r' ? flatChecklist : content)}, 3, 'published', now())
        returning id::int as id`.execute(t.db);
      templates[of] = rows[0]!.id;
    }
  });
  afterAll(() => t?.close());

  it('refuses answers that do not fit the template, each under its criterion, in the caller’s language', async () => {
    const answers = {
      'Z.9': { answer: 'sesuai' },
      'A.1': { answer: 'mungkin' },
      'A.2': { answer: 'sesuai', finding: { class: 'minor' } },
    };
    const en = await call('POST', '/api/r-appraisals/create', appraisal(answers));
    expect(en.statusCode, en.body).toBe(422);
    expect(en.json().errors).toEqual({
      'answers.Z.9': ['Criterion Z.9 is not in this template and level'],
      'answers.A.1': ['The answer to criterion A.1 is unknown'],
      'answers.A.2': ['Criterion A.2: a finding goes only with a not-conform answer'],
    });
    const id = await call(
      'POST',
      '/api/r-appraisals/create',
      appraisal({ 'A.1': { answer: 'mungkin' } }),
      'id',
    );
    expect(id.json().errors).toEqual({ 'answers.A.1': ['Jawaban kriteria A.1 tidak dikenal'] });
  });

  it('checks answers against the kind’s newest published version when no template is named', async () => {
    const { template_id: _, ...values } = appraisal({ 'Z.9': { answer: 'sesuai' } });
    const res = await call('POST', '/api/r-appraisals/create', values);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'answers.Z.9': ['Criterion Z.9 is not in this template and level'] });
  });

  it('says an unknown template is not found', async () => {
    const res = await call('POST', '/api/r-appraisals/create', appraisal({}, { template_id: 987654 }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ template_id: ['Checklist Template was not found'] });
  });

  it('refuses a criterion above the SMK3L appraisal’s level, given or stored', async () => {
    const answers = { 'A.1': { answer: 'sesuai' }, 'B.1': { answer: 'tidak' } };
    const values = appraisal(answers, { template_id: templates.smk3l, level: '1' });
    const created = await call('POST', '/api/smkkkl-appraisals/create', values);
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({
      'answers.B.1': ['Criterion B.1 is not in this template and level'],
    });

    const id = await stored('smkkkl_appraisals', { template_id: templates.smk3l, level: '2', answers });
    const lowered = await call('PUT', '/api/smkkkl-appraisals/update', { id, level: '1' });
    expect(lowered.statusCode, lowered.body).toBe(422);
    expect(lowered.json().errors).toEqual({
      'answers.B.1': ['Criterion B.1 is not in this template and level'],
    });
  });

  it('takes only images for the photos of answers, and only the caller’s own', async () => {
    const other = await userWithTasks(t, admin, 'penilai-lain', ['r-appraisals.read', 'r-appraisals.create']);
    const document = await uploadFor(
      t.app,
      { ...other, 'accept-language': 'en' },
      'r-appraisals.answers',
      pdf(),
    );
    expect(document.statusCode).toBe(415);
    expect(document.json().message).toBe(
      'File type not allowed for Checklist Photos. Accepted: jpg, png, webp, gif, avif',
    );
    const theirs = await uploaded(t.app, other, 'r-appraisals.answers', solidPng(40, 30, [10, 120, 40]));
    const res = await call(
      'POST',
      '/api/r-appraisals/create',
      appraisal({
        'A.1': { answer: 'sesuai', photos: [theirs] },
        'A.2': { answer: 'sesuai', photos: ['/uploads/tidak-ada.png'] },
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      'answers.A.1': ['Checklist Photos: this file was uploaded by another user'],
      'answers.A.2': ['Checklist Photos must be a file uploaded to this server'],
    });
  });

  it('stores answers that fit, and keeps their photos attached to the appraisal', async () => {
    const id = await stored('r_appraisals');
    const photo = await uploaded(t.app, admin, 'r-appraisals.answers', solidPng(40, 30, [200, 120, 40]));
    const answers = {
      'A.1': { answer: 'sesuai', note: 'Rak tertata', photos: [photo] },
      'A.2': { answer: 'tidak', finding: { class: 'major', description: 'Label hilang' } },
      'B.1': { answer: 'na' },
    };
    const res = await call('PUT', '/api/r-appraisals/update', { id, answers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers).toEqual(answers);
    const upload = await t.db
      .selectFrom('uploads')
      .select(['resource', 'field', 'record_id', 'attached_at'])
      .where('url', '=', photo)
      .executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ resource: 'r-appraisals', field: 'answers', record_id: id });
    expect(upload.attached_at).not.toBeNull();
  });
});
