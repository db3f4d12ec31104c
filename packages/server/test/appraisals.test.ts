import {
  type ChecklistContent,
  type ChecklistKind,
  dayIn,
  qpassAppraisals,
  rAppraisals,
  reportPeriod,
  smkkklAppraisals,
} from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTasks } from '../src/auth/roles.js';
import { demoMarker, loadDemoContent } from '../src/db/seed/demo.js';
import { qpassAppraisalsPart } from '../src/features/qpass-appraisals/index.js';
import { rAppraisalsPart } from '../src/features/r-appraisals/index.js';
import { smkkklAppraisalsPart } from '../src/features/smkkkl-appraisals/index.js';
import type { Row } from '../src/resources/operations.js';
import type { ServerPart } from '../src/resources/parts.js';
import type { FileStore } from '../src/storage/store.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { staffAccount } from './support/uploads.js';

type Headers = Record<string, string>;

const day = 86_400_000;
const daysFrom = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

const label = (id: string) => ({ id, en: id });

/**
 * A 5R checklist whose figures the tests work out by hand: answers 4 to 0 points, 1 and 0 raising a
 * finding; five criteria in two elements, weighted 1, 2, 1, 1 and 3; passed from 60%.
 */
const r5Content: ChecklistContent = {
  scale: [
    { value: '4', label: label('Sangat baik'), points: 4, finding: false },
    { value: '3', label: label('Baik'), points: 3, finding: false },
    { value: '2', label: label('Cukup'), points: 2, finding: false },
    { value: '1', label: label('Kurang'), points: 1, finding: true },
    { value: '0', label: label('Buruk'), points: 0, finding: true },
  ],
  elements: [
    {
      code: '1',
      title: label('Ringkas'),
      criteria: [
        { code: '1.1', text: label('Barang tak terpakai disingkirkan'), weight: 1 },
        { code: '1.2', text: label('Bahan kimia dipisahkan'), weight: 2 },
        { code: '1.3', text: label('Alat kerja diberi label'), weight: 1 },
      ],
    },
    {
      code: '2',
      title: label('Rapi'),
      criteria: [
        { code: '2.1', text: label('Jalur evakuasi bebas'), weight: 1 },
        { code: '2.2', text: label('Bibit tersusun per jenis'), weight: 3 },
      ],
    },
  ],
  bands: [
    { value: 'kurang', label: label('Kurang'), min: 0 },
    { value: 'baik', label: label('Baik'), min: 60 },
    { value: 'memuaskan', label: label('Memuaskan'), min: 85 },
  ],
  passMin: 60,
};

/** The same checklist at two levels: 2.2 only from level 2. */
const smk3lContent: ChecklistContent = {
  ...r5Content,
  levels: [
    { value: 1, label: label('Awal') },
    { value: 2, label: label('Transisi') },
  ],
  elements: r5Content.elements.map((e) => ({
    ...e,
    criteria: e.criteria.map((c) => (c.code === '2.2' ? { ...c, level: 2 } : c)),
  })),
};

const allFour = { '1.1': '4', '1.2': '4', '1.3': '4', '2.1': '4', '2.2': '4' };
const answered = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([code, answer]) => [code, { answer }]));

/**
 * The QHSE appraisals on the server: the template an appraisal follows, its site, the scores the server
 * keeps, the verification's steps by their tasks, the findings approval raises, new revisions, and the
 * mails of each step.
 */
