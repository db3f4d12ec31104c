import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGzip, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { DatabaseInUseError, type Db, openDatabase } from '../src/db/connection.js';
import { writeBackup } from '../src/ops/backup.js';
import type { Checksums, Manifest, ProgressEvent } from '../src/ops/format.js';
import { restoreBackup } from '../src/ops/restore.js';
import { type FileStore, openStore } from '../src/storage/store.js';
import { solidPng } from './support/fixtures.js';
import { type S3Server, startS3 } from './support/s3.js';
import {
  createPostgresTestDatabase,
  createTestApp,
  login,
  type TestApp,
  type TestDatabaseCopy,
} from './support/server.js';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const backupToken = 'operator-backup-token-0123456789';
/** A photo of real bytes beside the demo's drawings. */
const photo = solidPng(8, 8, [20, 120, 40]);

/** An installation a backup goes into: an empty database and an empty store. */
interface Target {
  db: Db;
  store: FileStore;
  close: () => Promise<void>;
}

let dir: string;
let source: TestApp;
const targets: Target[] = [];

async function emptyPglite(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(dir, 'pglite-'));
  const db = await openDatabase({ dataDir, memoryDb: true });
  const store = await openStore(loadConfig({ DATA_DIR: dataDir }).storage);
  const target = { db, store, close: async () => db.close() };
  targets.push(target);
  return target;
}

/** Writes a backup of a database and store to a file; answers the file, its manifest and checksums. */
async function backUp(db: Db, store: FileStore, name: string, progress?: (e: ProgressEvent) => void) {
  const file = path.join(dir, name);
  const written = await writeBackup(db.db, db.kind, store, createWriteStream(file), progress);
  return { file, ...written };
}

/** What must be equal between two backups of the same content, wherever they were taken. */
const content = (b: { manifest: Manifest; checksums: Checksums }) => ({
  schema: b.manifest.schema,
  tables: b.manifest.tables,
  sequences: b.manifest.sequences,
  checksums: b.checksums,
});

/** Reads every entry of an archive into memory (the test archives are small). */
async function entries(file: string): Promise<{ name: string; body: Buffer }[]> {
  const extract = tar.extract();
  Readable.from(gunzipSync(await readFile(file))).pipe(extract);
  const all: { name: string; body: Buffer }[] = [];
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const part of entry) parts.push(part as Buffer);
    all.push({ name: entry.header.name, body: Buffer.concat(parts) });
  }
  return all;
}

/** Writes entries as a gzipped tar archive. */
async function archive(file: string, list: { name: string; body: Buffer }[]): Promise<string> {
  const pack = tar.pack();
  for (const { name, body } of list) pack.entry({ name, size: body.length }, body);
  pack.finalize();
  const gzip = createGzip();
  pack.pipe(gzip);
  await writeFile(file, gzip);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rimba-backup-'));
  source = await createTestApp('pglite', { BACKUP_TOKEN: backupToken });
  await source.app.store.put('backup-photo.png', photo, 'image/png');
}, 180_000);

