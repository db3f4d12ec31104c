import { existsSync } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { LocalStore } from '../src/storage/local.js';
import { S3Store } from '../src/storage/s3.js';
import { type FileStore, openStore, StorageError } from '../src/storage/store.js';
import { sweepUploads } from '../src/uploads/sweep.js';
import { solidPng } from './support/fixtures.js';
import { type S3Server, s3Keys, startS3 } from './support/s3.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { uploaded, uploadFor } from './support/uploads.js';

const png = () => solidPng(2, 2, [30, 140, 60]);
const nameOf = (url: string) => url.slice('/uploads/'.length);
const stored = (t: TestApp, name: string) => existsSync(path.join(t.config.dataDir, 'uploads', name));

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

describe('storage configuration', () => {
  const s3Env = {
    S3_URL: 'http://127.0.0.1:9000',
    S3_BUCKET: 'rimba-files',
    S3_ACCESS_KEY_ID: 'kunci',
    S3_SECRET_ACCESS_KEY: 'rahasia',
  };

  it('keeps files in DATA_DIR/uploads unless S3 is configured', () => {
    expect(loadConfig({ DATA_DIR: '/srv/rimba' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/rimba/uploads',
    });
    expect(loadConfig(s3Env).storage).toEqual({
      kind: 's3',
      url: 'http://127.0.0.1:9000',
      bucket: 'rimba-files',
      region: 'us-east-1',
      accessKeyId: 'kunci',
      secretAccessKey: 'rahasia',
    });
    expect(loadConfig({ ...s3Env, S3_REGION: 'ap-southeast-3' }).storage).toMatchObject({
      region: 'ap-southeast-3',
    });
  });

  it('stops the start with a message naming what is missing or wrong', () => {
    const fails = (env: Record<string, string>) => () => loadConfig(env);
    expect(fails({ S3_URL: 'http://127.0.0.1:9000' })).toThrow(
      new ConfigError('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too when S3_URL is set'),
    );
    expect(fails({ ...s3Env, S3_URL: 'ftp://files.example' })).toThrow(
      'S3_URL must start with http:// or https://',
    );
    expect(fails({ ...s3Env, S3_BUCKET: 'Rimba_Files' })).toThrow(
      'S3_BUCKET must be 3 to 63 lower-case letters, digits, dots and hyphens, got "Rimba_Files"',
    );
    expect(fails({ ...s3Env, S3_REGION: 'Jakarta 1' })).toThrow(
      'S3_REGION is not a region name: "Jakarta 1"',
    );
    expect(fails({ UPLOAD_QUOTA_MB: '0' })).toThrow(
      'UPLOAD_QUOTA_MB must be a whole number from 1 to 10000000',
    );
  });

  it('refuses to start on a bucket that does not exist or with keys the store refuses', async () => {
    const missing = openStore({
      kind: 's3',
      url: s3.url,
      bucket: 'tidak-ada',
      region: 'us-east-1',
      ...s3Keys,
    });
    await expect(missing).rejects.toThrow(
      new StorageError(
        `Uploads cannot be stored in the bucket "tidak-ada" at ${s3.url}: the bucket does not exist`,
      ),
    );
    await s3.bucket('kunci-salah');
    const denied = openStore({
      kind: 's3',
      url: s3.url,
      bucket: 'kunci-salah',
      region: 'us-east-1',
      accessKeyId: 'orang-lain',
      secretAccessKey: 'bukan-rahasianya',
    });
    await expect(denied).rejects.toThrow(
      /: access is denied \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)$/,
    );
  });
});

describe.each(['local', 's3'] as const)('the %s file store', (kind) => {
  let store: FileStore;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rimba-store-'));
    store =
      kind === 'local'
        ? new LocalStore(dir)
        : await S3Store.open({ kind: 's3', url: s3.url, bucket: 'kontrak', region: 'us-east-1', ...s3Keys });
    if (kind === 's3') await s3.bucket('kontrak');
    await store.check();
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, states, reads whole or in part, and deletes a file', async () => {
    await store.put('a1b2.png', Buffer.from('0123456789'), 'image/png');
    expect(await store.stat('a1b2.png')).toEqual({ size: 10, contentType: 'image/png' });
    const whole = await store.get('a1b2.png');
    expect(whole).toMatchObject({ size: 10, contentType: 'image/png' });
    expect(await text(whole!.body)).toBe('0123456789');
    const part = await store.get('a1b2.png', { start: 2, end: 5 });
    expect(part?.size).toBe(4);
    expect(await text(part!.body)).toBe('2345');
    await store.delete('a1b2.png');
    expect(await store.stat('a1b2.png')).toBeNull();
  });

  it('answers a missing file with null, and deletes one without complaint', async () => {
    expect(await store.stat('tidak-ada.png')).toBeNull();
    expect(await store.get('tidak-ada.png')).toBeNull();
    await expect(store.delete('tidak-ada.png')).resolves.toBeUndefined();
  });
});

