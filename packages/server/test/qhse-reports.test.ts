import type { ChecklistAnswers, ChecklistContent } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/resources/operations.js';
import { createTestApp, login, solidPng, type TestApp, testDatabases } from './support/server.js';
import { userWithTasks } from './support/uploads.js';

type Headers = Record<string, string>;
type Json = Record<string, unknown>;

/** Every page's text of a PDF, joined. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** Two elements; a criterion half met raises a finding; one of four weighs double, one is not applicable. */
const content: ChecklistContent = {
  scale: [
    { value: 'yes', label: { id: 'Ya', en: 'Yes' }, points: 2, finding: false },
    { value: 'partly', label: { id: 'Sebagian', en: 'Partly' }, points: 1, finding: true },
    { value: 'no', label: { id: 'Tidak', en: 'No' }, points: 0, finding: true },
  ],
  elements: [
    {
      code: 'E1',
      title: { id: 'Penyimpanan Bibit', en: 'Seedling Storage' },
      criteria: [
        { code: '1.1', text: { id: 'Rak rapi', en: 'Tidy racks' }, weight: 1 },
        { code: '1.2', text: { id: 'Label jelas', en: 'Clear labels' }, weight: 1 },
      ],
    },
    {
      code: 'E2',
      title: { id: 'Alat Pelindung Diri', en: 'Protective Equipment' },
      criteria: [
        { code: '2.1', text: { id: 'APD dipakai', en: 'PPE worn' }, weight: 2 },
        { code: '2.2', text: { id: 'Kotak P3K', en: 'First-aid kit' }, weight: 1 },
      ],
    },
  ],
  bands: [
    { value: 'kurang', label: { id: 'Kurang', en: 'Poor' }, min: 0 },
    { value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 60 },
    { value: 'memuaskan', label: { id: 'Memuaskan', en: 'Satisfactory' }, min: 85 },
  ],
  passMin: 60,
};

/** E1 3 of 4 points (75%), E2 4 of 4 with 2.2 not applicable (100%): 7 of 8, 87.5% in total. */
const goodAnswers = (photos: string[]): ChecklistAnswers => ({
  '1.1': { answer: 'yes', photos },
  '1.2': { answer: 'partly', finding: { class: 'major', description: 'Label bibit pudar' } },
  '2.1': { answer: 'yes' },
  '2.2': { answer: 'na' },
});

/**
 * The QHSE reports: an appraisal's PDF for whoever may read it, and the QHSE overview's figures, for
 * rows written straight into the tables.
 */