afterAll(async () => {
  for (const target of targets) await target.close();
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let first: Awaited<ReturnType<typeof backUp>>;
  const seen: ProgressEvent[] = [];

  it('writes every table and file with a manifest first and checksums last, telling its progress', async () => {
    const sourceDb: Db = { db: source.db, kind: 'pglite', close: async () => {} };
    first = await backUp(sourceDb, source.app.store, 'first.tar.gz', (e) => seen.push(e));
    const { count } = (
      await sql<{ count: string }>`select count(*)::text as count from users`.execute(source.db)
    ).rows[0]!;
    expect(first.manifest).toMatchObject({
      format: 'rimba-backup',
      from: { database: 'pglite' },
      tables: { users: { rows: Number(count) } },
    });
    expect(first.manifest.schema.migrations).toContain('0001_platform');
    expect(first.manifest.tables).not.toHaveProperty('job_leases');
    expect(first.checksums.files['backup-photo.png']).toMatchObject({ bytes: photo.length });
    expect(Object.keys(first.checksums.files).length).toBe(first.manifest.files.count);
    const names = (await entries(first.file)).map((e) => e.name);
    expect(names[0]).toBe('manifest.json');
    expect(names.at(-1)).toBe('checksums.json');
    expect(names).toContain('tables/users/000001.jsonl');
    expect(names).toContain('files/backup-photo.png');
    expect(seen.find((e) => e.step === 'table' && e.name === 'users')).toBeDefined();
    expect(seen.filter((e) => e.step === 'files').at(-1)).toMatchObject({
      done: first.manifest.files.count,
      total: first.manifest.files.count,
    });
  }, 180_000);

  it('restores it onto an empty embedded database and store, the same to the last byte', async () => {
    const target = await emptyPglite();
    const restored = await restoreBackup(target.db.db, target.store, createReadStream(first.file));
    expect(restored.manifest.createdAt).toBe(first.manifest.createdAt);
    const again = await backUp(target.db, target.store, 'pglite-again.tar.gz');
    expect(content(again)).toEqual(content(first));
    expect((await target.store.get('backup-photo.png'))?.size).toBe(photo.length);
  }, 180_000);

  it('refuses a database that is not empty, and replaces it when told to', async () => {
    const target = targets[0]!;
    const before = await backUp(target.db, target.store, 'before.tar.gz');
    await expect(restoreBackup(target.db.db, target.store, createReadStream(first.file))).rejects.toThrow(
      /^The database is not empty \(\d+ rows in \d+ tables and \d+ files in the folder .+\)\. Restore with --replace/,
    );
    // A row and a file the backup does not hold go with --replace.
    await sql`update users set fullname = 'Diubah Setelah Backup' where username = 'admin'`.execute(
      target.db.db,
    );
    await target.store.put('after-backup.png', photo, 'image/png');
    const replaced = await restoreBackup(target.db.db, target.store, createReadStream(first.file), {
      replace: true,
    });
    expect(replaced.removedFiles).toBe(1);
    expect(await target.store.stat('after-backup.png')).toBeNull();
    const after = await backUp(target.db, target.store, 'after.tar.gz');
    expect(content(after)).toEqual(content(before));
  }, 180_000);

  it('refuses a backup of a newer Rimba, a damaged one and one cut short, leaving the target as it was', async () => {
    const target = await emptyPglite();
    const all = await entries(first.file);
    const manifest = JSON.parse(all[0]!.body.toString()) as Manifest;
    manifest.schema.migrations.push('2099-01-01_from_the_future');
    manifest.schema.latest = '2099-01-01_from_the_future';
    const newer = await archive(path.join(dir, 'newer.tar.gz'), [
      { name: 'manifest.json', body: Buffer.from(JSON.stringify(manifest)) },
      ...all.slice(1),
    ]);
    await expect(restoreBackup(target.db.db, target.store, createReadStream(newer))).rejects.toThrow(
      'The backup was made by a newer Rimba: its schema has migration 2099-01-01_from_the_future, which this Rimba does not know. Update Rimba, then restore it.',
    );
    // One changed byte in the users' rows.
    const damaged = all.map((e) =>
      e.name === 'tables/users/000001.jsonl'
        ? { ...e, body: Buffer.from(e.body.toString().replace('admin', 'adm1n')) }
        : e,
    );
    await expect(
      restoreBackup(
        target.db.db,
        target.store,
        createReadStream(await archive(path.join(dir, 'damaged.tar.gz'), damaged)),
      ),
    ).rejects.toThrow('Table users does not match its checksum');
    const bytes = await readFile(first.file);
    await writeFile(path.join(dir, 'cut.tar.gz'), bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(
      restoreBackup(target.db.db, target.store, createReadStream(path.join(dir, 'cut.tar.gz'))),
    ).rejects.toThrow(/damaged or cut short/);
    await expect(
      restoreBackup(target.db.db, target.store, Readable.from([Buffer.from('not a backup')])),
    ).rejects.toThrow('The archive cannot be read (incorrect header check): it is damaged or cut short');
    // Nothing of the failed restores stayed: no tables, no files.
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from pg_tables where schemaname = current_schema()`.execute(target.db.db);
    expect(tables.rows[0]!.n).toBe(0);
    const files: string[] = [];
    for await (const name of target.store.list()) files.push(name);
    expect(files).toEqual([]);
  }, 180_000);

  it('lets an operator holding BACKUP_TOKEN take the same backup through the running server, and no one else', async () => {
    const ask = (authorization?: string, lang = 'id') =>
      source.app.inject({
        method: 'GET',
        url: '/api/backup',
        headers: { 'accept-language': lang, ...(authorization ? { authorization } : {}) },
      });
    const none = await ask();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(
      'Token backup tidak ada atau salah: kirim Authorization: Bearer <BACKUP_TOKEN>',
    );
    expect((await ask(`Bearer ${backupToken}x`, 'en')).json().message).toBe(
      'The backup token is missing or wrong: send Authorization: Bearer <BACKUP_TOKEN>',
    );
    const taken = await ask(`Bearer ${backupToken}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['content-type']).toBe('application/gzip');
    expect(taken.headers['content-disposition']).toMatch(
      /^attachment; filename="rimba-backup-\d{8}-\d{6}\.tar\.gz"$/,
    );
    const file = path.join(dir, 'through-server.tar.gz');
    await writeFile(file, taken.rawPayload);
    const checksums = (await entries(file)).at(-1)!;
    expect(checksums.name).toBe('checksums.json');
    expect(JSON.parse(checksums.body.toString())).toEqual(first.checksums);
    // A user's login, even the super user's, is not the operator's token.
    expect((await ask((await login(source.app, 'admin')).authorization)).statusCode).toBe(401);
  }, 180_000);

  it('keeps the embedded database to one process, taking over the mark of one that died', async () => {
    const dataDir = await mkdtemp(path.join(dir, 'held-'));
    const sleeper = spawn('sleep', ['30']);
    try {
      await writeFile(path.join(dataDir, 'db.pid'), String(sleeper.pid));
      const opening = openDatabase({ dataDir });
      await expect(opening).rejects.toThrow(DatabaseInUseError);
      await expect(opening).rejects.toThrow(`is in use by process ${sleeper.pid}`);
    } finally {
      sleeper.kill('SIGKILL');
      await new Promise((resolve) => sleeper.once('exit', resolve));
    }
    const db = await openDatabase({ dataDir });
    expect(await readFile(path.join(dataDir, 'db.pid'), 'utf8')).toBe(String(process.pid));
    await db.close();
  }, 180_000);
});