describe.each(testDatabases)('uploads kept in an S3 bucket on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const bucket = `rimba-${kind}`;
  beforeAll(async () => {
    t = await createTestApp(kind, await s3.bucket(bucket));
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t?.close());

  it('stores an upload in the bucket, serves it back streamed with its type, and removes it when unused', async () => {
    const url = await uploaded(t.app, admin, 'partners.file_logo', png());
    expect(await s3.has(bucket, nameOf(url))).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', nameOf(url)))).toBe(false);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png())).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png().length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const part = await t.app.inject({ url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${png().length}`);
    expect(part.rawPayload.equals(png().subarray(0, 8))).toBe(true);

    await sql`update uploads set created_at = now() - interval '2 days' where url = ${url}`.execute(t.db);
    expect(await sweepUploads(t.db, t.app.store, 24)).toBe(1);
    expect(await s3.has(bucket, nameOf(url))).toBe(false);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('keeps the demo pictures in the bucket too', async () => {
    const { data } = (await t.app.inject({ url: '/api/public/partners' })).json();
    const logo = data[0].file_logo.url;
    expect(await s3.has(bucket, nameOf(logo))).toBe(true);
    const served = await t.app.inject({ url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
  });
});

describe.each(testDatabases)('serving and sweeping stored files on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const backdate = (url: string) =>
    sql`update uploads set created_at = now() - interval '25 hours' where url = ${url}`.execute(t.db);
  const stored = (url: string) => existsSync(path.join(t.config.dataDir, 'uploads', nameOf(url)));

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('answers 404 for a missing file and for any name that is not a stored one', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/.hidden.part',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toMatch(/^Alamat API tidak ditemukan/);
    }
    // A NUL in the address is no name at all: the request is refused before any file is looked for.
    const nul = await t.app.inject({ url: '/uploads/a%00.png' });
    expect(nul.statusCode).toBe(400);
  });

  it('answers HEAD with the headers alone, and a range past the end with 416', async () => {
    const url = await uploaded(t.app, admin, 'partners.file_logo', png());
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png().length),
    });
    expect(head.rawPayload.length).toBe(0);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-4' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(png().subarray(-4))).toBe(true);
    const past = await t.app.inject({ url, headers: { range: `bytes=${png().length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${png().length}`);
  });

  it('removes files no record took after a day, and keeps attached and recent ones', async () => {
    const old = await uploaded(t.app, admin, 'partners.file_logo', png());
    const held = await uploaded(t.app, admin, 'partners.file_logo', png());
    const recent = await uploaded(t.app, admin, 'partners.file_logo', png());
    const gone = await uploaded(t.app, admin, 'partners.file_logo', png());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partners/create',
      headers: admin,
      payload: { company_name: 'PT Logo Tersimpan', file_logo: held },
    });
    expect(created.statusCode, created.body).toBe(200);
    for (const url of [old, held, gone]) await backdate(url);
    // A file already missing from the store is no obstacle.
    await unlink(path.join(t.config.dataDir, 'uploads', nameOf(gone)));

    // Two instances sweeping at once remove each file once.
    const removed = await Promise.all([
      sweepUploads(t.db, t.app.store, 24),
      sweepUploads(t.db, t.app.store, 24),
    ]);
    expect(removed.reduce((a, b) => a + b, 0)).toBe(2);
    const urls = (await t.db.selectFrom('uploads').select('url').execute()).map((u) => u.url);
    expect(urls).not.toContain(old);
    expect(urls).not.toContain(gone);
    expect(urls).toContain(held);
    expect(urls).toContain(recent);
    expect(stored(old)).toBe(false);
    expect((await t.app.inject({ url: old })).statusCode).toBe(404);
    expect(stored(held)).toBe(true);
    expect((await t.app.inject({ url: held })).statusCode).toBe(200);
    expect(stored(recent)).toBe(true);
  });
});

