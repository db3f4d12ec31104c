import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../src/uploads/sweep.js';
import { createTestApp, login, solidPng, type TestApp, testDatabases } from './support/server.js';
import { multipartBody, userWithTasks } from './support/uploads.js';

type Headers = Record<string, string>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases)('uploads by content hash on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let other: Headers;

  /** Sends a picture for a partner's logo, with its hash in the query when given. */
  const send = (headers: Headers, bytes: Buffer, hash?: string) => {
    const query = new URLSearchParams({
      resource: 'partners',
      field: 'file_logo',
      ...(hash && { sha256: hash }),
    });
    const body = multipartBody('foto.png', bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/upload?${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const rowsOf = (hash: string) =>
    t.db.selectFrom('uploads').select(['url', 'size', 'created_by']).where('sha256', '=', hash).execute();
  /** The bytes a user's uploads count against their quota. */
  const used = async (userId: number) =>
    Number(
      (
        await t.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.sum<number>('size').as('bytes'))
          .where('created_by', '=', userId)
          .executeTakeFirstOrThrow()
      ).bytes,
    );
  const byHash = (hash: string, headers: Headers = {}) =>
    t.app.inject({ url: `/api/upload/by-hash/${hash}`, headers });
  const stored = (url: string) => existsSync(path.join(t.config.dataDir, 'uploads', url.split('/').pop()!));

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    other = await userWithTasks(t, admin, 'pemilik_foto_lain', ['partners.create', 'partners.read']);
  });
  afterAll(() => t.close());

  it('answers a photo sent again as the first upload: one row, one stored file, the quota counted once', async () => {
    const photo = solidPng(3, 2, [10, 120, 40]);
    const hash = sha256(photo);
    const first = await send(admin, photo, hash);
    expect(first.statusCode, first.body).toBe(200);
    const owner = Number((await rowsOf(hash))[0]!.created_by);
    const usedBefore = await used(owner);

    // Sent again with its hash, twice: the same upload both times.
    for (const again of [await send(admin, photo, hash), await send(admin, photo, hash)]) {
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect(await rowsOf(hash)).toHaveLength(1);
    expect(await used(owner)).toBe(usedBefore);
    expect(stored(first.json().url)).toBe(true);

    // Sent without its hash, a file is one of its own, as the admin's uploads are.
    expect((await send(admin, photo)).json().url).not.toBe(first.json().url);

    // Another user's same bytes are their own upload.
    const theirs = await send(other, photo, hash);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().url).not.toBe(first.json().url);
    expect(await rowsOf(hash)).toHaveLength(3);
  });

  it('refuses bytes that do not match the hash sent with them, in the caller’s language, storing nothing', async () => {
    const photo = solidPng(4, 4, [200, 10, 10]);
    const wrong = sha256(Buffer.from('another file'));
    const refused = await send(admin, photo, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Isi berkas tidak sesuai dengan sidiknya; kirim ulang berkasnya');
    const english = await send({ ...admin, 'accept-language': 'en' }, photo, wrong);
    expect(english.json().message).toBe("The file's content does not match its hash; send the file again");
    expect(await rowsOf(sha256(photo))).toHaveLength(0);
    expect(await rowsOf(wrong)).toHaveLength(0);

    // A hash that is no SHA-256 is refused before anything is read.
    expect((await send(admin, photo, 'ABC')).statusCode).toBe(400);
  });

  it('tells a caller their own upload by its hash, and nobody else’s', async () => {
    const photo = solidPng(5, 3, [1, 2, 3]);
    const hash = sha256(photo);
    expect((await byHash(hash, admin)).statusCode).toBe(404);
    // An upload made without naming its hash is found by it too.
    const sent = (await send(admin, photo)).json();

    const found = await byHash(hash, admin);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual(sent);
    expect((await byHash(hash, other)).statusCode).toBe(404);
    expect((await byHash(hash)).statusCode).toBe(401);
    expect((await byHash('0'.repeat(63), admin)).statusCode).toBe(400);
    expect((await byHash(hash.toUpperCase(), admin)).statusCode).toBe(400);

    // Both calls are described in the API's documentation.
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(paths['/api/upload/by-hash/{sha256}'].get.responses).toHaveProperty('404');
    const query = paths['/api/upload'].post.parameters.map((p: { name: string }) => p.name);
    expect(query).toContain('sha256');
  });

  it('keeps a photo two records hold while either holds it, and gives a photo sent again a new day', async () => {
    const photo = solidPng(6, 6, [90, 90, 200]);
    const hash = sha256(photo);
    const { url } = (await send(admin, photo, hash)).json();
    // Sent again a day later, before any record held it: the sweep leaves it another day.
    await sql`update uploads set created_at = now() - interval '25 hours' where url = ${url}`.execute(t.db);
    expect((await send(admin, photo, hash)).json().url).toBe(url);
    await sweepUploads(t.db, t.app.store, 24);
    expect(stored(url)).toBe(true);

    const ids: number[] = [];
    for (const company_name of ['Mitra Foto Satu', 'Mitra Foto Dua']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/partners/create',
        headers: admin,
        payload: { company_name, file_logo: url },
      });
      expect(created.statusCode, created.body).toBe(200);
      ids.push(created.json().data.id);
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/partners/delete',
      headers: admin,
      payload: { data: { id: ids[0] } },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await sql`update uploads set created_at = now() - interval '3 days' where url = ${url}`.execute(t.db);
    await sweepUploads(t.db, t.app.store, 24);
    expect(stored(url)).toBe(true);
    const kept = await t.app.inject({ url: `/api/partners/${ids[1]}/show`, headers: admin });
    expect(kept.json().data.file_logo).toBe(url);
  });
});