describe.each(testDatabases)('QHSE reports on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: Headers;
  let unit: number;
  let otherUnit: number;
  let template: number;
  let ownerId: number;

  const get = (url: string, headers: Headers = admin, lang = 'id') =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });

  const insertUnit = async (no: string, name: string) =>
    Number(
      (
        await sql<Json>`insert into management_units (mu_no, unit_management_name, province_id)
          select ${no}, ${name}, id from provinces order by id limit 1 returning id`.execute(db)
      ).rows[0]!.id,
    );

  const insertAppraisal = async (table: string, values: Json) => {
    const row: Json = {
      unit_id: unit,
      site_type: 'office',
      area: 'Gudang bibit',
      appraisal_date: '2030-03-10',
      period: '2030-03',
      template_id: template,
      status: 'approved',
      revision_no: 0,
      ...values,
    };
    if (row.answers !== undefined) row.answers = JSON.stringify(row.answers);
    const columns = Object.keys(row);
    const { rows } = await sql<Json>`insert into ${sql.table(table)}
      (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(Object.values(row))})
      returning id`.execute(db);
    return Number(rows[0]!.id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    unit = await insertUnit('QHSE-A', 'Unit Uji Mutu');
    otherUnit = await insertUnit('QHSE-B', 'Unit Uji Lain');
    template = Number(
      (
        await sql<Json>`insert into checklist_templates (kind, version, title, content, criteria_count, status)
          values ('qpass', 90, 'QPASS Uji', ${JSON.stringify(content)}, 4, 'published') returning id`.execute(
          db,
        )
      ).rows[0]!.id,
    );
    ownerId = Number(
      (await sql<Json>`select id from users where username = 'admin'`.execute(db)).rows[0]!.id,
    );
  });
  afterAll(() => t?.close());

  describe('the PDF of an appraisal', () => {
    let id: number;
    let failing: number;
    beforeAll(async () => {
      await t.app.store.put('a1b2c3d4e5f6.png', solidPng(1600, 1200, [30, 120, 60]), 'image/png');
      id = await insertAppraisal('qpass_appraisals', {
        appraiser_id: ownerId,
        answers: goodAnswers(['/uploads/a1b2c3d4e5f6.png', '/uploads/hilang0000.jpg']),
        score_pct: 87.5,
        band: 'memuaskan',
        passed: true,
        findings_count: 1,
      });
      await sql`insert into corrective_actions (source, reference, qpass_appraisal_id, criterion_code, unit_id,
          finding_class, risk, finding, action_plan, owner_id, due_date, status)
        values ('qpass', 'QPASS 2030-03 · 1.2', ${id}, '1.2', ${unit}, 'major', '2', 'Label bibit pudar',
          'Cetak ulang semua label', ${ownerId}, '2030-04-15', 'in_progress')`.execute(db);
      failing = await insertAppraisal('qpass_appraisals', {
        answers: {
          ...goodAnswers([]),
          '1.2': { answer: 'no', finding: { class: 'critical', description: 'Bibit busuk' } },
        },
      });
    });

    it('shows the particulars, the score with its band and pass, the elements, findings with actions and photos', async () => {
      const res = await get(`/api/qpass-appraisals/${id}/pdf`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="qpass-appraisals-${id}.pdf"`);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`Laporan Penilaian QPASS #${id}`);
      expect(text).toContain('Unit Uji Mutu');
      expect(text).toContain('Kantor');
      expect(text).toContain('Gudang bibit');
      expect(text).toContain('2030-03');
      expect(text).toContain('Disetujui');
      expect(text).toContain('QPASS Uji (versi 90)');
      expect(text).toContain('Nilai total: 87,5%');
      expect(text).toContain('Kategori: Memuaskan · Lulus');
      // The elements: answered of criteria, not applicable, score.
      expect(text).toMatch(/E1 Penyimpanan Bibit 2 \/ 2 0 75%/);
      expect(text).toMatch(/E2 Alat Pelindung Diri 2 \/ 2 1 100%/);
      // The finding, its risk by its class, and its corrective action.
      expect(text).toMatch(/1\.2 Mayor Sedang Label bibit pudar/);
      expect(text).toContain('Cetak ulang semua label');
      expect(text).toContain('Tenggat: 15 April 2030');
      expect(text).toContain('Status: Dikerjakan');
      expect(text).toContain('Foto Bukti');
      expect(text).toContain('Kriteria 1.1');
      // The one stored photo is printed; the missing one is passed over.
      expect(res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    });

    it('speaks English to an English reader, and says a critical finding fails', async () => {
      const res = await get(`/api/qpass-appraisals/${failing}/pdf`, admin, 'en');
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`QPASS Appraisal Report #${failing}`);
      // E1 now 2 of 4 points: 6 of 8, 75%, Good; but a critical finding fails it.
      expect(text).toContain('Total score: 75%');
      expect(text).toContain('Band: Good · Failed: critical finding');
      expect(text).toMatch(/1\.2 Critical High Bibit busuk No action yet/);
      const id = await get(`/api/qpass-appraisals/${failing}/pdf`);
      expect(await pdfText(id.rawPayload)).toContain('Kategori: Baik · Gagal: ada temuan kritis');
    });

    it('answers 401, 403 and 404 as the detail does, and keeps to the row scope', async () => {
      expect((await t.app.inject({ url: `/api/qpass-appraisals/${id}/pdf` })).statusCode).toBe(401);
      const stranger = await userWithTasks(t, admin, 'qhse-stranger', ['partners.read']);
      const refused = await get(`/api/qpass-appraisals/${id}/pdf`, stranger, 'en');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        (await get(`/api/qpass-appraisals/${id}/show`, stranger, 'en')).json().message,
      );
      expect((await get('/api/qpass-appraisals/999999999/pdf')).statusCode).toBe(404);
      // The same id read as another kind is no such row.
      expect((await get(`/api/r-appraisals/${id}/pdf`)).statusCode).toBe(404);
      const elsewhere = await userWithTasks(t, admin, 'qhse-elsewhere', ['qpass-appraisals.read'], {
        unit_id: otherUnit,
      });
      expect((await get(`/api/qpass-appraisals/${id}/pdf`, elsewhere)).statusCode).toBe(404);
      const local = await userWithTasks(t, admin, 'qhse-local', ['qpass-appraisals.read'], { unit_id: unit });
      const mine = await get(`/api/qpass-appraisals/${id}/pdf`, local);
      expect(mine.statusCode, mine.body).toBe(200);
      // Without the corrective actions' read permission, the findings show without their actions.
      const text = await pdfText(mine.rawPayload);
      expect(text).toContain('Label bibit pudar');
      expect(text).not.toContain('Cetak ulang semua label');
    });
  });

  describe('the overview', () => {
    const range = 'from=2031-01&to=2031-12';
    let overdueId: number;

    beforeAll(async () => {
      const approved = (unitId: number, period: string, score: number, extra: Json = {}) =>
        insertAppraisal('qpass_appraisals', {
          unit_id: unitId,
          period,
          appraisal_date: `${period}-10`,
          score_pct: score,
          ...extra,
        });
      await approved(unit, '2031-02', 80);
      await approved(unit, '2031-02', 91);
      await approved(otherUnit, '2031-02', 60);
      // A chain: the first approved, then a later revision approved: only the revision counts.
      const first = await approved(unit, '2031-03', 50);
      await approved(unit, '2031-03', 70, { revision_of_id: first, revision_no: 1 });
      // A revision still in draft leaves the first counted.
      const other = await approved(unit, '2031-04', 65);
      await approved(unit, '2031-04', 99, { revision_of_id: other, revision_no: 1, status: 'draft' });
      await approved(unit, '2031-05', 40, { status: 'verification_request' });
      await approved(unit, '2030-12', 10);
      await insertAppraisal('smkkkl_appraisals', {
        unit_id: unit,
        period: '2031-02',
        appraisal_date: '2031-02-10',
        level: '1',
        score_pct: 72.25,
      });

      // Days are Jakarta's (UTC+7), as the overview counts them.
      const today = new Date(Date.now() + 7 * 3_600_000);
      const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
      const action = async (values: Json) => {
        const row = {
          source: 'qpass',
          unit_id: unit,
          finding_class: 'minor',
          risk: '1',
          finding: 'Temuan uji',
          status: 'open',
          created_at: '2031-06-01T03:00:00Z',
          ...values,
        };
        const { rows } = await sql<Json>`insert into corrective_actions
          (${sql.join(Object.keys(row).map((c) => sql.ref(c)))}) values (${sql.join(Object.values(row))})
          returning id`.execute(db);
        return Number(rows[0]!.id);
      };
      overdueId = await action({
        finding: 'Jalur evakuasi terhalang',
        reference: 'QPASS 2031-02 · 2.1',
        owner_id: ownerId,
        due_date: daysAgo(10),
      });
      await action({ status: 'in_progress', due_date: daysAgo(3) });
      await action({ status: 'done', due_date: daysAgo(30) });
      await action({ due_date: daysAgo(-5) });
      await action({ unit_id: otherUnit, source: 'smk3l', due_date: daysAgo(1) });
      await action({ due_date: daysAgo(50), created_at: '2030-06-01T03:00:00Z' });

      const complaint = (values: Json) =>
        sql`insert into customer_complaints
          (${sql.join(Object.keys(values).map((c) => sql.ref(c)))}, channel, customer_name, description)
          values (${sql.join(Object.values(values))}, 'email', 'Pelanggan Uji', 'Pohon tidak ditanam')`.execute(
          db,
        );
      await complaint({ status: 'received', received_at: '2031-03-01T02:00:00Z' });
      await complaint({ status: 'investigating', received_at: '2031-03-02T02:00:00Z' });
      await complaint({
        status: 'resolved',
        received_at: '2031-03-03T02:00:00Z',
        resolved_at: '2031-03-03T12:00:00Z',
        resolve_hours: 10,
      });
      await complaint({
        status: 'resolved',
        received_at: '2031-03-04T02:00:00Z',
        resolved_at: '2031-03-04T22:00:00Z',
        resolve_hours: 20,
      });
      // Received in the range on Jakarta's 1 January, though still 31 December in UTC.
      await complaint({ status: 'received', received_at: '2030-12-31T18:00:00Z' });
      await complaint({ status: 'received', received_at: '2030-12-31T16:00:00Z' });
    });

    const overview = async (query: string, headers: Headers = admin) => {
      const res = await get(`/api/qhse/overview?${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Json;
    };

    it('answers scores per kind, unit and period, each chain once; actions by state with the most overdue; complaints', async () => {
      const data = await overview(`${range}&unit_id=${unit}`);
      expect(data.scores).toEqual([
        {
          kind: 'qpass',
          unit_id: unit,
          unit: 'Unit Uji Mutu',
          period: '2031-02',
          mean_score_pct: 85.5,
          count: 2,
        },
        {
          kind: 'qpass',
          unit_id: unit,
          unit: 'Unit Uji Mutu',
          period: '2031-03',
          mean_score_pct: 70,
          count: 1,
        },
        {
          kind: 'qpass',
          unit_id: unit,
          unit: 'Unit Uji Mutu',
          period: '2031-04',
          mean_score_pct: 65,
          count: 1,
        },
        {
          kind: 'smk3l',
          unit_id: unit,
          unit: 'Unit Uji Mutu',
          period: '2031-02',
          mean_score_pct: 72.3,
          count: 1,
        },
      ]);
      expect(data.actions).toEqual({
        by_state: { open: 2, in_progress: 1, done: 1, verified: 0, reopened: 0 },
        overdue: 2,
        most_overdue: [
          {
            id: overdueId,
            finding: 'Jalur evakuasi terhalang',
            reference: 'QPASS 2031-02 · 2.1',
            owner: expect.any(String),
            due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            days_late: 10,
          },
          expect.objectContaining({ days_late: 3, owner: null }),
        ],
      });
      expect(data.complaints).toEqual({
        by_state: { received: 2, investigating: 1, resolved: 2, rejected: 0 },
        resolved: 2,
        mean_resolve_hours: 15,
      });
      const qpass = await overview(`${range}&kind=qpass`);
      expect((qpass.scores as Json[]).map((s) => [s.kind, s.unit_id, s.period])).toEqual([
        ['qpass', otherUnit, '2031-02'],
        ['qpass', unit, '2031-02'],
        ['qpass', unit, '2031-03'],
        ['qpass', unit, '2031-04'],
      ]);
      expect((qpass.actions as { overdue: number }).overdue).toBe(2);
      const smk3l = await overview(`${range}&kind=smk3l`);
      expect((smk3l.actions as { overdue: number }).overdue).toBe(1);
    });

    it('answers each section only to a caller who may read it, within their row scope', async () => {
      const local = await userWithTasks(
        t,
        admin,
        'qhse-officer',
        ['qpass-appraisals.read', 'corrective-actions.read'],
        { unit_id: otherUnit },
      );
      const data = await overview(range, local);
      expect(data.scores).toEqual([
        {
          kind: 'qpass',
          unit_id: otherUnit,
          unit: 'Unit Uji Lain',
          period: '2031-02',
          mean_score_pct: 60,
          count: 1,
        },
      ]);
      expect(data.actions).toMatchObject({ by_state: { open: 1 }, overdue: 1 });
      expect(data.complaints).toBeNull();
      // A kind the caller may not read adds nothing.
      expect((await overview(`${range}&kind=smk3l`, local)).scores).toEqual([]);
      const none = await userWithTasks(t, admin, 'qhse-none', ['partners.read']);
      expect(await overview('', none)).toEqual({ scores: null, actions: null, complaints: null });
    });

    it('refuses anonymous callers and bad filters in the caller’s language', async () => {
      expect((await t.app.inject({ url: '/api/qhse/overview' })).statusCode).toBe(401);
      for (const query of ['foo=1', 'from=2031-13', 'to=31-01', 'kind=iso', 'unit_id=abc']) {
        const res = await get(`/api/qhse/overview?${query}`, admin, 'en');
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toEqual(expect.any(String));
      }
      const reversed = await get('/api/qhse/overview?from=2031-05&to=2031-01', admin, 'en');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toBe('The first month of the period comes after its last');
      const inIndonesian = await get('/api/qhse/overview?from=2031-05&to=2031-01');
      expect(inIndonesian.json().message).toBe('Bulan awal periode jatuh setelah bulan akhirnya');
    });
  });
});
