import { dayIn } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;
type Page = { data: Row[]; total: number; page: number; limit: number };

describe.each(testDatabases)('public API of the blog on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let db: Kysely<Record<string, Row>>;
  /** The demo articles by title, and the demo categories by name. */
  const articles = new Map<string, number>();
  const categories = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    db = t.db as unknown as Kysely<Record<string, Row>>;
    for (const a of await db.selectFrom('articles').select(['id', 'title']).execute()) {
      articles.set(String(a.title), Number(a.id));
    }
    for (const c of await db.selectFrom('article_categories').select(['id', 'category_name']).execute()) {
      categories.set(String(c.category_name), Number(c.id));
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const page = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const post = (url: string, payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });
  const id = (title: string) => articles.get(title)!;
  const commentsOf = (articleId: number) =>
    db
      .selectFrom('article_comments')
      .select(['id', 'comment', 'status'])
      .where('article_id', '=', articleId)
      .orderBy('id')
      .execute();

  it('lists the published articles newest first, a page at a time, with their total', async () => {
    const all = await page('/api/public/article');
    expect(all).toMatchObject({ total: 6, page: 1, limit: 10 });
    expect(all.data.map((a) => a.title)).toEqual([
      'Cerita Ibu Sumi, Petani Sengon dari Temanggung',
      'Bibit Sehat dari Kebun Bibit Ungaran',
      'Sekolah Lapang bagi Petani Boyolali',
      'Mengapa Pohon Menurunkan Suhu Kota',
      'Agroforestri Kopi di Lereng Merbabu',
      'Menanam Mangrove di Pesisir Demak',
    ]);
    const first = all.data[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'article_category_id',
        'article_file_photo',
        'created_at',
        'description',
        'file_article',
        'id',
        'meta_description',
        'publish_at',
        'rel_article_category_id',
        'slug',
        'title',
      ].sort(),
    );
    expect(first.file_article).toEqual({
      url: '/uploads/demo-article-6.jpg',
      filename: 'demo-article-6.jpg',
    });
    expect(first.rel_article_category_id).toEqual({
      id: categories.get('Petani & Komunitas'),
      label: 'Petani & Komunitas',
    });
    expect(first.created_at).toBe('2026-02-05T00:00:00.000Z');

    const second = await page('/api/public/article?limit=2&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(second.data.map((a) => a.id)).toEqual(all.data.slice(2, 4).map((a) => a.id));
    expect(await page('/api/public/article?limit=500')).toMatchObject({ limit: 50, total: 6 });
    expect(await page('/api/public/article?page=0&limit=0')).toMatchObject({ page: 1, limit: 1 });
    // A page past the end has no row to carry the total with it, and still tells it.
    expect(await page('/api/public/article?page=9')).toMatchObject({ data: [], total: 6, page: 9 });
  });

  it('narrows the list by the declared filters only, and refuses hostile values with a 400', async () => {
    const farmers = categories.get('Petani & Komunitas')!;
    const byKey = await page(`/api/public/article?article_category_id=${farmers}`);
    expect(byKey.total).toBe(3);
    expect(byKey.data.every((a) => a.article_category_id === farmers)).toBe(true);
    expect(await page(`/api/public/article?article_category_id=${farmers}&page=4&limit=1`)).toMatchObject({
      data: [],
      total: 3,
    });
    const forest = categories.get('Konservasi Hutan')!;
    const filters = encodeURIComponent(JSON.stringify({ article_category_id: { in: [farmers, forest] } }));
    expect((await page(`/api/public/article?filters=${filters}`)).total).toBe(5);

    const refused = async (query: string, message: string | RegExp) => {
      const res = await get(`/api/public/article?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await refused('article_category_id=abc', /article_category_id/);
    await refused(
      `filters=${encodeURIComponent('{"title":"Menanam"}')}`,
      'Kolom tidak dapat difilter: title',
    );
    await refused(`filters=${encodeURIComponent('{"nope":1}')}`, 'Kolom tidak dikenal: nope');
    await refused(
      `filters=${encodeURIComponent('{"published":false}')}`,
      'Kolom tidak dapat difilter: published',
    );
    await refused('filters=%7Bnot-json', 'Parameter filters harus berupa objek JSON');
    await refused(
      `filters=${encodeURIComponent('{"article_category_id":{"drop":1}}')}`,
      /Operator tidak dikenal/,
    );
    await refused(
      `filters=${encodeURIComponent('{"article_category_id":"1 or 1=1"}')}`,
      /article_category_id/,
    );
    await refused('page=abc', /Permintaan tidak valid/);
    await refused('page=99999999999', /Permintaan tidak valid/);
    await refused(`article_category_id=${'9'.repeat(300)}`, /Permintaan tidak valid/);
  });

  it('answers one article by id or by slug, with its photos in order and its category named', async () => {
    const mangrove = id('Menanam Mangrove di Pesisir Demak');
    const res = await get(`/api/public/article/${mangrove}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: mangrove,
      title: 'Menanam Mangrove di Pesisir Demak',
      slug: 'menanam-mangrove-di-pesisir-demak',
      description: expect.stringContaining('<strong>20.000 bibit mangrove</strong>'),
      rel_article_category_id: { label: 'Konservasi Hutan' },
    });
    expect(data.article_file_photo).toEqual([
      {
        id: expect.any(Number),
        caption: 'Penanaman bersama warga',
        file_article_file_photo: {
          url: '/uploads/demo-article-1-photo-1.svg',
          filename: 'demo-article-1-photo-1.svg',
        },
      },
      {
        id: expect.any(Number),
        caption: 'Bibit siap tanam',
        file_article_file_photo: {
          url: '/uploads/demo-article-1-photo-2.svg',
          filename: 'demo-article-1-photo-2.svg',
        },
      },
    ]);
    const bySlug = await get('/api/public/article/menanam-mangrove-di-pesisir-demak');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(res.json());
    const picture = await get(data.article_file_photo[0].file_article_file_photo.url);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers a file uploaded through the API with the name it was uploaded under', async () => {
    const url = '/uploads/0123456789abcdef0123456789abcdef.png';
    await t.db
      .insertInto('uploads')
      .values({ url, filename: 'Penanaman Demak.png', mime: 'image/png', size: 10 })
      .execute();
    const sekolah = id('Sekolah Lapang bagi Petani Boyolali');
    await db.updateTable('articles').set({ file_article: url }).where('id', '=', sekolah).execute();
    const { data } = (await get(`/api/public/article/${sekolah}`)).json();
    expect(data.file_article).toEqual({ url, filename: 'Penanaman Demak.png' });
  });

  it('does not show an unpublished article or one scheduled for later: 404 in the caller’s language', async () => {
    const draft = id('Menjaga Daerah Aliran Sungai Garang');
    const later = id('Rencana Tanam Musim Hujan 2030');
    for (const key of [draft, later, 'menjaga-daerah-aliran-sungai-garang', 999_999, 'tidak-ada']) {
      const res = await get(`/api/public/article/${key}`);
      expect(res.statusCode, String(key)).toBe(404);
      expect(res.json().message).toBe('Data tidak ditemukan');
    }
    const english = await get(`/api/public/article/${draft}`, { 'accept-language': 'en' });
    expect(english.json().message).toBe('Data not found');
    const listed = (await page('/api/public/article?limit=50')).data.map((a) => a.id);
    expect(listed).not.toContain(draft);
    expect(listed).not.toContain(later);
  });

  it('shows an article written for a later moment only once that moment has come', async () => {
    const hourLater = new Date(Date.now() + 3_600_000).toISOString();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/article/create',
      headers: admin,
      payload: {
        title: 'Panen Raya Sengon',
        description: '<p>Panen pertama <script>alert(1)</script>kelompok tani.</p>',
        article_category_id: categories.get('Petani & Komunitas'),
        published: true,
        publish_at: hourLater,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const article = created.json().data;
    expect(article.slug).toBe('panen-raya-sengon');
    expect((await get(`/api/public/article/${article.id}`)).statusCode).toBe(404);
    expect((await get('/api/public/article/panen-raya-sengon')).statusCode).toBe(404);
    expect((await page('/api/public/article')).total).toBe(6);

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/article/update',
      headers: admin,
      payload: { id: article.id, publish_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const shown = await get('/api/public/article/panen-raya-sengon');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: article.id,
      description: '<p>Panen pertama kelompok tani.</p>',
      article_file_photo: [],
    });
    const list = await page('/api/public/article');
    expect(list.total).toBe(7);
    expect(list.data[0]!.id).toBe(article.id);

    // A second article of the same title gets the next free slug; a taken slug typed by staff is refused.
    const twin = await t.app.inject({
      method: 'POST',
      url: '/api/article/create',
      headers: admin,
      payload: { title: 'Panen Raya Sengon', description: '<p>Lagi</p>', article_category_id: 1 },
    });
    expect(twin.json().data.slug).toBe('panen-raya-sengon-2');
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/article/update',
      headers: admin,
      payload: { id: twin.json().data.id, slug: 'panen-raya-sengon' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Slug sudah dipakai artikel lain'] });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/article/delete',
      headers: admin,
      payload: { data: { id: twin.json().data.id } },
    });
  });

  it('answers translated texts in English where an editor gave them, and the Indonesian text where not', async () => {
    type Faq = { id: number; question: string; answer: string };
    const english = await get('/api/public/faq', { 'accept-language': 'en' });
    const indonesian = await get('/api/public/faq', { 'accept-language': 'id' });
    expect(english.headers.vary).toContain('Accept-Language');
    const en = english.json().data as Faq[];
    const idRows = indonesian.json().data as Faq[];
    expect(en[0]).toEqual({
      id: idRows[0]!.id,
      question: 'What is Rimba?',
      answer: expect.stringContaining('since 2007'),
    });
    expect(idRows[0]).toMatchObject({ question: 'Apa itu Rimba?' });
    expect(Object.keys(en[0]!)).toEqual(['id', 'question', 'answer']);
    expect(en.at(-1)!.answer).toContain('Join one of our planting events');
    // A question an editor left without its English answers the Indonesian text.
    const last = idRows.at(-1)!;
    const editFaq = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/faq/update',
        headers: admin,
        payload: { id: last.id, ...payload },
      });
    expect((await editFaq({ question_en: null, answer_en: '' })).statusCode).toBe(200);
    const untranslatedFaq = (await get('/api/public/faq', { 'accept-language': 'en' })).json().data as Faq[];
    expect(untranslatedFaq.at(-1)).toEqual(last);
    await editFaq({ question_en: 'How can I volunteer?', answer_en: en.at(-1)!.answer });

    const mangrove = (
      await get(`/api/public/article/${id('Menanam Mangrove di Pesisir Demak')}`, {
        'accept-language': 'en',
      })
    ).json().data;
    expect(mangrove).toMatchObject({
      title: 'Planting Mangroves on the Demak Coast',
      slug: 'menanam-mangrove-di-pesisir-demak',
      description: expect.stringContaining('<strong>20,000 mangrove seedlings</strong>'),
      rel_article_category_id: { label: 'Forest Conservation' },
    });
    expect(mangrove).not.toHaveProperty('title_en');
    expect(mangrove.article_file_photo.map((p: { caption: string }) => p.caption)).toEqual([
      'Planting with the villagers',
      'Seedlings ready to plant',
    ]);
    const sumi = id('Cerita Ibu Sumi, Petani Sengon dari Temanggung');
    const sumiInEnglish = async () =>
      (await get(`/api/public/article/${sumi}`, { 'accept-language': 'en' })).json().data;
    expect(await sumiInEnglish()).toMatchObject({
      title: 'The Story of Ibu Sumi, a Sengon Farmer from Temanggung',
      rel_article_category_id: { label: 'Farmers & Communities' },
    });
    const editSumi = (title_en: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/article/update',
        headers: admin,
        payload: { id: sumi, title_en },
      });
    expect((await editSumi(null)).statusCode).toBe(200);
    expect(await sumiInEnglish()).toMatchObject({ title: 'Cerita Ibu Sumi, Petani Sengon dari Temanggung' });
    await editSumi('The Story of Ibu Sumi, a Sengon Farmer from Temanggung');
  });

  it('serves robots.txt, a sitemap of the published articles in both languages, and an RSS feed per language', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /admin/');
    expect(robots.body).toMatch(/Sitemap: http:\/\/\S+\/sitemap\.xml/);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/');
    expect(locs).toContain('/en');
    expect(locs).toContain('/blog/menanam-mangrove-di-pesisir-demak');
    expect(locs).toContain('/en/blog/menanam-mangrove-di-pesisir-demak');
    // A draft and an article for a later day are not listed.
    expect(locs.some((p) => p.includes('menjaga-daerah-aliran-sungai-garang'))).toBe(false);
    expect(locs.some((p) => p.includes('rencana-tanam-musim-hujan-2030'))).toBe(false);
    expect(sitemap.body).toContain('hreflang="en"');

    const feed = await get('/feed/article.xml');
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<title>Blog Rimba</title>');
    expect(feed.body).toContain('<title>Menanam Mangrove di Pesisir Demak</title>');
    expect(feed.body).toMatch(/<link>http:\/\/\S+\/blog\/menanam-mangrove-di-pesisir-demak<\/link>/);
    const english = await get('/en/feed/article.xml');
    expect(english.body).toContain('<title>Planting Mangroves on the Demak Coast</title>');
    expect(english.body).toMatch(/<link>http:\/\/\S+\/en\/blog\/menanam-mangrove-di-pesisir-demak<\/link>/);
    expect(english.body).not.toContain('rencana-tanam-musim-hujan-2030');
  });

  it('lists our stories by category (1 news, 2 publications), with their author and document, in each language', async () => {
    type Story = {
      id: number;
      title: string;
      our_stories_category_id: number;
      file_our_stories: { url: string; filename: string } | null;
      rel_created_by: { id: number; label: string } | null;
      rel_our_stories_category_id: { label: string };
    };
    const news = (await get('/api/public/our-stories?our_stories_category_id=1')).json();
    const titles = (news.data as Story[]).map((s) => s.title);
    expect(titles).toEqual([
      'Relawan Perusahaan Menanam di Kendal',
      'Kebun Bibit Baru di Wonosobo',
      'Satu Juta Bibit Tertanam pada Musim Hujan Ini',
    ]);
    const first = (news.data as Story[])[2]!;
    expect(first.rel_created_by?.label).toBeTruthy();
    expect(first.rel_our_stories_category_id.label).toBe('Berita');
    expect(first.file_our_stories?.url).toMatch(/^\/uploads\/demo-story-1\.svg$/);

    const publications = (
      await get('/api/public/our-stories?our_stories_category_id=2', {
        'accept-language': 'en',
      })
    ).json().data as Story[];
    expect(publications.map((s) => s.title)).toEqual([
      'Planting Impact Report 2025',
      'An Agroforestry Guide for Farmers',
    ]);
    expect(publications[0]!.rel_our_stories_category_id.label).toBe('Publications');
    const pdf = await get(publications[0]!.file_our_stories!.url);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('records the caller as the author of a story, and refuses a body that names one', async () => {
    const users = (await t.app.inject({ url: '/api/users/list?limit=100', headers: admin })).json().data as {
      id: number;
      username: string;
    }[];
    const adminId = users.find((u) => u.username === 'admin')!.id;
    const viewerId = users.find((u) => u.username === 'viewer')!.id;
    // A body that names another author is refused; the author is the caller.
    const story = { title: 'Cerita uji', our_stories_category_id: 1, description: '<p>Isi</p>' };
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/our-stories/create',
      headers: admin,
      payload: { ...story, created_by: viewerId },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: created_by');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/our-stories/create',
      headers: admin,
      payload: story,
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row.created_by).toBe(adminId);
    expect(row.rel_created_by.label).toBeTruthy();
  });

  it('tags each answer with an ETag and answers 304 when the caller has it already', async () => {
    const first = await get('/api/public/article?limit=3');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await get('/api/public/article?limit=3', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/public/article?limit=3', { 'if-none-match': `W/${tag}, "x"` })).statusCode).toBe(
      304,
    );
    expect((await get('/api/public/article?limit=4', { 'if-none-match': tag })).statusCode).toBe(200);
    const detail = await get(`/api/public/article/${id('Menanam Mangrove di Pesisir Demak')}`);
    expect(detail.headers.etag).toBeTruthy();
    expect(detail.headers.etag).not.toBe(tag);
    expect(
      (
        await get('/api/public/faq', {
          'if-none-match': (await get('/api/public/faq')).headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);
    expect((await get('/api/public/article/999999')).headers.etag).toBeUndefined();
  });

  it('lists the approved comments of an article, newest first, five to a page', async () => {
    const mangrove = id('Menanam Mangrove di Pesisir Demak');
    const comments = await page(`/api/public/comment/${mangrove}/article?page=1&limit=5`);
    expect(comments).toMatchObject({ total: 3, page: 1, limit: 5 });
    expect(comments.data.map((c) => c.comment)).toEqual([
      'Great work! Mangroves are the best protection for the coast.',
      'Kapan ada kegiatan menanam lagi? Saya ingin ikut bersama keluarga.',
      'Semoga mangrovenya tumbuh subur dan pantai Demak pulih kembali.',
    ]);
    expect(Object.keys(comments.data[0]!).sort()).toEqual(['comment', 'created_at', 'id']);
    expect(await page(`/api/public/comment/${mangrove}/article`)).toMatchObject({ limit: 5 });
    expect(await page(`/api/public/comment/${mangrove}/article?page=-2&limit=99`)).toMatchObject({
      page: 1,
      limit: 50,
    });
    const second = await page(`/api/public/comment/${mangrove}/article?page=2&limit=2`);
    expect(second.data.map((c) => c.comment)).toEqual(comments.data.slice(2).map((c) => c.comment));
    // No rejected one, none of an unpublished article, and no address for them that is not an article id.
    const sekolah = await page(`/api/public/comment/${id('Sekolah Lapang bagi Petani Boyolali')}/article`);
    expect(sekolah.total).toBe(0);
    const draft = id('Menjaga Daerah Aliran Sungai Garang');
    expect((await get(`/api/public/comment/${draft}/article`)).statusCode).toBe(404);
    expect((await get('/api/public/comment/abc/article')).statusCode).toBe(400);
    expect((await get('/api/public/comment/0/article')).statusCode).toBe(400);
  });

  it('takes a comment as pending, shows it once an admin approves it, and hides it again when rejected', async () => {
    const kopi = id('Agroforestri Kopi di Lereng Merbabu');
    const before = await page(`/api/public/comment/${kopi}/article`);
    const res = await post(
      '/api/public/comment',
      {
        table: 'article_comment',
        relation_id: kopi,
        comment: '  Saya suka kopinya <3  ',
        website: '',
      },
      '10.1.0.1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Terima kasih, kiriman Anda akan tampil setelah diperiksa' });
    const stored = (await commentsOf(kopi)).at(-1)!;
    expect(stored).toMatchObject({ comment: 'Saya suka kopinya <3', status: 'pending' });
    expect(await page(`/api/public/comment/${kopi}/article`)).toEqual(before);

    const viewer = await login(t.app, 'viewer');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/article-comment/${stored.id}/approve`,
      headers: viewer,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/article-comment/${stored.id}/approve`,
      headers: admin,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Komentar disetujui dan tampil di situs');
    const after = await page(`/api/public/comment/${kopi}/article`);
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]).toEqual({
      id: Number(stored.id),
      comment: 'Saya suka kopinya <3',
      created_at: expect.any(String),
    });

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/article-comment/${stored.id}/reject`,
      headers: admin,
      payload: {},
    });
    expect(rejected.statusCode).toBe(200);
    expect((await page(`/api/public/comment/${kopi}/article`)).total).toBe(before.total);
  });

  it('answers a comment with its honeypot filled as accepted, and writes nothing', async () => {
    const kopi = id('Agroforestri Kopi di Lereng Merbabu');
    const before = await commentsOf(kopi);
    const res = await post(
      '/api/public/comment',
      {
        table: 'article_comment',
        relation_id: kopi,
        comment: 'Beli obat murah',
        website: 'http://spam.example',
      },
      '10.1.0.2',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Terima kasih, kiriman Anda akan tampil setelah diperiksa' });
    expect(await commentsOf(kopi)).toEqual(before);
  });

  it('refuses HTML in a comment, checks the comment and its article, and takes no other field', async () => {
    const kopi = id('Agroforestri Kopi di Lereng Merbabu');
    const before = await commentsOf(kopi);
    // Each from an address of its own, below the rate limit.
    let sent = 0;
    const send = (body: Row, lang = 'id') =>
      post('/api/public/comment', { table: 'article_comment', ...body }, `10.1.1.${++sent}`, {
        'accept-language': lang,
      });
    for (const comment of [
      '<script>alert(1)</script>Halo',
      'Halo <b>dunia</b>',
      '<img src=x onerror=alert(1)>',
      'a<!-- b',
    ]) {
      const res = await send({ relation_id: kopi, comment });
      expect(res.statusCode, comment).toBe(422);
      expect(res.json().errors).toEqual({ comment: ['Komentar tidak boleh berisi tag HTML'] });
    }
    const english = await send({ relation_id: kopi, comment: '<i>hi</i>' }, 'en');
    expect(english.json()).toEqual({
      message: 'The data sent is not valid',
      errors: { comment: ['Comment may not contain HTML tags'] },
    });
    const empty = await send({ relation_id: kopi, comment: '   ' });
    expect(empty.json().errors).toEqual({ comment: ['Komentar harus diisi'] });
    const long = await send({ relation_id: kopi, comment: 'x'.repeat(1001) });
    expect(long.json().errors).toEqual({ comment: ['Komentar tidak boleh lebih dari 1000 karakter'] });
    const draft = await send({ relation_id: id('Menjaga Daerah Aliran Sungai Garang'), comment: 'Halo' });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().errors).toEqual({ relation_id: ['Artikel tidak ditemukan'] });
    const missing = await send({ relation_id: 'abc', comment: 'Halo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Permintaan tidak valid: relation_id harus berupa bilangan bulat atau null',
    );
    const unknownTable = await send({ table: 'users', relation_id: kopi, comment: 'Halo' });
    expect(unknownTable.statusCode).toBe(400);
    expect(unknownTable.json().message).toBe(
      'Tabel tidak dikenal: users. Yang diterima: article_comment, product_comment',
    );
    expect(await commentsOf(kopi)).toEqual(before);

    // Fields the write does not declare are refused: a comment starts pending whatever the body says.
    const sneaky = await send({ relation_id: kopi, comment: 'Mantap', status: 'approved' });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: status');
    expect(await commentsOf(kopi)).toEqual(before);
  });

  it('limits comments per address: the sixth in ten minutes is a 429', async () => {
    const kopi = id('Agroforestri Kopi di Lereng Merbabu');
    const send = (address: string) =>
      post('/api/public/comment', { table: 'article_comment', relation_id: kopi, comment: 'Halo' }, address);
    for (let i = 0; i < 5; i++) expect((await send('10.1.0.4')).statusCode).toBe(200);
    const limited = await send('10.1.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Terlalu banyak permintaan\. Coba lagi dalam \d+ detik\.$/);
    expect((await send('10.1.0.5')).statusCode).toBe(200);
  });

  it('refuses a body over its size limit with a 413', async () => {
    const res = await post(
      '/api/public/comment',
      { table: 'article_comment', relation_id: 1, comment: 'x'.repeat(9 * 1024) },
      '10.1.0.6',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Data yang dikirim terlalu besar');
  });

  it('counts a reader once per article and day, by country, "Unknown" when none is given', async () => {
    const sumi = id('Cerita Ibu Sumi, Petani Sengon dari Temanggung');
    const today = dayIn(new Date());
    const counted = async () =>
      (
        await db
          .selectFrom('article_visitors')
          .select(['visitor_location', 'visitor_amount'])
          .where('article_id', '=', sumi)
          .where('visitor_date', '=', sql<string>`${today}::date`)
          .orderBy('visitor_location')
          .execute()
      ).map((r) => [r.visitor_location, r.visitor_amount]);
    const visit = (address: string, body: Row) =>
      post('/api/public/article-visitor', { article_id: sumi, ...body }, address);
    const padded = await visit('10.2.0.9', { visitor_location: 'Indonesia', visitor_amount: 100 });
    expect(padded.statusCode).toBe(400);
    expect(padded.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: visitor_amount');
    const first = await visit('10.2.0.1', { visitor_location: 'Indonesia' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Terima kasih, kiriman Anda telah diterima' });
    expect(await counted()).toEqual([['Indonesia', 1]]);
    await visit('10.2.0.1', { visitor_location: 'Indonesia' });
    await visit('10.2.0.1', { visitor_location: 'Singapore' });
    expect(await counted()).toEqual([['Indonesia', 1]]);
    await visit('10.2.0.2', { visitor_location: 'Indonesia' });
    await visit('10.2.0.3', {});
    expect(await counted()).toEqual([
      ['Indonesia', 2],
      ['Unknown', 1],
    ]);
    // The next day the same reader counts again (yesterday's marks are cleared as they go).
    await db.updateTable('article_visitors_seen').set({ visit_date: sql`visit_date - 1` }).execute();
    await visit('10.2.0.1', { visitor_location: 'Indonesia' });
    expect(await counted()).toEqual([
      ['Indonesia', 3],
      ['Unknown', 1],
    ]);
    const seen = await db.selectFrom('article_visitors_seen').select(['visitor', 'visit_date']).execute();
    expect(seen).toHaveLength(1);
    expect(String(seen[0]!.visitor)).not.toContain('10.2.0.1');

    // An address the server's own database knows is counted in its country, whatever the browser says;
    // a name that is no country counts as unknown.
    await visit('36.66.1.1', { visitor_location: 'Singapore' });
    await visit('10.2.0.5', { visitor_location: 'Narnia' });
    expect(await counted()).toEqual([
      ['Indonesia', 4],
      ['Unknown', 2],
    ]);
    const country = (address: string) =>
      t.app.inject({ url: '/api/public/visitor-country', remoteAddress: address }).then((r) => r.json());
    expect(await country('36.66.1.1')).toEqual({ country: 'Indonesia' });
    expect(await country('2001:4860:4860::8888')).toEqual({ country: 'United States' });
    expect(await country('10.2.0.5')).toEqual({ country: null });

    const hidden = await visit('10.2.0.4', { article_id: id('Rencana Tanam Musim Hujan 2030') });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors).toEqual({ article_id: ['Artikel tidak ditemukan'] });
    const bad = await visit('10.2.0.4', { visitor_location: 'x'.repeat(101) });
    expect(bad.json().errors).toEqual({ visitor_location: ['Negara tidak boleh lebih dari 100 karakter'] });
  });

  it('keeps the answers of the earlier public lists, with paging keys and file names added', async () => {
    const partners = await page('/api/public/partners?limit=2');
    expect(partners).toMatchObject({ total: 12, page: 1, limit: 2 });
    expect(partners.data[0]!.file_logo).toEqual({
      url: expect.stringMatching(/^\/uploads\/demo-logo-.+\.svg$/),
      filename: expect.stringMatching(/^demo-logo-.+\.svg$/),
    });
    expect((await get('/api/public/partners/1')).json().data).toMatchObject({ id: 1 });
    expect((await get('/api/public/partners/some-slug')).statusCode).toBe(404);
    expect((await page('/api/public/article-category')).data.map((c) => c.category_name)).toEqual([
      'Iklim & Lingkungan',
      'Konservasi Hutan',
      'Petani & Komunitas',
    ]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(
      doc.paths['/api/public/article'].get.parameters.map((p: { name: string }) => p.name).sort(),
    ).toEqual(['article_category_id', 'filters', 'limit', 'page']);
    expect(doc.paths['/api/public/article/{key}'].get).toBeTruthy();
    expect(doc.paths['/api/public/comment/{article_id}/article'].get).toBeTruthy();
    expect(
      Object.keys(
        doc.paths['/api/public/comment'].post.requestBody.content['application/json'].schema.properties,
      ).sort(),
    ).toEqual(['comment', 'relation_id', 'table', 'website']);
  });

  it('gives staff the comments, with their states, and the visitor counts in the admin API', async () => {
    const list = await t.app.inject({
      url: `/api/article-comment/list?filters=${encodeURIComponent('{"status":"pending"}')}`,
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(2);
    expect(list.json().data.every((c: Row) => c.status === 'pending')).toBe(true);
    const visitors = await t.app.inject({ url: '/api/article-visitors/list', headers: admin });
    expect(visitors.json().total).toBeGreaterThan(20);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/article-comment/create',
      headers: admin,
      payload: { article_id: 1, comment: 'x' },
    });
    expect(create.statusCode).toBe(404);
  });
});