describe.each(testDatabases)('QHSE appraisals on %s', (database) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: Headers;
  const as: Record<'auditor' | 'colleague' | 'verifier' | 'manager' | 'lead', Headers> = {} as never;
  const ids: Record<string, number> = {};
  const today = dayIn(new Date());
  let unit: { id: number; name: string };
  let otherUnit: number;
  const templates: Partial<Record<ChecklistKind | 'draft', number>> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });

  async function roleId(name: string) {
    const role = await db.selectFrom('roles').select('id').where('role_name', '=', name).executeTakeFirst();
    if (role) return Number(role.id);
    const made = await call('POST', '/api/roles/create', admin, {
      role_name: name,
      open_registration: false,
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().data.id as number;
  }

  async function user(username: string, roleId: number, lang: string, unitId: number) {
    const made = await staffAccount(t, admin, { username, roleId, unitId, lang });
    ids[username] = made.id;
    return made.headers;
  }

  /** A template version of its own, the newest of its kind. */
  async function template(kind: ChecklistKind, content: ChecklistContent, status = 'published') {
    const { rows } = await sql<{ id: number }>`
      insert into checklist_templates (kind, version, title, content, criteria_count, status)
      select ${kind}, coalesce(max(version), 0) + 1, ${`Uji ${kind} ${status}`}, ${JSON.stringify(content)}::jsonb,
        5, ${status}
      from checklist_templates where kind = ${kind}
      returning id`.execute(t.db);
    return Number(rows[0]!.id);
  }

  const office = (values: object = {}) => ({
    unit_id: unit.id,
    site_type: 'office',
    appraisal_date: today,
    ...values,
  });

  async function made(values: object = {}, path = 'r-appraisals', who: Headers = as.auditor) {
    const res = await call('POST', `/api/${path}/create`, who, office(values));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row & { id: number };
  }

  const step = (id: number, name: string, who: Headers, reason?: string, path = 'r-appraisals') =>
    call('POST', `/api/${path}/${id}/${name}`, who, reason === undefined ? {} : { reason });

  const mailsTo = (email: string) =>
    db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  const actionsOf = (id: number) =>
    db
      .selectFrom('corrective_actions')
      .select([
        'criterion_code',
        'reference',
        'finding_class',
        'risk',
        'finding',
        'due_date',
        'unit_id',
        'status',
      ])
      .where('r_appraisal_id', '=', id)
      .orderBy('criterion_code')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(database, { ACCOUNT_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    const g = await db.selectFrom('gardens').select('unit_id').orderBy('id').executeTakeFirstOrThrow();
    const u = await db
      .selectFrom('management_units')
      .select(['id', 'unit_management_name'])
      .where('id', '=', Number(g.unit_id))
      .executeTakeFirstOrThrow();
    unit = { id: Number(u.id), name: String(u.unit_management_name) };
    const elsewhere = await db
      .selectFrom('management_units')
      .select('id')
      .where('id', '<>', unit.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherUnit = Number(elsewhere.id);
    // The roles the demo content gives QHSE staff, and one that may do every step.
    const auditorRole = await roleId('Auditor QHSE');
    as.auditor = await user('auditor_satu', auditorRole, 'en', unit.id);
    as.colleague = await user('auditor_dua', auditorRole, 'en', unit.id);
    as.verifier = await user('verifikator_satu', await roleId('Verifikator QHSE'), 'id', otherUnit);
    as.manager = await user('manajer_satu', await roleId('Manajer QHSE'), 'en', otherUnit);
    const leadRole = await roleId('Koordinator QHSE Uji');
    await grantTasks(t.db, 'Koordinator QHSE Uji', [
      'r-appraisals.read',
      'r-appraisals.create',
      'r-appraisals.submit',
      'r-appraisals.verify',
      'r-appraisals.approve',
    ]);
    as.lead = await user('koordinator_satu', leadRole, 'en', unit.id);
    // A verifier of another unit only, who neither reaches nor is told of this unit's appraisals.
    const nearRole = await roleId('Verifikator Unit Uji');
    await grantTasks(t.db, 'Verifikator Unit Uji', ['r-appraisals.read', 'r-appraisals.verify']);
    await user('verifikator_jauh', nearRole, 'en', otherUnit);
  });
  afterAll(() => t.close());

  it('follows the newest published template of its kind, and refuses when none is published', async () => {
    await db
      .updateTable('checklist_templates')
      .set({ status: 'retired' })
      .where('kind', '=', 'qpass')
      .execute();
    const none = await call('POST', '/api/qpass-appraisals/create', as.auditor, office());
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ template_id: ['No QPASS template has been published yet'] });
    const inIndonesian = await t.app.inject({
      method: 'POST',
      url: '/api/qpass-appraisals/create',
      headers: { ...as.auditor, 'accept-language': 'id' },
      payload: office(),
    });
    expect(inIndonesian.json().errors.template_id).toEqual(['Belum ada templat QPASS yang terbit']);

    templates.qpass = await template('qpass', r5Content);
    templates['5r'] = await template('5r', r5Content);
    templates.smk3l = await template('smk3l', smk3lContent);
    templates.draft = await template('5r', r5Content, 'draft');
    const appraisal = await made({}, 'qpass-appraisals');
    expect(appraisal).toMatchObject({
      template_id: templates.qpass,
      status: 'draft',
      period: reportPeriod(today),
      appraiser_id: ids.auditor_satu,
      revision_no: 0,
      score_pct: null,
      findings_count: 0,
    });
    // A named template must be a published version of the kind.
    for (const named of [templates.draft, templates.smk3l]) {
      const refused = await call(
        'POST',
        '/api/r-appraisals/create',
        as.auditor,
        office({ template_id: named }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ template_id: ['Choose a published 5R template'] });
    }
    // The draft's version is the newest, but only published versions are taken.
    expect((await made()).template_id).toBe(templates['5r']);
  });

  it('names the site its type needs, of the appraisal’s unit, and keeps an auditor to their own unit', async () => {
    const refused = async (values: object) => {
      const res = await call('POST', '/api/r-appraisals/create', as.auditor, office(values));
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    expect(await refused({ site_type: 'garden' })).toEqual({ garden_id: ['Choose the garden appraised'] });
    expect(await refused({ site_type: 'project' })).toEqual({ project_id: ['Choose the project appraised'] });
    const farGarden = await db
      .selectFrom('gardens')
      .select('id')
      .where('unit_id', '<>', unit.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await refused({ site_type: 'garden', garden_id: farGarden.id })).toEqual({
      garden_id: ["This garden is not of the appraisal's management unit"],
    });
    const farNursery = await db
      .selectFrom('nurseries')
      .select('id')
      .where('unit_id', '<>', unit.id)
      .orderBy('id')
      .executeTakeFirst();
    if (farNursery) {
      expect(await refused({ site_type: 'nursery', nursery_id: farNursery.id })).toEqual({
        nursery_id: ["This nursery is not of the appraisal's management unit"],
      });
    }
    const garden = await db
      .selectFrom('gardens')
      .select('id')
      .where('unit_id', '=', unit.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A garden appraisal names no nursery, whatever was sent.
    const onGarden = await made({
      site_type: 'garden',
      garden_id: garden.id,
      nursery_id: farNursery?.id ?? null,
    });
    expect(onGarden).toMatchObject({ garden_id: Number(garden.id), nursery_id: null });

    const abroad = await call('POST', '/api/r-appraisals/create', as.auditor, office({ unit_id: otherUnit }));
    expect(abroad.statusCode).toBe(403);
    expect(abroad.json().message).toBe('You can only manage appraisals of your own unit or project');
  });

  it('scores the answers on every write: N/A left out, a critical finding fails a high score', async () => {
    // 1.1: 4 of 4 × 1; 1.2 not applicable, left out; 1.3: 1 of 4 × 1 (a finding); 2.1: 3 of 4 × 1;
    // 2.2: 2 of 4 × 3. Earned 4 + 1 + 3 + 6 = 14 of 4 + 4 + 4 + 12 = 24 possible: 58.3%, under 60.
    const answers = {
      ...answered({ '1.1': '4', '1.2': 'na', '2.1': '3', '2.2': '2' }),
      '1.3': { answer: '1', finding: { class: 'minor', description: 'Label pudar' } },
    };
    const low = await made({ answers });
    expect(low).toMatchObject({
      score_pct: 58.3,
      band: 'kurang',
      passed: false,
      findings_count: 1,
      critical_findings: 0,
    });
    // Every criterion at 4 but 2.1 at 0, critical: 28 of 32 = 87.5%, the top band, and still failed.
    const critical = await call('PUT', '/api/r-appraisals/update', as.auditor, {
      id: low.id,
      answers: {
        ...answered(allFour),
        '2.1': { answer: '0', finding: { class: 'critical', description: 'Jalur tertutup' } },
      },
    });
    expect(critical.statusCode, critical.body).toBe(200);
    expect(critical.json().data).toMatchObject({
      score_pct: 87.5,
      band: 'memuaskan',
      passed: false,
      findings_count: 1,
      critical_findings: 1,
    });
    // An SMK3L appraisal at level 1 answers only the criteria of level 1: 4 + 8 + 4 + 2 = 18 of 20, 90%.
    const smk3l = await made(
      { level: '1', answers: answered({ '1.1': '4', '1.2': '4', '1.3': '4', '2.1': '2' }) },
      'smkkkl-appraisals',
    );
    expect(smk3l).toMatchObject({ score_pct: 90, band: 'memuaskan', passed: true });
    expect((await step(smk3l.id, 'submit', as.auditor, undefined, 'smkkkl-appraisals')).statusCode).toBe(200);
  });

  it('refuses a date in a closed period', async () => {
    const res = await call(
      'POST',
      '/api/r-appraisals/create',
      as.auditor,
      office({ appraisal_date: daysFrom(today, -95) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ appraisal_date: ['Cut Off Peride Aktif'] });
  });

  it('goes from draft through verification to approval, each step by its task, audited and mailed; approval raises the findings', async () => {
    const appraisal = await made({
      answers: {
        ...answered({ '1.1': '4', '1.2': 'na', '2.1': '3' }),
        '1.3': { answer: '1', finding: { class: 'major', risk: '3', description: 'Label pudar' } },
      },
    });
    const id = appraisal.id;
    // Incomplete, it cannot be submitted.
    const incomplete = await step(id, 'submit', as.auditor);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toBe('1 criteria are not answered yet (2.2)');
    const idIncomplete = await t.app.inject({
      method: 'POST',
      url: `/api/r-appraisals/${id}/submit`,
      headers: { ...as.auditor, 'accept-language': 'id' },
      payload: {},
    });
    expect(idIncomplete.json().message).toBe('1 kriteria belum dijawab (2.2)');
    const answers = {
      ...(appraisal.answers as object),
      '2.2': { answer: '0', finding: { class: 'minor', description: 'Bibit tercampur' } },
    };
    expect((await call('PUT', '/api/r-appraisals/update', as.auditor, { id, answers })).statusCode).toBe(200);

    // Only its appraiser submits it; a verifier does not hold the task.
    expect((await step(id, 'submit', as.colleague)).statusCode).toBe(403);
    expect((await step(id, 'submit', as.verifier)).statusCode).toBe(403);
    const submitted = await step(id, 'submit', as.auditor);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('verification_request');
    const locked = await call('PUT', '/api/r-appraisals/update', as.auditor, { id, area: 'Gudang' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('An appraisal being verified or approved cannot be changed');
    expect((await call('DELETE', '/api/r-appraisals/delete', as.auditor, { data: { id } })).statusCode).toBe(
      409,
    );
    const toVerifier = (await mailsTo('verifikator_satu@uji.id')).at(-1);
    expect(toVerifier?.subject).toBe(`Penilaian 5R menunggu verifikasi: Kantor ${unit.name}`);
    expect(toVerifier?.text_body).toContain(`?view=detail&id=${id}`);
    expect((await mailsTo('koordinator_satu@uji.id')).at(-1)?.subject).toBe(
      `5R appraisal awaiting verification: ${unit.name} office`,
    );
    expect(await mailsTo('verifikator_jauh@uji.id')).toEqual([]);
    expect(await mailsTo('auditor_dua@uji.id')).toEqual([]);

    // An auditor does not verify, a verifier does not approve.
    expect((await step(id, 'verify', as.auditor)).statusCode).toBe(403);
    expect((await step(id, 'approve', as.verifier)).statusCode).toBe(403);
    const back = await step(id, 'request-revision', as.verifier, 'Foto kurang jelas');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('revision_request');
    const revision = (await mailsTo('auditor_satu@uji.id')).at(-1);
    expect(revision?.subject).toBe(`Revision requested: 5R appraisal, ${unit.name} office`);
    expect(revision?.text_body).toContain('Reason: Foto kurang jelas');
    expect(
      (await call('PUT', '/api/r-appraisals/update', as.auditor, { id, area: 'Gudang' })).statusCode,
    ).toBe(200);
    expect((await step(id, 'submit', as.auditor)).statusCode).toBe(200);
    const verified = await step(id, 'verify', as.verifier);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      status: 'appraisal_request',
      verifier_id: ids.verifikator_satu,
    });
    expect((await mailsTo('manajer_satu@uji.id')).at(-1)?.subject).toBe(
      `5R appraisal awaiting approval: ${unit.name} office`,
    );
    expect((await step(id, 'approve', as.auditor)).statusCode).toBe(403);
    const approved = await step(id, 'approve', as.manager);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', approver_id: ids.manajer_satu });
    expect(Date.parse(approved.json().data.approved_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await mailsTo('auditor_satu@uji.id')).at(-1)?.subject).toBe(
      `Approved: 5R appraisal, ${unit.name} office`,
    );
    const edit = await call('PUT', '/api/r-appraisals/update', as.auditor, { id, area: 'Lagi' });
    expect(edit.statusCode).toBe(409);

    const reference = `5R ${reportPeriod(today)} · Kantor ${unit.name}`;
    expect(await actionsOf(id)).toEqual([
      {
        criterion_code: '1.3',
        reference: `${reference} · 1.3`,
        finding_class: 'major',
        risk: '3',
        finding: 'Alat kerja diberi label: Label pudar',
        due_date: daysFrom(today, 30),
        unit_id: unit.id,
        status: 'open',
      },
      {
        criterion_code: '2.2',
        reference: `${reference} · 2.2`,
        finding_class: 'minor',
        risk: '1',
        finding: 'Bibit tersusun per jenis: Bibit tercampur',
        due_date: daysFrom(today, 60),
        unit_id: unit.id,
        status: 'open',
      },
    ]);

    const trail = await call('GET', `/api/r-appraisals/${id}/transitions`, as.verifier);
    expect(trail.statusCode).toBe(200);
    expect(
      trail
        .json()
        .data.map((e: Row) => [e.transition, e.reason, (e.rel_user_id as { id: number }).id])
        .reverse(),
    ).toEqual([
      ['submit', null, ids.auditor_satu],
      ['request-revision', 'Foto kurang jelas', ids.verifikator_satu],
      ['submit', null, ids.auditor_satu],
      ['verify', null, ids.verifikator_satu],
      ['approve', null, ids.manajer_satu],
    ]);
    ids.approved = id;
  });

  it('lets nobody verify or approve their own appraisal, whatever tasks they hold', async () => {
    const own = await made({ answers: answered(allFour) }, 'r-appraisals', as.lead);
    expect((await step(own.id, 'submit', as.lead)).statusCode).toBe(200);
    const verify = await step(own.id, 'verify', as.lead);
    expect(verify.statusCode).toBe(403);
    expect((await step(own.id, 'verify', as.verifier)).statusCode).toBe(200);
    const approve = await step(own.id, 'approve', as.lead);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe(verify.json().message);
    // The approver may send it back instead, with a reason; a verifier may not.
    expect((await step(own.id, 'send-back', as.verifier, 'Cek lagi')).statusCode).toBe(403);
    const back = await step(own.id, 'send-back', as.manager, 'Foto 2.2 kurang');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('revision_request');
    const mail = (await mailsTo('koordinator_satu@uji.id')).at(-1);
    expect(mail?.subject).toBe(`Revision requested: 5R appraisal, ${unit.name} office`);
    expect(mail?.text_body).toContain('Reason: Foto 2.2 kurang');
  });

  it('opens a new revision as a draft copy; the approved one stays; approved again, it raises nothing twice', async () => {
    const id = ids.approved!;
    const before = (await call('GET', `/api/r-appraisals/${id}/show`, as.auditor)).json().data;
    expect((await step(id, 'revise', as.verifier, 'x')).statusCode).toBe(403);
    expect((await step(id, 'revise', as.manager)).statusCode).toBe(400);
    const revised = await step(id, 'revise', as.manager, 'Nilai 2.2 salah ketik');
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().message).toBe(
      'A new revision was made as a draft; the approved appraisal stays readable',
    );
    const after = (await call('GET', `/api/r-appraisals/${id}/show`, as.auditor)).json().data;
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });

    const filters = encodeURIComponent(JSON.stringify({ revision_of_id: id }));
    const copies = (await call('GET', `/api/r-appraisals/list?filters=${filters}`, as.auditor)).json().data;
    expect(copies).toHaveLength(1);
    const copy = copies[0];
    const same = [
      'unit_id',
      'site_type',
      'area',
      'appraisal_date',
      'period',
      'appraiser_id',
      'template_id',
      'answers',
    ];
    for (const field of same) expect(copy[field], field).toEqual(before[field]);
    expect(copy).toMatchObject({
      status: 'draft',
      revision_of_id: id,
      revision_no: 1,
      score_pct: before.score_pct,
      findings_count: 2,
      verifier_id: null,
      approver_id: null,
      approved_at: null,
    });
    // Only the newest revision is revised.
    const older = await step(id, 'revise', as.manager, 'Lagi');
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toBe(
      'This appraisal already has a newer revision (revision 1); make a revision of the newest',
    );

    // The copy is the appraiser's to change and submit; approved, it raises nothing raised before.
    const answers = { ...copy.answers, '2.2': { answer: '1', finding: { class: 'minor' } } };
    expect(
      (await call('PUT', '/api/r-appraisals/update', as.auditor, { id: copy.id, answers })).statusCode,
    ).toBe(200);
    for (const [name, who] of [
      ['submit', as.auditor],
      ['verify', as.verifier],
      ['approve', as.manager],
    ] as const) {
      expect((await step(copy.id, name, who)).statusCode).toBe(200);
    }
    expect(await actionsOf(id)).toHaveLength(2);
    expect(await actionsOf(copy.id)).toEqual([]);
    const trail = await call('GET', `/api/r-appraisals/${id}/transitions`, as.auditor);
    expect(trail.json().data[0]).toMatchObject({ transition: 'revise', reason: 'Nilai 2.2 salah ketik' });

    // An approved appraisal whose period has closed cannot have a revision: its copy could never change.
    await db
      .updateTable('r_appraisals')
      .set({ appraisal_date: daysFrom(today, -95) })
      .where('id', '=', copy.id)
      .execute();
    const closed = await step(copy.id, 'revise', as.manager, 'Terlambat');
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(
      "Cut-off passed: this appraisal's date lies in a closed period, so no new revision can be made",
    );
  });

  it('loads demo appraisals of each kind from its published template, with their findings raised', async () => {
    const tables = ['qpass_appraisals', 'smkkkl_appraisals', 'r_appraisals'];
    const lastId = async (table: string) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id ?? 0,
      );
    const seen: Record<string, number> = {};
    for (const table of [...tables, 'corrective_actions']) seen[table] = await lastId(table);
    await db.deleteFrom('app_settings').where('key', '=', demoMarker).execute();
    await loadDemoContent(t.db, {} as FileStore, [
      [qpassAppraisals, qpassAppraisalsPart as ServerPart],
      [smkkklAppraisals, smkkklAppraisalsPart as ServerPart],
      [rAppraisals, rAppraisalsPart as ServerPart],
    ]);
    for (const table of tables) {
      const rows = await db
        .selectFrom(table)
        .select(['status', 'score_pct', 'appraisal_date', 'findings_count'])
        .where('id', '>', seen[table]!)
        .execute();
      expect(rows.map((r) => r.status).sort()).toEqual([
        'appraisal_request',
        'approved',
        'approved',
        'approved',
        'approved',
        'approved',
        'draft',
        'verification_request',
      ]);
      expect(rows.every((r) => r.score_pct !== null)).toBe(true);
      expect(rows.find((r) => r.status === 'draft')?.appraisal_date).toBe(today);
    }
    const raised = await db
      .selectFrom('corrective_actions')
      .select(['overdue', 'owner_id', 'due_date'])
      .where('id', '>', seen.corrective_actions!)
      .execute();
    expect(raised.length).toBeGreaterThan(0);
    expect(raised.some((a) => a.overdue && a.owner_id !== null && String(a.due_date) < today)).toBe(true);
  });
});