describe.each(testDatabases)('the periodic sweep on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_SWEEP_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('sweeps by itself every UPLOAD_SWEEP_SECONDS', async () => {
    const admin = await login(t.app, 'admin');
    const url = await uploaded(t.app, admin, 'partners.file_logo', png());
    await sql`update uploads set created_at = now() - interval '25 hours' where url = ${url}`.execute(t.db);
    await expect
      .poll(
        async () => (await t.db.selectFrom('uploads').select('id').where('url', '=', url).execute()).length,
        {
          timeout: 10_000,
          interval: 200,
        },
      )
      .toBe(0);
    // The row goes first, then the stored bytes.
    await expect.poll(() => stored(t, nameOf(url)), { timeout: 5_000, interval: 50 }).toBe(false);
  });
});

describe.each(testDatabases)('resized copies of uploaded pictures on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let photo: string;
  /** A 1000 × 600 photo taken with the camera turned (EXIF orientation 6), with the camera's GPS position. */
  const turnedPhoto = () =>
    sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: 40, g: 120, b: 60 } } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Make: 'KameraHutan' }, IFD3: { GPSLatitudeRef: 'S' } },
      })
      .toBuffer();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    photo = await uploaded(t.app, admin, 'article.file_article', await turnedPhoto(), 'hutan.jpg');
  });
  afterAll(() => t.close());

  it('serves a picture in WebP and its own format at each width, upright, without the camera’s metadata', async () => {
    const webp = await t.app.inject({ url: `${photo}/320.webp` });
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const small = await sharp(webp.rawPayload).metadata();
    // Turned upright first: 600 wide and 1000 high, then made 320 wide.
    expect(small).toMatchObject({ format: 'webp', width: 320, height: 533 });
    expect(small.exif).toBeUndefined();
    expect(small.orientation).toBeUndefined();

    const jpeg = await t.app.inject({ url: `${photo}/320.jpg` });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
    expect(jpeg.rawPayload.length).toBeLessThan(webp.rawPayload.length * 3);
  });

  it('never makes a copy wider than the original', async () => {
    const wide = await t.app.inject({ url: `${photo}/1920.webp` });
    expect(wide.statusCode).toBe(200);
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 600, height: 1000 });
  });

  it('makes a copy once and keeps it beside the original; HEAD answers its headers alone', async () => {
    const first = await t.app.inject({ url: `${photo}/640.webp` });
    const keptName = `${nameOf(photo)}.640.webp`;
    expect(stored(t, keptName)).toBe(true);
    const again = await t.app.inject({ url: `${photo}/640.webp` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: `${photo}/640.webp` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a width or format not offered, a copy of a copy, a file not uploaded, an SVG', async () => {
    await t.app.inject({ url: `${photo}/640.webp` });
    for (const url of [
      `${photo}/500.webp`,
      `${photo}/640.png`,
      `${photo}/640.gif`,
      `${photo}/0640.webp`,
      `${photo}/640.webp.webp`,
      `/uploads/${nameOf(photo)}.640.webp/320.webp`,
      '/uploads/0123456789abcdef0123456789abcdef.jpg/640.webp',
      '/uploads/..%2Fpackage.json/640.webp',
      '/uploads/demo-logo.svg/640.webp',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses a cut-off picture on upload, and answers 404 for a copy of one stored before that check', async () => {
    // JPEG's first bytes pass the check of the kind; the rest is cut off.
    const broken = (await turnedPhoto()).subarray(0, 200);
    const refused = await uploadFor(t.app, admin, 'article.file_article', broken, 'rusak.jpg');
    expect(refused.statusCode).toBe(422);
    const name = `${'0'.repeat(32)}.jpg`;
    await t.app.store.put(name, broken, 'image/jpeg');
    await t.db
      .insertInto('uploads')
      .values({
        url: `/uploads/${name}`,
        filename: 'rusak.jpg',
        mime: 'image/jpeg',
        size: broken.length,
        width: null,
        height: null,
        created_by: null,
      })
      .execute();
    const res = await t.app.inject({ url: `/uploads/${name}/640.webp` });
    expect(res.statusCode).toBe(404);
  });

  it('removes the copies with their unused original', async () => {
    const unused = await uploaded(t.app, admin, 'article.file_article', await turnedPhoto());
    for (const variant of ['320.webp', '320.jpg']) {
      expect((await t.app.inject({ url: `${unused}/${variant}` })).statusCode).toBe(200);
    }
    await sql`update uploads set created_at = now() - interval '25 hours' where url = ${unused}`.execute(
      t.db,
    );
    await sweepUploads(t.db, t.app.store, 24);
    for (const name of [nameOf(unused), `${nameOf(unused)}.320.webp`, `${nameOf(unused)}.320.jpg`]) {
      expect(stored(t, name), name).toBe(false);
    }
    expect((await t.app.inject({ url: `${unused}/320.webp` })).statusCode).toBe(404);
  });
});
