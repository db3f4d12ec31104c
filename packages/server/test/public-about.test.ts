import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;
type Page = { data: Row[]; total: number; page: number; limit: number };

describe.each(testDatabases)('public API of the about pages on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let db: Kysely<Record<string, Row>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    db = t.db as unknown as Kysely<Record<string, Row>>;
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'id') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  const page = async (url: string, lang = 'id') => {
    const res = await get(url, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const idOf = async (table: string, title: string) =>
    Number((await db.selectFrom(table).select('id').where('title', '=', title).executeTakeFirstOrThrow()).id);

  describe('job vacancies', () => {
    it('lists the published vacancies newest written first, with author and file, without drafts or later ones', async () => {
      const list = await page('/api/public/job-vacancy');
      expect(list).toMatchObject({ total: 4, page: 1, limit: 10 });
      expect(list.data.map((j) => j.title)).toEqual([
        'Relawan Komunikasi dan Media Sosial',
        'Analis Data GIS',
        'Staf Pembibitan – Kebun Bibit Ungaran',
        'Koordinator Lapangan Agroforestri – Wonosobo',
      ]);
      const oldest = list.data[3]!;
      expect(Object.keys(oldest).sort()).toEqual(
        [
          'created_at',
          'created_by',
          'description',
          'file_job_vacancies',
          'id',
          'publish_at',
          'rel_created_by',
          'title',
        ].sort(),
      );
      expect(oldest.created_at).toBe('2026-01-01T02:15:00.000Z');
      expect(oldest.description).toContain('<strong>40 kelompok tani</strong>');
      expect(oldest.file_job_vacancies).toEqual({
        url: '/uploads/demo-job-vacancy-1.pdf',
        filename: 'demo-job-vacancy-1.pdf',
      });
      expect((oldest.rel_created_by as { label: string }).label).toBeTruthy();
      expect(list.data[2]!.file_job_vacancies).toMatchObject({ url: '/uploads/demo-job-vacancy-2.svg' });
      expect(list.data[0]!.file_job_vacancies).toBeNull();

      const pdf = await get('/uploads/demo-job-vacancy-1.pdf');
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.body.startsWith('%PDF-')).toBe(true);
    });

    it('answers in English', async () => {
      const english = await page('/api/public/job-vacancy', 'en');
      expect(english.data.map((j) => j.title)).toEqual([
        'Communications and Social Media Volunteer',
        'GIS Data Analyst',
        'Nursery Staff – Ungaran Nursery',
        'Agroforestry Field Coordinator – Wonosobo',
      ]);
      expect(english.data[3]!.description).toContain('<strong>40 farmer groups</strong>');
      expect(english.data[0]!.description).toContain('Help us tell the story');
      expect(english.data[0]).not.toHaveProperty('title_en');
    });

    it('answers one published vacancy, and a 404 in the caller’s language for a draft, a later one or none', async () => {
      const gis = await idOf('job_vacancies', 'Analis Data GIS');
      const { data } = (await get(`/api/public/job-vacancy/${gis}`, 'en')).json();
      expect(data).toMatchObject({ id: gis, title: 'GIS Data Analyst', file_job_vacancies: null });
      expect(data.description).toContain('QGIS');

      const draft = await idOf('job_vacancies', 'Manajer Kemitraan Perusahaan');
      const later = await idOf('job_vacancies', 'Koordinator Penanaman Musim Hujan 2030');
      for (const key of [draft, later, 999_999, 'analis-data-gis']) {
        const res = await get(`/api/public/job-vacancy/${key}`);
        expect(res.statusCode, String(key)).toBe(404);
        expect(res.json().message).toBe('Data tidak ditemukan');
      }
      expect((await get(`/api/public/job-vacancy/${draft}`, 'en')).json().message).toBe('Data not found');
    });

    it('lists each published vacancy’s page in the sitemap, in both languages', async () => {
      const gis = await idOf('job_vacancies', 'Analis Data GIS');
      const draft = await idOf('job_vacancies', 'Manajer Kemitraan Perusahaan');
      const sitemap = await get('/sitemap.xml');
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(locs).toContain(`/about-working-t4t/${gis}`);
      expect(locs).toContain(`/en/about-working-t4t/${gis}`);
      expect(locs).not.toContain(`/about-working-t4t/${draft}`);
    });

    it('records the caller as the author and checks what staff write, in their language', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/job-vacancy/create',
        headers: admin,
        payload: {
          title: 'Penulis Hibah',
          description: '<p>Menulis proposal <script>alert(1)</script>hibah.</p>',
          published: true,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const row = created.json().data;
      expect(row.rel_created_by.label).toBeTruthy();
      const shown = (await get(`/api/public/job-vacancy/${row.id}`)).json().data;
      expect(shown.description).toBe('<p>Menulis proposal hibah.</p>');

      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/job-vacancy/create',
        headers: { ...admin, 'accept-language': 'en' },
        payload: { description: '<p>x</p>', file_job_vacancies: 'javascript:alert(1)' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.title).toEqual(['Title is required']);
      expect(refused.json().errors.file_job_vacancies).toBeTruthy();

      await t.app.inject({
        method: 'DELETE',
        url: '/api/job-vacancy/delete',
        headers: admin,
        payload: { data: { id: row.id } },
      });
    });
  });

  describe('annual reports', () => {
    it('lists the published reports newest first, with cover and PDF, in each language', async () => {
      const list = await page('/api/public/annual-reports');
      expect(list.total).toBe(4);
      expect(list.data.map((r) => r.title)).toEqual([
        'Laporan Tahunan 2025',
        'Laporan Tahunan 2024',
        'Laporan Tahunan 2023',
        'Laporan Tahunan 2022',
      ]);
      expect(Object.keys(list.data[0]!).sort()).toEqual(
        [
          'created_at',
          'descriptions',
          'file_annual_reports',
          'file_cover_annual_reports',
          'id',
          'title',
        ].sort(),
      );
      expect(list.data[1]).toMatchObject({
        file_cover_annual_reports: { url: '/uploads/demo-annual-report-2024-cover.svg' },
        file_annual_reports: { url: '/uploads/demo-annual-report-2024.pdf' },
        descriptions: expect.stringContaining('kode WIN'),
      });

      const english = await page('/api/public/annual-reports', 'en');
      expect(english.data.map((r) => r.title)).toEqual([
        'Annual Report 2025',
        'Annual Report 2024',
        'Annual Report 2023',
        'Annual Report 2022',
      ]);
      expect(english.data[1]!.descriptions).toContain('WIN code');
      expect(english.data[0]!.descriptions).toContain('A million trees');
      const draft = await idOf('annual_reports', 'Laporan Tahunan 2026');
      expect((await get(`/api/public/annual-reports/${draft}`)).statusCode).toBe(404);
    });
  });

  describe('team', () => {
    it('lists the team categories in their order, named in the caller’s language', async () => {
      const idCategories = await page('/api/public/category-team');
      expect(idCategories.data.map((c) => c.category_team_name)).toEqual([
        'Dewan Pembina',
        'Manajemen',
        'Tim Lapangan',
        'Relawan',
      ]);
      const en = await page('/api/public/category-team', 'en');
      expect(en.data.map((c) => c.category_team_name)).toEqual([
        'Board of Trustees',
        'Management',
        'Field Team',
        'Volunteers',
      ]);
    });

    it('lists the members in their order, each with their category, job and photo', async () => {
      const members = await page('/api/public/team', 'en');
      expect(members.total).toBe(8);
      expect(members.data.map((m) => m.name).slice(0, 3)).toEqual([
        'Dr. Bambang Wijaya',
        'Ratna Sari Dewi',
        'Hendra Kusuma',
      ]);
      expect(members.data[2]).toMatchObject({
        name: 'Hendra Kusuma',
        job: 'Executive Director',
        rel_category_team_id: { label: 'Management' },
        file_team: { url: '/uploads/demo-team-hendra-kusuma.svg' },
      });
      expect(members.data.at(-1)).toMatchObject({ name: 'Siti Aminah', job: 'Farmer Support Officer' });

      // A new order given by staff is the order the site shows.
      const siti = Number(members.data.at(-1)!.id);
      const moved = await t.app.inject({
        method: 'PUT',
        url: '/api/team/update',
        headers: admin,
        payload: { id: siti, sort_order: 1 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await page('/api/public/team')).data[0]!.name).toBe('Siti Aminah');
      await sql`update team_members set sort_order = 80 where id = ${siti}`.execute(t.db);
    });
  });

  describe('partners', () => {
    it('describes the partners in English, and answers only the links a partner has', async () => {
      const en = (await page('/api/public/partners', 'en')).data;
      const idRows = (await page('/api/public/partners')).data;
      const named = (rows: Row[], name: string) => rows.find((p) => p.company_name === name)!;
      expect(named(en, 'PT Hijau Lestari').description).not.toBe(
        named(idRows, 'PT Hijau Lestari').description,
      );
      expect(named(en, 'PT Hijau Lestari').description).toMatch(/^[A-Z][a-z]+ .*\.$/);
      expect(named(en, 'PT Logistik Hijau').description).not.toBe(
        named(idRows, 'PT Logistik Hijau').description,
      );
      expect(named(en, 'Komunitas Pecinta Hutan')).toMatchObject({ website: null, link_blog: null });
      expect(named(en, 'Universitas Rimba Raya')).toMatchObject({
        website: 'https://universitas-rimba-raya.example.id',
        link_blog: null,
      });
      expect(en[0]).not.toHaveProperty('description_en');
    });
  });
});
