import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;
type Page = { data: Row[]; total: number; page: number; limit: number };

describe.each(testDatabases)('public events, contacts and social media on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  /** The demo event categories by Indonesian name. */
  const categories = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
    for (const c of await db.selectFrom('category_events').select(['id', 'category_event_name']).execute()) {
      categories.set(String(c.category_event_name), Number(c.id));
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const names = (p: Page) => p.data.map((e) => e.event_name);

  it('lists the event categories in both languages', async () => {
    expect((await page('/api/public/category-event')).data).toEqual([
      { id: categories.get('Penanaman Bersama'), category_event_name: 'Penanaman Bersama' },
      { id: categories.get('Kampanye Lingkungan'), category_event_name: 'Kampanye Lingkungan' },
      { id: categories.get('Pelatihan Petani'), category_event_name: 'Pelatihan Petani' },
    ]);
    const en = await page('/api/public/category-event', { 'accept-language': 'en' });
    expect(en.data.map((c) => c.category_event_name)).toEqual([
      'Community Planting',
      'Environmental Campaign',
      'Farmer Training',
    ]);
  });

  it('lists the published events newest first with their category, picture and author', async () => {
    const all = await page('/api/public/event');
    expect(all).toMatchObject({ total: 5, page: 1, limit: 9 });
    expect(names(all)).toEqual([
      'Hari Bumi: Kurangi Plastik, Tanam Pohon',
      'Penanaman Pohon Karyawan di Kendal',
      'Kampanye Satu Siswa Satu Pohon',
      'Sekolah Lapang Agroforestri di Wonosobo',
      'Tanam Mangrove Bersama Warga Demak',
    ]);
    const first = all.data[0]!;
    expect(Object.keys(first).sort()).toEqual([
      'category_event_id',
      'created_at',
      'created_by',
      'event_description',
      'event_name',
      'file_event',
      'id',
      'rel_category_event_id',
      'rel_created_by',
    ]);
    expect(first.rel_category_event_id).toEqual({
      id: categories.get('Kampanye Lingkungan'),
      label: 'Kampanye Lingkungan',
    });
    expect(first.rel_created_by).toMatchObject({ label: expect.any(String) });
    expect(first.file_event).toMatchObject({ url: expect.stringMatching(/^\/uploads\/demo-event-5\.jpg$/) });
    expect(first.event_description).toContain('<p>Pada Hari Bumi');
  });

  it('answers English callers in English, lookup labels included', async () => {
    const all = await page('/api/public/event?limit=1', { 'accept-language': 'en' });
    expect(all.data[0]).toMatchObject({
      event_name: 'Earth Day: Less Plastic, More Trees',
      rel_category_event_id: { label: 'Environmental Campaign' },
    });
  });

  it('filters by category', async () => {
    const planting = categories.get('Penanaman Bersama')!;
    expect(names(await page(`/api/public/event?category_event_id=${planting}`))).toEqual([
      'Penanaman Pohon Karyawan di Kendal',
      'Tanam Mangrove Bersama Warga Demak',
    ]);
    expect((await get('/api/public/event?category_event_id=abc')).statusCode).toBe(400);
    expect((await get('/api/public/event?filters={"event_name":"x"}')).statusCode).toBe(400);
  });

  it('searches names and descriptions in either language, case aside, together with the category', async () => {
    expect(names(await page('/api/public/event?q=MANGROVE'))).toEqual(['Tanam Mangrove Bersama Warga Demak']);
    // Words of the description only.
    expect(names(await page('/api/public/event?q=sampah%20plastik'))).toEqual([
      'Hari Bumi: Kurangi Plastik, Tanam Pohon',
    ]);
    // English words find the event for English and Indonesian callers alike.
    const en = await page('/api/public/event?q=field%20school', { 'accept-language': 'en' });
    expect(names(en)).toEqual(['Agroforestry Field School in Wonosobo']);
    expect((await page('/api/public/event?q=field%20school')).total).toBe(1);
    const campaign = categories.get('Kampanye Lingkungan')!;
    expect(names(await page(`/api/public/event?q=pohon&category_event_id=${campaign}`))).toEqual([
      'Hari Bumi: Kurangi Plastik, Tanam Pohon',
      'Kampanye Satu Siswa Satu Pohon',
    ]);
    // `%` and `_` are plain characters, and an unpublished event is never found.
    expect((await page('/api/public/event?q=%25')).total).toBe(0);
    expect((await page('/api/public/event?q=Draf')).total).toBe(0);
    expect((await page('/api/public/event?q=%20%20')).total).toBe(5);
    expect((await get(`/api/public/event?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('shows one published event by id; a draft or a missing one is a 404', async () => {
    const [row] = await db
      .selectFrom('events')
      .select('id')
      .where('event_name', 'like', 'Tanam Mangrove%')
      .execute();
    const one = await get(`/api/public/event/${row!.id}`, { 'accept-language': 'en' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: Number(row!.id),
      event_name: 'Planting Mangroves with the People of Demak',
      rel_category_event_id: { label: 'Community Planting' },
    });
    const [draft] = await db.selectFrom('events').select('id').where('published', '=', false).execute();
    expect((await get(`/api/public/event/${draft!.id}`)).statusCode).toBe(404);
    expect((await get('/api/public/event/999999')).statusCode).toBe(404);
  });

  it('lists each event page in the sitemap', async () => {
    const [row] = await db.selectFrom('events').select('id').where('published', '=', true).execute();
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`/campaign-event/${row!.id}</loc>`);
    expect(sitemap.body).toContain(`/en/campaign-event/${row!.id}</loc>`);
  });

  it('answers the company contacts, first the head office, with its place on the map', async () => {
    const contacts = await page('/api/public/company-contacts');
    expect(contacts.data[0]).toMatchObject({
      office_name: 'Kantor Pusat',
      address: 'Jl. Pajajaran No. 12, Bogor, Jawa Barat 16143, Indonesia',
      phone: '+62 251 837 0000',
      email: 'info@rimba.or.id',
      location: { lat: -6.5971, lng: 106.806 },
    });
    const en = await page('/api/public/company-contacts', { 'accept-language': 'en' });
    expect(en.data[0]).toMatchObject({
      office_name: 'Head Office',
      address: expect.stringContaining('West Java'),
    });
  });

  it('answers the social media accounts in their order', async () => {
    const social = await page('/api/public/social-media');
    expect(social.data.map((s) => [s.social_media_name, s.icon])).toEqual([
      ['Instagram', 'instagram'],
      ['Facebook', 'facebook'],
      ['YouTube', 'youtube'],
      ['LinkedIn', 'linkedin'],
    ]);
    expect(social.data[0]!.url).toBe('https://www.instagram.com/rimba.or.id');
  });

  it('lets staff manage events, and refuses an icon that is not offered', async () => {
    const admin = await login(t.app, 'admin');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/social-media/create',
      headers: admin,
      payload: { social_media_name: 'Myspace', url: 'https://myspace.com/rimba', icon: 'myspace' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['icon']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/event/create',
      headers: admin,
      payload: {
        event_name: 'Bersih Pantai Kendal',
        category_event_id: categories.get('Kampanye Lingkungan'),
        event_description: '<p>Membersihkan pantai <script>alert(1)</script>bersama warga.</p>',
        published: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data;
    expect(data.event_description).not.toContain('<script>');
    const shown = (await page('/api/public/event?q=pantai%20kendal')).data;
    expect(shown.map((e) => e.id)).toEqual([data.id]);
    expect(shown[0]!.rel_created_by).toMatchObject({ label: expect.any(String) });
  });
});
