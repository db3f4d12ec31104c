import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import * as tar from 'tar-stream';
import type { DbKind } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { FileStore } from '../storage/store.js';
import {
  type Checksums,
  chunkName,
  fileEntry,
  type Manifest,
  manifestFormat,
  type Progress,
} from './format.js';
import { appliedMigrations, quoted, readSequences, readTables, useExactTextForms } from './schema.js';

/** Rows read from the database at a time. */
const fetchRows = 2000;
/** A table's rows go into entries of at most this many bytes, so memory stays flat on any table. */
const chunkBytes = 8 * 1024 * 1024;

/** Adds one entry of known bytes, waiting until the archive has taken it. */
function addEntry(pack: tar.Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: body.length, mtime: new Date(0) }, body, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

export interface BackupResult {
  manifest: Manifest;
  checksums: Checksums;
}

/**
 * Writes every table and every stored file to `out` as one gzipped tar archive:
 * `manifest.json` first (when, from what, the schema's migrations, each table's columns and row count,
 * the sequences, the files), then each table's rows (`tables/{table}/{n}.jsonl`, one JSON array of the
 * columns' text forms per line, in key order), the files (`files/{name}`), and `checksums.json` last
 * (SHA-256 of each table's lines and of each file).
 *
 * The tables are read in one read-only repeatable-read transaction: one snapshot however the instances
 * write meanwhile. The files listed at that moment follow (a stored file never changes; one removed since
 * is named under `missing`).
 */
export async function writeBackup(
  db: Kysely<Database>,
  dbKind: DbKind,
  store: FileStore,
  out: Writable,
  progress: Progress = () => {},
): Promise<BackupResult> {
  const pack = tar.pack();
  const gzip = createGzip({ level: 3 });
  pack.on('error', (error) => gzip.destroy(error));
  pack.pipe(gzip);
  const written = pipeline(gzip, out);
  // An error of the output ends the archive; the work below then fails at its next entry.
  written.catch(() => pack.destroy());
  const checksums: Checksums = { tables: {}, files: {}, missing: [] };
  let manifest: Manifest | undefined;
  let files: string[] = [];
  try {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await useExactTextForms(trx);
        const tables = await readTables(trx);
        const counts: Record<string, number> = {};
        for (const table of tables) {
          const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.raw(
            quoted(table.name),
          )}`.execute(trx);
          counts[table.name] = Number(rows[0]?.n ?? 0);
        }
        const sequences: Manifest['sequences'] = {};
        for (const name of await readSequences(trx)) {
          const { rows } = await sql<{ value: string; called: boolean }>`
            select last_value::text as value, is_called as called from ${sql.raw(quoted(name))}`.execute(trx);
          if (rows[0]) sequences[name] = rows[0];
        }
        for await (const name of store.list()) files.push(name);
        files = files.sort();
        const migrations = await appliedMigrations(trx);
        const { rows: version } = await sql<{ v: string }>`select version() as v`.execute(trx);
        manifest = {
          format: manifestFormat,
          version: 1,
          createdAt: new Date().toISOString(),
          from: { database: dbKind, server: version[0]?.v ?? '', host: hostname() },
          schema: { latest: migrations.at(-1) ?? null, migrations },
          tables: Object.fromEntries(
            tables.map((t) => [t.name, { rows: counts[t.name] ?? 0, columns: t.columns.map((c) => c.name) }]),
          ),
          sequences,
          files: { count: files.length },
        };
        await addEntry(pack, 'manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));

        for (const table of tables) {
          const total = counts[table.name] ?? 0;
          const hash = createHash('sha256');
          let rows = 0;
          let chunk: string[] = [];
          let bytes = 0;
          let chunks = 0;
          const flush = async () => {
            if (chunk.length === 0) return;
            const body = Buffer.from(chunk.join(''));
            hash.update(body);
            await addEntry(pack, chunkName(table.name, ++chunks), body);
            chunk = [];
            bytes = 0;
          };
          progress({ step: 'table', name: table.name, done: 0, total });
          const values = table.columns.map((c) => `${quoted(c.name)}::text`).join(', ');
          await sql
            .raw(
              `declare rimba_backup no scroll cursor for select to_json(array[${values}])::text as line from ${quoted(
                table.name,
              )} order by ${table.orderBy.join(', ')}`,
            )
            .execute(trx);
          for (;;) {
            const { rows: batch } = await sql<{ line: string }>`fetch ${sql.raw(
              String(fetchRows),
            )} from rimba_backup`.execute(trx);
            for (const { line } of batch) {
              const text = `${line}\n`;
              chunk.push(text);
              bytes += Buffer.byteLength(text);
              if (bytes >= chunkBytes) await flush();
            }
            rows += batch.length;
            if (batch.length) progress({ step: 'table', name: table.name, done: rows, total });
            if (batch.length < fetchRows) break;
          }
          await sql`close rimba_backup`.execute(trx);
          await flush();
          checksums.tables[table.name] = { rows, sha256: hash.digest('hex') };
        }
      });

    let done = 0;
    for (const name of files) {
      const file = await store.get(name);
      if (!file) {
        checksums.missing.push(name);
        continue;
      }
      const hash = createHash('sha256');
      let settle!: (error?: Error | null) => void;
      const entered = new Promise<void>((resolve, reject) => {
        settle = (error) => (error ? reject(error) : resolve());
      });
      const entry = pack.entry({ name: fileEntry(name), size: file.size, mtime: new Date(0) }, (error) =>
        settle(error),
      );
      for await (const data of file.body as AsyncIterable<Buffer>) {
        hash.update(data);
        if (!entry.write(data)) await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
      }
      entry.end(undefined);
      await entered;
      checksums.files[name] = { bytes: file.size, sha256: hash.digest('hex') };
      progress({ step: 'files', name, done: ++done, total: files.length });
    }
    await addEntry(pack, 'checksums.json', Buffer.from(`${JSON.stringify(checksums, null, 2)}\n`));
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  if (!manifest) throw new Error('The backup read no manifest');
  return { manifest, checksums };
}
