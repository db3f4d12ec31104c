import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { uploaded, userWithTasks } from './support/uploads.js';

const png = () => solidPng(2, 2, [45, 106, 79]);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Media = { id: number; title: string; file_media: string; kind: string | null };

describe.each(testDatabases)('the media library on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  /** Keeps the library. */
  let librarian: { authorization: string };
  /** Edits partners and banners, and reads the library. */
  let editor: { authorization: string };
  /** Edits partners, but may not read the library. */
  let outsider: { authorization: string };
  const post = (headers: Record<string, string>, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const partner = (headers: Record<string, string>, name: string, logo: string) =>
    post(headers, '/api/partners/create', { company_name: name, file_logo: logo });
  /** A file the librarian uploads and keeps in the library; answers its URL. */
  const libraryFile = async (title: string, content = png(), filename?: string) => {
    const url = await uploaded(t.app, librarian, 'upload-file-media.file_media', content, filename);
    const res = await post(librarian, '/api/upload-file-media/create', { title, file_media: url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Media;
  };
  const notYours = { file_logo: ['Logo: berkas ini diunggah oleh pengguna lain'] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    const partners = ['partners.read', 'partners.create', 'partners.update'];
    librarian = await userWithTasks(t, admin, 'pustakawan', [
      ...partners,
      'upload-file-media.read',
      'upload-file-media.create',
      'upload-file-media.update',
    ]);
    editor = await userWithTasks(t, admin, 'penyunting', [
      ...partners,
      'banner.read',
      'banner.create',
      'upload-file-media.read',
    ]);
    outsider = await userWithTasks(t, admin, 'tamu_mitra', partners);
  });
  afterAll(() => t.close());

  it('lets anyone who reads the library save a record with a file from it, uploaded by another user', async () => {
    const item = await libraryFile('Logo Mitra Bersama');
    const res = await partner(editor, 'PT Logo Pustaka', item.file_media);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.file_logo).toBe(item.file_media);
    // The file stays the library's: it keeps the first record that held it.
    const upload = await t.db
      .selectFrom('uploads')
      .select(['resource', 'record_id', 'field'])
      .where('url', '=', item.file_media)
      .executeTakeFirstOrThrow();
    expect(upload).toEqual({ resource: 'upload-file-media', record_id: item.id, field: 'file_media' });
  });

  it('still refuses another user’s upload that no library row holds', async () => {
    const loose = await uploaded(t.app, librarian, 'partners.file_logo', png());
    const res = await partner(editor, 'PT Logo Lepas', loose);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(notYours);
    // Not even once it is attached to a partner of the librarian's.
    expect((await partner(librarian, 'PT Logo Pustakawan', loose)).statusCode).toBe(200);
    expect((await partner(editor, 'PT Logo Pinjam', loose)).json().errors).toEqual(notYours);
  });

  it('refuses a library file to a caller who may not read the library, in their language', async () => {
    const item = await libraryFile('Logo Khusus Pembaca');
    const res = await partner(outsider, 'PT Tanpa Pustaka', item.file_media);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(notYours);
    const en = await partner({ ...outsider, 'accept-language': 'en' }, 'PT No Library', item.file_media);
    expect(en.json().errors).toEqual({ file_logo: ['Logo: this file was uploaded by another user'] });
  });

  it('keeps the field’s own kinds and sizes', async () => {
    const guide = await libraryFile('Panduan', pdf(), 'panduan.pdf');
    expect(guide.kind).toBe('document');
    const res = await partner(editor, 'PT Logo Dokumen', guide.file_media);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      file_logo: ['Jenis berkas tidak diizinkan untuk Logo. Yang diterima: jpg, png, webp, gif, avif'],
    });
    const small = await libraryFile('Gambar Kecil');
    const banner = await post(editor, '/api/banner/create', {
      title: 'Banner Kecil',
      file_banner: small.file_media,
    });
    expect(banner.json().errors).toEqual({
      file_banner: ['Gambar Banner harus berdimensi lebar 1600 pixel dan tinggi 640 pixel'],
    });
  });

  it('shares a file only while a library row holds it', async () => {
    const item = await libraryFile('Logo Sementara');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/upload-file-media/delete',
      headers: admin,
      payload: { data: { id: item.id } },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await partner(editor, 'PT Logo Terhapus', item.file_media)).json().errors).toEqual(notYours);
  });

  it('tells the kind of each file from its bytes, and refuses a kind the form sends', async () => {
    const url = await uploaded(t.app, librarian, 'upload-file-media.file_media', png());
    const named = await post(librarian, '/api/upload-file-media/create', {
      title: 'Foto Bibit',
      file_media: url,
      kind: 'video',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: kind');
    const res = await post(librarian, '/api/upload-file-media/create', {
      title: 'Foto Bibit',
      file_media: url,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.kind).toBe('image');
    const document = await uploaded(t.app, librarian, 'upload-file-media.file_media', pdf(), 'a.pdf');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/upload-file-media/update',
      headers: librarian,
      payload: { id: res.json().data.id, file_media: document },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.kind).toBe('document');
  });

  it('holds demo pictures any editor may use: a banner of the banner’s size, titled in both languages', async () => {
    const { data } = (
      await t.app.inject({ url: '/api/upload-file-media/list?order=title&sort=ASC', headers: editor })
    ).json() as { data: (Media & { title_en: string | null; alt_text: string | null })[] };
    const demo = data.filter((m) => m.file_media.startsWith('/uploads/demo-media-'));
    expect(demo.map((m) => [m.title, m.kind])).toEqual([
      ['Kebun agroforestri Merbabu', 'image'],
      ['Pagi di kebun bibit Ungaran', 'image'],
      ['Panduan menanam bibit', 'document'],
      ['Perbukitan hijau untuk banner (1600 × 640)', 'image'],
      ['Pesisir mangrove Demak', 'image'],
    ]);
    const wide = demo.find((m) => m.title.startsWith('Perbukitan'))!;
    expect(wide).toMatchObject({
      title_en: 'Green hills for a banner (1600 × 640)',
      alt_text: 'Perbukitan berhutan saat senja',
    });
    const served = await t.app.inject({ url: wide.file_media });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const banner = await post(editor, '/api/banner/create', {
      title: 'Bukit Senja',
      file_banner: wide.file_media,
    });
    expect(banner.statusCode, banner.body).toBe(200);
  });

  it('is master data the viewer reads but does not change', async () => {
    const viewer = await login(t.app, 'viewer');
    expect((await t.app.inject({ url: '/api/upload-file-media/list', headers: viewer })).statusCode).toBe(
      200,
    );
    const res = await post(viewer, '/api/upload-file-media/create', {
      title: 'x',
      file_media: '/uploads/x.png',
    });
    expect(res.statusCode).toBe(403);
  });
});
