import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { multipartBody, uploaded, uploadFor, userWithTasks } from './support/uploads.js';

const png = () => solidPng(1, 1, [45, 106, 79]);
/** The smallest PDF file-type tells from its bytes. */
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A real PNG padded to `bytes` (a decoder stops at its end; the size is what counts). */
const pngOf = (bytes: number) => Buffer.concat([png(), Buffer.alloc(bytes - png().length)]);

const logoTarget = '/api/upload?resource=partners&field=file_logo';

function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = '----rimbatest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases)('POST /api/upload on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let viewer: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_MAX_MB: '1' });
    auth = await login(t.app, 'admin');
    viewer = await login(t.app, 'viewer');
  });
  afterAll(() => t.close());

  it('stores a real image under a generated name and serves it under /uploads', async () => {
    const { payload, headers } = multipart('../../etc/logo.png', png());
    const res = await t.app.inject({
      method: 'POST',
      url: logoTarget,
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(body).toMatchObject({ filename: 'logo.png', mime: 'image/png' });
    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png())).toBe(true);
  });

  it('refuses a text file renamed to .png, whatever its declared type', async () => {
    const { payload, headers } = multipart('evil.png', Buffer.from('<script>alert(1)</script>'));
    const res = await t.app.inject({
      method: 'POST',
      url: logoTarget,
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Jenis berkas tidak diizinkan/);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 10)]);
    const { payload, headers } = multipart('big.png', big);
    const res = await t.app.inject({
      method: 'POST',
      url: logoTarget,
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File terlalu besar');
  });

  it('needs a logged-in user and the field named file', async () => {
    const { payload, headers } = multipart('a.png', png());
    expect((await t.app.inject({ method: 'POST', url: logoTarget, payload, headers })).statusCode).toBe(401);
    const wrong = multipart('a.png', png(), 'picture');
    const res = await t.app.inject({
      method: 'POST',
      url: logoTarget,
      payload: wrong.payload,
      headers: { ...wrong.headers, ...auth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tidak ada berkas yang dikirim (kolom file)');
  });

  it('records the file as the caller’s, not yet attached to any record', async () => {
    const url = await uploaded(t.app, auth, 'partners.file_logo', png());
    const row = await t.db.selectFrom('uploads').selectAll().where('url', '=', url).executeTakeFirstOrThrow();
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirst();
    expect(row).toMatchObject({ created_by: admin!.id, width: 1, height: 1, size: png().length });
    expect(row.attached_at).toBeNull();
  });

  it('refuses a read-only viewer with 403 before reading the file', async () => {
    const res = await uploadFor(t.app, viewer, 'partners.file_logo', png());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Anda tidak memiliki izin untuk tindakan ini (partners.create, partners.update)',
    );
    const en = await uploadFor(t.app, { ...viewer, 'accept-language': 'en' }, 'faq.question', png());
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe('You are not allowed to do this (faq.create, faq.update)');
  });

  it('needs the resource and a file field of it, in the query or as fields sent before the file', async () => {
    const bare = multipart('a.png', png());
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: bare.payload,
      headers: { ...bare.headers, ...auth },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Sebutkan resource dan field tujuan berkas (resource, field)');

    const unknown = await uploadFor(t.app, auth, 'pohon.foto', png());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Resource tidak dikenal: pohon');

    const text = await uploadFor(t.app, { ...auth, 'accept-language': 'en' }, 'partners.company_name', png());
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Field company_name of partners does not take files');

    const fields = multipartBody('a.png', png(), { fields: { resource: 'partners', field: 'file_logo' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: fields.payload,
      headers: { ...fields.headers, ...auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });

  it('takes only the kinds of file the field takes, told by the bytes', async () => {
    const res = await uploadFor(t.app, auth, 'partners.file_logo', pdf(), 'logo.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'Jenis berkas tidak diizinkan untuk Logo. Yang diterima: jpg, png, webp, gif, avif',
    );
    const en = await uploadFor(t.app, { ...auth, 'accept-language': 'en' }, 'contoh-komponen.videos', png());
    expect(en.statusCode).toBe(415);
    expect(en.json().message).toBe('File type not allowed for Videos. Accepted: mp4, webm');
    // The same PDF is a document.
    const document = await uploadFor(t.app, auth, 'contoh-komponen.document', pdf(), 'laporan.pdf');
    expect(document.statusCode, document.body).toBe(200);
    expect(document.json()).toMatchObject({ mime: 'application/pdf', filename: 'laporan.pdf' });
  });

  it('refuses a file as large as the field’s limit (strictly below it is taken), within the server’s', async () => {
    const res = await uploadFor(t.app, auth, 'partners.file_logo', pngOf(1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File terlalu besar: Logo harus lebih kecil dari 1 MB');
    const en = await uploadFor(
      t.app,
      { ...auth, 'accept-language': 'en' },
      'partners.file_logo',
      pngOf(1024 * 1024),
    );
    expect(en.json().message).toBe('File too large: Logo must be smaller than 1 MB');
    expect((await uploadFor(t.app, auth, 'partners.file_logo', pngOf(1024 * 1024 - 1))).statusCode).toBe(200);
  });

  it('checks an image’s pixel size against the field’s dimensions rule', async () => {
    const res = await uploadFor(t.app, auth, 'banner.file_banner', solidPng(1600, 639, [10, 90, 160]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Gambar Banner harus berdimensi lebar 1600 pixel dan tinggi 640 pixel');
    const en = await uploadFor(t.app, { ...auth, 'accept-language': 'en' }, 'banner.file_banner', png());
    expect(en.json().message).toBe('Banner Image must be 1600 pixels by 640 pixels');
    const fits = await uploadFor(t.app, auth, 'banner.file_banner', solidPng(1600, 640, [10, 90, 160]));
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('decodes every picture: a page behind a GIF signature or a cut-off PNG is refused with 422', async () => {
    const page = Buffer.from('GIF89a<html><script>alert(document.cookie)</script></html>');
    const cut = solidPng(64, 64, [200, 30, 30]);
    for (const [name, content] of [
      ['halaman.gif', page],
      ['terpotong.png', cut.subarray(0, cut.length - 30)],
    ] as const) {
      const res = await uploadFor(t.app, auth, 'partners.file_logo', content, name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().message).toBe(
        'Logo bukan gambar yang dapat dibaca: berkasnya rusak atau bukan gambar',
      );
    }
    const en = await uploadFor(t.app, { ...auth, 'accept-language': 'en' }, 'partners.file_logo', page);
    expect(en.json().message).toBe('Logo is no picture that can be read: the file is damaged or no picture');
    const stored = await t.db.selectFrom('uploads').select('mime').where('mime', '=', 'image/gif').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a picture past 50 megapixels by its header, before decoding it', async () => {
    // A PNG that claims 65,500 × 65,500 pixels and holds the data of one.
    const real = solidPng(1, 1, [0, 0, 0]);
    const header = Buffer.from(real.subarray(0, 33));
    header.writeUInt32BE(65_500, 16);
    header.writeUInt32BE(65_500, 20);
    header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
    const claimed = Buffer.concat([header, real.subarray(33)]);
    const res = await uploadFor(t.app, auth, 'partners.file_logo', claimed, 'raksasa.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Logo: gambar lebih besar dari 50 megapiksel');
  });
});

describe.each(testDatabases)('files held by records on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let editor: { authorization: string };
  const create = (headers: Record<string, string>, resource: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${resource}/create`, headers, payload });
  const update = (headers: Record<string, string>, resource: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/${resource}/update`, headers, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    editor = await userWithTasks(t, admin, 'editor_mitra', [
      'partners.read',
      'partners.create',
      'partners.update',
      'contoh-komponen.read',
      'contoh-komponen.create',
      'contoh-komponen.update',
    ]);
  });
  afterAll(() => t.close());

  it('refuses a URL that is no file uploaded here with 422 on the field', async () => {
    for (const logo of [
      'https://elsewhere.example/logo.png',
      '/uploads/0123456789abcdef0123456789abcdef.png',
    ]) {
      const res = await create(admin, 'partners', { company_name: 'PT Tautan Luar', file_logo: logo });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        file_logo: ['Logo harus berupa berkas yang diunggah ke server ini'],
      });
    }
    const en = await create({ ...admin, 'accept-language': 'en' }, 'contoh-komponen', {
      name: 'Kebun Luar',
      planted_on: '2026-03-01',
      status: 'draft',
      gallery: ['https://elsewhere.example/a.png'],
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ gallery: ['Photo Gallery must be a file uploaded to this server'] });
  });

  it('refuses someone else’s upload, attached or not', async () => {
    const theirs = await uploaded(t.app, admin, 'partners.file_logo', png());
    const res = await create(editor, 'partners', { company_name: 'PT Pinjam Logo', file_logo: theirs });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file_logo: ['Logo: berkas ini diunggah oleh pengguna lain'] });
    // A demo logo belongs to no user: nobody may put it into another record.
    const [demo] = (await t.app.inject({ url: '/api/partners/list?limit=1', headers: admin })).json().data;
    const copy = await create(admin, 'partners', {
      company_name: 'PT Salin Logo',
      file_logo: demo.file_logo,
    });
    expect(copy.json().errors).toEqual({ file_logo: ['Logo: berkas ini diunggah oleh pengguna lain'] });
  });

  it('attaches the caller’s upload to the record that holds it; anyone may save the record keeping it', async () => {
    const logo = await uploaded(t.app, admin, 'partners.file_logo', png());
    const res = await create(admin, 'partners', { company_name: 'PT Logo Sendiri', file_logo: logo });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('url', '=', logo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ resource: 'partners', record_id: id, field: 'file_logo' });
    expect(row.attached_at).not.toBeNull();

    // The editor did not upload it, but the record already holds it in this field.
    const kept = await update(editor, 'partners', { id, company_name: 'PT Logo Tetap', file_logo: logo });
    expect(kept.statusCode, kept.body).toBe(200);
    // Another record is another matter.
    const other = await create(editor, 'partners', { company_name: 'PT Logo Lain', file_logo: logo });
    expect(other.statusCode).toBe(422);

    const own = await uploaded(t.app, editor, 'partners.file_logo', png());
    const replaced = await update(editor, 'partners', { id, file_logo: own });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.file_logo).toBe(own);
  });

  it('refuses an upload made for one field in a field that does not take its kind or size', async () => {
    const document = await uploaded(t.app, admin, 'contoh-komponen.document', pdf(), 'laporan.pdf');
    const res = await create(admin, 'partners', { company_name: 'PT Logo PDF', file_logo: document });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      file_logo: ['Jenis berkas tidak diizinkan untuk Logo. Yang diterima: jpg, png, webp, gif, avif'],
    });
    const big = await uploaded(t.app, admin, 'contoh-komponen.document', pngOf(2 * 1024 * 1024));
    const tooBig = await create(admin, 'partners', { company_name: 'PT Logo Besar', file_logo: big });
    expect(tooBig.json().errors).toEqual({
      file_logo: ['File terlalu besar: Logo harus lebih kecil dari 1 MB'],
    });
    const small = await uploaded(t.app, admin, 'partners.file_logo', png());
    const banner = await create(admin, 'banner', { title: 'Banner Kecil', file_banner: small });
    expect(banner.json().errors).toEqual({
      file_banner: ['Gambar Banner harus berdimensi lebar 1600 pixel dan tinggi 640 pixel'],
    });
  });

  it('checks every file of a list, and attaches them all', async () => {
    const mine = [
      await uploaded(t.app, editor, 'contoh-komponen.gallery', png()),
      await uploaded(t.app, editor, 'contoh-komponen.gallery', png()),
    ];
    const values = { name: 'Kebun Galeri', planted_on: '2026-03-01', status: 'draft' };
    const foreign = await create(editor, 'contoh-komponen', {
      ...values,
      gallery: [...mine, '/uploads/x.png'],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      gallery: ['Galeri Foto harus berupa berkas yang diunggah ke server ini'],
    });
    const res = await create(editor, 'contoh-komponen', { ...values, gallery: mine });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.selectFrom('uploads').selectAll().where('url', 'in', mine).execute();
    expect(rows.map((r) => [r.resource, r.record_id, r.field])).toEqual([
      ['contoh-komponen', res.json().data.id, 'gallery'],
      ['contoh-komponen', res.json().data.id, 'gallery'],
    ]);
  });

  it('registers the demo pictures as uploads attached to their records', async () => {
    const partners = (await t.app.inject({ url: '/api/partners/list?limit=100', headers: admin })).json()
      .data;
    const demo = partners.filter((p: { file_logo: string }) => p.file_logo.startsWith('/uploads/demo-'));
    expect(demo.length).toBeGreaterThan(0);
    const rows = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where(
        'url',
        'in',
        demo.map((p: { file_logo: string }) => p.file_logo),
      )
      .execute();
    expect(rows).toHaveLength(demo.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        resource: 'partners',
        field: 'file_logo',
        mime: 'image/svg+xml',
        created_by: null,
      });
      expect(row.attached_at).not.toBeNull();
    }
    // A demo record is saved again as it is.
    const saved = await update(admin, 'partners', {
      id: demo[0].id,
      file_logo: demo[0].file_logo,
      company_name: `${demo[0].company_name} Baru`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe.each(testDatabases)('upload rate and quota on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_RATE_LIMIT: '3', UPLOAD_QUOTA_MB: '1' });
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('refuses a file that would take the user past their quota with 413', async () => {
    const first = await uploadFor(t.app, admin, 'partners.file_logo', pngOf(600 * 1024));
    expect(first.statusCode, first.body).toBe(200);
    const second = await uploadFor(t.app, admin, 'partners.file_logo', pngOf(600 * 1024));
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toBe(
      'Kuota unggahan Anda tidak cukup untuk berkas ini: 0.6 MB dari 1 MB sudah terpakai',
    );
  });

  it('lets one user start only so many uploads a minute (429), another user still may', async () => {
    const editor = await userWithTasks(t, admin, 'pengunggah', ['partners.create']);
    for (let i = 0; i < 3; i++) {
      expect((await uploadFor(t.app, editor, 'partners.file_logo', png())).statusCode).toBe(200);
    }
    const res = await uploadFor(t.app, editor, 'partners.file_logo', png());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Terlalu banyak unggahan\. Coba lagi dalam \d+ detik\.$/);
    const en = await uploadFor(t.app, { ...editor, 'accept-language': 'en' }, 'partners.file_logo', png());
    expect(en.json().message).toMatch(/^Too many uploads\. Try again in \d+ seconds\.$/);
    // The admin made two uploads in the quota test above: a third is within the rate.
    expect((await uploadFor(t.app, admin, 'partners.file_logo', png())).statusCode).toBe(200);
  });
});

describe.each(testDatabases)('upload quota under concurrent uploads on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_RATE_LIMIT: '100', UPLOAD_QUOTA_MB: '1' });
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('takes 16 uploads sent at once only as far as the quota goes; the others get 413 and store nothing', async () => {
    const editor = await userWithTasks(t, admin, 'serentak', ['partners.create']);
    const folder = t.config.storage.kind === 'local' ? t.config.storage.dir : '';
    const storedBefore = (await readdir(folder)).length;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        uploadFor(t.app, editor, 'partners.file_logo', pngOf(300 * 1024 + i), `logo-${i}.png`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(13).fill(413)]);
    const { id } = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'serentak')
      .executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('uploads').select('size').where('created_by', '=', id).execute();
    expect(rows).toHaveLength(3);
    expect(rows.reduce((sum, row) => sum + Number(row.size), 0)).toBeLessThanOrEqual(1024 * 1024);
    expect((await readdir(folder)).length).toBe(storedBefore + 3);
  });
});
