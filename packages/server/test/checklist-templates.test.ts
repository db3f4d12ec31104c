import { type ChecklistContent, criteriaFor, dayIn } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistTemplateSeeds } from '../src/features/checklist-templates/content/index.js';
import { leveledChecklist as content, flatChecklist } from './support/checklists.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Headers = Record<string, string>;

/**
 * Checklist template versions: numbered per kind by the server, copied from a version before when no
 * checklist is given, read-only once published, and kept while an appraisal uses them.
 */
describe.each(testDatabases)('checklist templates on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });

  const create = (values: object, lang?: string) =>
    call('POST', '/api/checklist-templates/create', values, lang);

  async function versionOne(of: string) {
    const { rows } = await sql<{ id: number; content: ChecklistContent }>`
      select id::int as id, content from checklist_templates where kind = ${of} and version = 1`.execute(
      t.db,
    );
    return rows[0]!;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t?.close());

  it('publishes version 1 of each kind in the demo content, with its criteria counted', async () => {
    const res = await call('GET', '/api/checklist-templates/list?order=kind&sort=ASC');
    expect(res.statusCode, res.body).toBe(200);
    const seeded = res.json().data.filter((row: { version: number }) => row.version === 1);
    expect(
      seeded.map((row: { kind: string; status: string; criteria_count: number; published_at: string }) => [
        row.kind,
        row.status,
        row.criteria_count,
        row.published_at !== null,
      ]),
    ).toEqual(
      checklistTemplateSeeds
        .map((s) => [s.kind, 'published', criteriaFor(s.content).length, true])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('numbers a new version after its kind’s highest and copies the newest checklist when none is given', async () => {
    const first = await create({ kind: '5r', title: '5R 2027' });
    expect(first.statusCode, first.body).toBe(200);
    const v1 = await versionOne('5r');
    expect(first.json().data).toMatchObject({
      kind: '5r',
      version: 2,
      status: 'draft',
      content: v1.content,
      criteria_count: criteriaFor(v1.content).length,
      published_at: null,
    });
    const own = await create({ kind: '5r', title: '5R bertingkat', content });
    expect(own.json().data).toMatchObject({ version: 3, content, criteria_count: 3 });
    // The newest is now version 3, whatever its state.
    const copy = await create({ kind: '5r', title: '5R salinan' });
    expect(copy.json().data).toMatchObject({ version: 4, content, criteria_count: 3 });
    const other = await create({ kind: 'qpass', title: 'QPASS 2027' });
    expect(other.json().data.version).toBe(2);
  });

  it('copies the version it is based on, which must be of the same kind', async () => {
    const v1 = await versionOne('smk3l');
    const own = await create({ kind: 'smk3l', title: 'SMK3L sendiri', content });
    const based = await create({ kind: 'smk3l', title: 'SMK3L dari v1', based_on_id: v1.id });
    expect(based.statusCode, based.body).toBe(200);
    expect(based.json().data).toMatchObject({ based_on_id: v1.id, content: v1.content });
    expect(own.json().data.version + 1).toBe(based.json().data.version);

    const qpass = await versionOne('qpass');
    for (const [lang, message] of [
      ['en', 'The version it is based on must be of the same appraisal kind'],
      ['id', 'Versi dasar harus dari jenis penilaian yang sama'],
    ] as const) {
      const res = await create({ kind: 'smk3l', title: 'SMK3L salah', based_on_id: qpass.id }, lang);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ based_on_id: [message] });
    }
  });

  it('asks for the checklist when there is nothing to copy', async () => {
    // QPASS versions are set aside for the moment, so that the kind has none.
    await sql`update checklist_templates set kind = 'qpass-old' where kind = 'qpass'`.execute(t.db);
    try {
      const res = await create({ kind: 'qpass', title: 'QPASS pertama' }, 'id');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ content: ['Daftar Periksa harus diisi'] });
    } finally {
      await sql`update checklist_templates set kind = 'qpass' where kind = 'qpass-old'`.execute(t.db);
    }
  });

  it('keeps the criteria count with an edited draft, and its checklist when emptied', async () => {
    const draft = (await create({ kind: '5r', title: '5R diedit', content })).json().data;
    const fewer = { ...flatChecklist, elements: [content.elements[0]!] };
    const edited = await call('PUT', '/api/checklist-templates/update', { id: draft.id, content: fewer });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ version: draft.version, content: fewer, criteria_count: 2 });
    const emptied = await call('PUT', '/api/checklist-templates/update', { id: draft.id, content: null });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().data).toMatchObject({ content: fewer, criteria_count: 2 });
  });

  it('publishes a draft, which is read-only from then on', async () => {
    const draft = (await create({ kind: 'qpass', title: 'QPASS terbit', content })).json().data;
    const published = await call('POST', `/api/checklist-templates/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect(Date.parse(published.json().data.published_at)).toBeGreaterThan(Date.now() - 60_000);

    const edit = await call(
      'PUT',
      '/api/checklist-templates/update',
      { id: draft.id, title: 'Diubah' },
      'id',
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'Templat yang sudah terbit tidak dapat diubah; buat versi baru berdasarkan templat ini',
    );
    const removed = await call('DELETE', '/api/checklist-templates/delete', { data: { id: draft.id } });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'A published template cannot be changed; make a new version based on it',
    );
  });

  it('refuses to delete a version an appraisal uses, and deletes one no appraisal uses', async () => {
    const used = (await create({ kind: '5r', title: '5R dipakai', content })).json().data;
    const unused = (await create({ kind: '5r', title: '5R tidak dipakai', content })).json().data;
    const { rows } = await sql<{
      id: number;
    }>`select id::int as id from management_units order by id limit 1`.execute(t.db);
    const today = dayIn(new Date());
    await sql`
      insert into r_appraisals (unit_id, site_type, appraisal_date, period, template_id)
      values (${rows[0]!.id}, 'office', ${today}, ${today.slice(0, 7)}, ${used.id})`.execute(t.db);

    const refused = await call('DELETE', '/api/checklist-templates/delete', { data: { id: used.id } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The record is still used by other records and cannot be deleted: 1 record in 5R',
    );
    const deleted = await call('DELETE', '/api/checklist-templates/delete', { data: { id: unused.id } });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
