import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type FileRef = { url: string; filename: string };
type Album = {
  id: number;
  description: string;
  file_photo_gallery: FileRef;
  created_at: string;
  detail_photo_gallery: { id: number; file_detail_photo_gallery: FileRef; caption: string | null }[];
};
type Video = {
  id: number;
  url_video_gallery: string;
  description: string;
  thumbnail: FileRef | null;
  created_at: string;
};
type Tree = {
  id: number;
  tree_name: string;
  english_name: string | null;
  tree_category: string;
  short_information: string;
  description: string | null;
  file_our_stories: FileRef | null;
  created_by: number | null;
  rel_created_by: { id: number; label: string | null } | null;
  created_at: string;
};

describe.each(testDatabases)('public galleries and tree species on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const get = (url: string, lang?: 'id' | 'en') =>
    t.app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });
  const json = async <T>(url: string, lang?: 'id' | 'en') => {
    const res = await get(url, lang);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const create = (resource: string, payload: object, lang: 'id' | 'en' = 'id') =>
    t.app.inject({
      method: 'POST',
      url: `/api/${resource}/create`,
      headers: { ...admin, 'accept-language': lang },
      payload,
    });

  it('lists the published photo albums newest first, each with its photos in order', async () => {
    const list = await json<{ data: Album[]; total: number; limit: number }>('/api/public/photo-gallery');
    expect(list).toMatchObject({ total: 4, limit: 12 });
    expect(list.data.map((a) => a.description.split('.')[0])).toEqual([
      'Hari menanam pohon bersama sekolah di Bogor',
      'Agroforestri kopi di lereng Merbabu',
      'Kebun bibit Ungaran',
      'Menanam mangrove bersama warga Sayung, Demak',
    ]);
    const album = list.data[1]!;
    expect(Object.keys(album).sort()).toEqual(
      ['created_at', 'description', 'detail_photo_gallery', 'file_photo_gallery', 'id'].sort(),
    );
    expect(album.file_photo_gallery).toEqual({
      url: '/uploads/demo-gallery-3.jpg',
      filename: 'demo-gallery-3.jpg',
    });
    expect(album.detail_photo_gallery).toHaveLength(7);
    expect(album.detail_photo_gallery[0]).toEqual({
      id: expect.any(Number),
      file_detail_photo_gallery: {
        url: '/uploads/demo-gallery-3-photo-1.jpg',
        filename: 'demo-gallery-3-photo-1.jpg',
      },
      caption: 'Kebun kopi di bawah naungan',
    });
    expect(list.data.every((a) => a.detail_photo_gallery.length >= 4)).toBe(true);

    const picture = await get(album.file_photo_gallery.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    // The site shows its copies: a phone's, 640 pixels wide, in WebP.
    const copy = await get(`${album.file_photo_gallery.url}/640.webp`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.rawPayload.length).toBeLessThan(picture.rawPayload.length);
  });

  it('answers one album in English with its photos, and a draft or unknown album as a 404', async () => {
    const { data: albums } = await json<{ data: Album[] }>('/api/public/photo-gallery');
    const { data } = await json<{ data: Album }>(`/api/public/photo-gallery/${albums[1]!.id}`, 'en');
    expect(data.description).toBe(
      'Coffee agroforestry on the slopes of Merbabu. Farmers in Getasan plant avocado and suren trees to shade their coffee.',
    );
    expect(data.detail_photo_gallery.map((p) => p.caption)).toEqual([
      'Coffee growing in the shade',
      'Planting avocado seedlings',
      'A farmer picking ripe coffee cherries',
      'A three-year-old suren tree',
      'Drying the coffee beans',
      "A field school in a member's garden",
      'The slopes of Merbabu',
    ]);

    const drafts = await t.db
      .selectFrom('photo_galleries' as never)
      .select('id' as never)
      .where('published' as never, '=', false as never)
      .execute();
    expect(drafts).toHaveLength(1);
    for (const id of [(drafts[0] as { id: number }).id, 999_999, 'abc']) {
      const res = await get(`/api/public/photo-gallery/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await get('/api/public/photo-gallery/999999', 'en')).json().message).toMatch(/not found/i);
  });

  it('lists the published videos with their descriptions, in each language', async () => {
    const id = await json<{ data: Video[]; total: number }>('/api/public/video-gallery');
    expect(id.total).toBe(4);
    expect(id.data.map((v) => v.url_video_gallery)).toEqual([
      'https://www.youtube.com/watch?v=Hy6cT1pZ0aQ',
      'https://vimeo.com/824513907',
      'https://youtu.be/9Xq2LmP4sHw',
      'https://www.youtube.com/watch?v=Rk3nJb7vT2c',
    ]);
    expect(Object.keys(id.data[0]!).sort()).toEqual(
      ['created_at', 'description', 'id', 'thumbnail', 'url_video_gallery'].sort(),
    );
    // The demo stills are drawn on our origin; the Vimeo one has none (the site's placeholder).
    expect(id.data.map((v) => v.thumbnail?.url.startsWith('/uploads/') ?? null)).toEqual([
      true,
      null,
      true,
      true,
    ]);
    expect(id.data[0]!.description).toBe(
      'Lacak pohon Anda: cara memakai kode WIN untuk melihat pohon Anda di peta.',
    );
    const en = await json<{ data: Video[] }>('/api/public/video-gallery', 'en');
    expect(en.data[0]!.description).toBe(
      'Track your tree: how to use your WIN code to see your tree on the map.',
    );
  });

  it('takes only YouTube or Vimeo video addresses, and says so in the caller’s language', async () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      const res = await create('video-gallery', { url_video_gallery: url, description: 'Video uji' });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json().data.url_video_gallery).toBe(url);
    }

    for (const url of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC123',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/about',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      const res = await create('video-gallery', { url_video_gallery: url, description: 'Video uji' });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.url_video_gallery[0], url).toMatch(
        /^Alamat Video harus berupa (alamat video YouTube atau Vimeo|URL yang benar)/,
      );
    }
    const id = await create('video-gallery', {
      url_video_gallery: 'https://example.com/video.mp4',
      description: 'Video uji',
    });
    expect(id.json().errors).toEqual({
      url_video_gallery: [
        'Alamat Video harus berupa alamat video YouTube atau Vimeo, mis. https://www.youtube.com/watch?v=…',
      ],
    });
    const en = await create(
      'video-gallery',
      { url_video_gallery: 'https://example.com/video.mp4', description: 'Test video' },
      'en',
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      url_video_gallery: [
        'Video Address must be the address of a YouTube or Vimeo video, e.g. https://www.youtube.com/watch?v=…',
      ],
    });
    const missing = await create('video-gallery', { description: 'Video uji' });
    expect(missing.json().errors.url_video_gallery).toEqual(['Alamat Video harus diisi']);
  });

  it('lists the published tree species by name, narrowed by category, with author and photo', async () => {
    const all = await json<{ data: Tree[]; total: number }>('/api/public/trees-species');
    expect(all.total).toBe(10);
    expect(all.data.map((tree) => tree.tree_name)).toEqual([
      'Alpukat',
      'Bakau',
      'Durian',
      'Jati',
      'Jengkol',
      'Kemiri',
      'Mahoni',
      'Nangka',
      'Petai',
      'Sengon',
    ]);
    const durian = all.data[2]!;
    expect(Object.keys(durian).sort()).toEqual(
      [
        'created_at',
        'created_by',
        'description',
        'english_name',
        'file_our_stories',
        'id',
        'rel_created_by',
        'short_information',
        'tree_category',
        'tree_name',
      ].sort(),
    );
    expect(durian).toMatchObject({
      english_name: 'Durian',
      tree_category: 'pohon_buah',
      short_information: 'Raja buah yang memberi petani penghasilan tinggi setiap musim.',
      file_our_stories: { url: '/uploads/demo-tree-durian.svg', filename: 'demo-tree-durian.svg' },
    });
    expect(durian.rel_created_by?.label).toBeTruthy();

    const fruit = await json<{ data: Tree[] }>('/api/public/trees-species?tree_category=pohon_buah');
    expect(fruit.data.map((tree) => tree.tree_name)).toEqual(['Alpukat', 'Durian', 'Nangka']);
    const refused = await get(
      `/api/public/trees-species?filters=${encodeURIComponent('{"published":false}')}`,
    );
    expect(refused.statusCode).toBe(400);
  });

  it('answers one tree species in English, and a draft as a 404', async () => {
    const { data: all } = await json<{ data: Tree[] }>('/api/public/trees-species');
    const sengon = all.find((tree) => tree.tree_name === 'Sengon')!;
    const { data } = await json<{ data: Tree }>(`/api/public/trees-species/${sengon.id}`, 'en');
    expect(data.tree_name).toBe('Sengon');
    expect(data.english_name).toBe('White Albizia');
    expect(data.short_information).toBe(
      'A very fast-growing timber tree that can be harvested in five to seven years.',
    );
    expect(data.description).toContain('<em>Falcataria moluccana</em>');

    const draft = await t.db
      .selectFrom('tree_species' as never)
      .select('id' as never)
      .where('tree_name' as never, '=', 'Suren' as never)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/public/trees-species/${(draft as { id: number }).id}`)).statusCode).toBe(404);
  });

  it('refuses a tree category that is not one of the choices', async () => {
    const res = await create('tree-species', {
      tree_name: 'Uji',
      tree_category: 'pohon_hias',
      short_information: 'Uji',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['tree_category']);
  });

  it('lists the albums’ and the species’ pages in the sitemap, in both languages', async () => {
    const { data: albums } = await json<{ data: Album[] }>('/api/public/photo-gallery');
    const { data: species } = await json<{ data: Tree[] }>('/api/public/trees-species');
    const sitemap = await get('/sitemap.xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const album of albums) {
      expect(locs).toContain(`/photo-gallery/${album.id}`);
      expect(locs).toContain(`/en/photo-gallery/${album.id}`);
    }
    for (const tree of species) expect(locs).toContain(`/why-tree-species/${tree.id}`);
  });
});