describe.skipIf(!withPostgres)('from the embedded database to PostgreSQL and back', () => {
  let s3: S3Server;
  let database: TestDatabaseCopy;

  beforeAll(async () => {
    s3 = await startS3();
    database = await createPostgresTestDatabase({ empty: true });
  }, 120_000);

  afterAll(async () => {
    await s3?.close();
    await database?.remove();
  });

  it('moves the demo data and files to PostgreSQL and an S3 bucket, and back, with equal counts and checksums', async () => {
    const sourceDb: Db = { db: source.db, kind: 'pglite', close: async () => {} };
    const fromPglite = await backUp(sourceDb, source.app.store, 'from-pglite.tar.gz');

    const pgDb = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const bucket = await openStore(
      loadConfig({ DATA_DIR: database.dataDir, ...(await s3.bucket('moved')) }).storage,
    );
    targets.push({
      db: pgDb,
      store: bucket,
      close: async () => {
        await pgDb.close();
        await bucket.close();
      },
    });
    await restoreBackup(pgDb.db, bucket, createReadStream(fromPglite.file));
    const onPostgres = await backUp(pgDb, bucket, 'on-postgres.tar.gz');
    expect(onPostgres.manifest.from.database).toBe('postgres');
    expect(content(onPostgres)).toEqual(content(fromPglite));
    expect(await s3.has('moved', 'backup-photo.png')).toBe(true);

    const back = await emptyPglite();
    await restoreBackup(back.db.db, back.store, createReadStream(onPostgres.file));
    expect(content(await backUp(back.db, back.store, 'back.tar.gz'))).toEqual(content(fromPglite));
  }, 180_000);

  it('reads one snapshot while rows are written beside it', async () => {
    const pgDb = targets.find((t) => t.db.kind === 'postgres')!;
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await sql`insert into faqs (question, answer) values (${`Q${written}`}, 'A')`.execute(pgDb.db.db);
        written++;
      }
    })();
    const during = await backUp(pgDb.db, pgDb.store, 'during.tar.gz');
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    // The rows read are the rows counted in the same snapshot, and they restore with matching checksums.
    const copy = await emptyPglite();
    const restored = await restoreBackup(copy.db.db, copy.store, createReadStream(during.file));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from faqs`.execute(copy.db.db);
    expect(rows[0]!.n).toBe(restored.manifest.tables.faqs!.rows);
  }, 180_000);
});
