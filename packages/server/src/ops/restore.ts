import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import * as tar from 'tar-stream';
import { allMigrations, migrate } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { resourceMigrations } from '../features/index.js';
import { contentTypeOf, type FileStore, isStoredName } from '../storage/store.js';
import {
  type Checksums,
  chunkName,
  type Manifest,
  manifestFormat,
  type Progress,
  RestoreError,
} from './format.js';
import {
  appliedMigrations,
  quoted,
  readSequences,
  readTables,
  type TableShape,
  useExactTextForms,
} from './schema.js';

/** Rows inserted by one statement, and the most bytes of their text. */
const insertRows = 2000;
const insertBytes = 4 * 1024 * 1024;
/** The largest entries a restore reads into memory: a manifest, a chunk of rows, a stored file. */
const maxJsonBytes = 256 * 1024 * 1024;
const maxChunkBytes = 64 * 1024 * 1024;
const maxFileBytes = 1024 * 1024 * 1024;

export interface RestoreOptions {
  /** Replace the content of a database (and store) that is not empty. */
  replace?: boolean;
  progress?: Progress;
}

export interface RestoreResult {
  manifest: Manifest;
  checksums: Checksums;
  /** Files in the store before that the backup does not hold, removed because of `replace`. */
  removedFiles: number;
}

/** An entry of the archive being read: its header, and its bytes as they come. */
type Entry = AsyncIterable<Buffer> & { header: tar.Header };

async function readEntry(entry: Entry, limit: number, what: string): Promise<Buffer> {
  const size = entry.header.size ?? 0;
  if (size > limit) throw new RestoreError(`${what} is larger than ${limit} bytes: this is no Rimba backup`);
  const parts: Buffer[] = [];
  try {
    for await (const part of entry as AsyncIterable<Buffer>) parts.push(part);
  } catch (error) {
    throw unreadable(error);
  }
  return Buffer.concat(parts);
}

function parseJson<T>(body: Buffer, what: string): T {
  try {
    return JSON.parse(body.toString('utf8')) as T;
  } catch {
    throw new RestoreError(`${what} is not valid JSON: the archive is damaged`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkManifest(value: unknown): Manifest {
  const m = value as Manifest;
  if (!isRecord(value) || m.format !== manifestFormat) {
    throw new RestoreError('The archive has no Rimba manifest: this is no Rimba backup');
  }
  if (m.version !== 1) {
    throw new RestoreError(
      `The backup's format ${String(m.version)} is newer than this Rimba reads; update Rimba`,
    );
  }
  if (
    !isRecord(m.schema) ||
    !Array.isArray(m.schema.migrations) ||
    !m.schema.migrations.every((n) => typeof n === 'string') ||
    !isRecord(m.tables) ||
    !Object.values(m.tables).every(
      (t) => isRecord(t) && Number.isSafeInteger(t.rows) && Array.isArray(t.columns),
    ) ||
    !isRecord(m.sequences) ||
    !isRecord(m.files) ||
    !Number.isSafeInteger(m.files.count)
  ) {
    throw new RestoreError('The backup manifest is incomplete: the archive is damaged');
  }
  return m;
}

/** Rows of the target database's tables that hold any, as `table: rows`. */
async function contentOf(db: Kysely<Database>, tables: TableShape[]): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.raw(
      quoted(table.name),
    )}`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) held[table.name] = n;
  }
  return held;
}

/** Drops everything the migrations built in the current schema, for a restore that replaces it. */
async function dropSchemaContent(db: Kysely<Database>): Promise<void> {
  const { rows: relations } = await sql<{ name: string; kind: string }>`
    select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and not c.relispartition
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('e', 'i', 'a'))`.execute(
    db,
  );
  const kinds: Record<string, string> = {
    v: 'view',
    m: 'materialized view',
    S: 'sequence',
    f: 'foreign table',
  };
  for (const r of relations) {
    await sql.raw(`drop ${kinds[r.kind] ?? 'table'} if exists ${quoted(r.name)} cascade`).execute(db);
  }
  const { rows: routines } = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema()
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(db);
  for (const r of routines) await sql.raw(`drop routine if exists ${r.signature} cascade`).execute(db);
  const { rows: types } = await sql<{ name: string }>`
    select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = current_schema() and t.typtype in ('e', 'd', 'c', 'r')
      and (t.typrelid = 0 or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`.execute(db);
  for (const t of types) await sql.raw(`drop type if exists ${quoted(t.name)} cascade`).execute(db);
}

/**
 * Restores an archive `writeBackup` wrote into this database and store, in one transaction:
 *
 * - it refuses an archive made by a newer Rimba (a migration this one does not have), and a database or
 *   store that holds anything unless `replace` is given (then their content goes);
 * - it builds the schema the backup had (its migrations) and loads every table with its triggers quiet
 *   (the counts and summaries they keep are in the backup), its secondary indexes built once over all its
 *   rows and its foreign keys checked once every table is in; it puts the files in the store, sets the
 *   sequences, and checks every row count and SHA-256 against the manifest and the checksums;
 * - then brings the schema up to date with the later migrations, and commits.
 *
 * When anything fails, nothing of it stays: the transaction is rolled back and the files it stored are
 * removed.
 */
export async function restoreBackup(
  db: Kysely<Database>,
  store: FileStore,
  input: Readable,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const progress = options.progress ?? (() => {});
  const extract = tar.extract();
  const gunzip = createGunzip();
  // A damaged or cut-short archive, or a failing source, surfaces as the next entry's error.
  input.on('error', (error) => extract.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  input.pipe(gunzip).pipe(extract);
  const entries = extract[Symbol.asyncIterator]() as AsyncIterator<Entry>;
  const stored: string[] = [];
  const before = new Set<string>();
  let result: RestoreResult | undefined;
  try {
    const first = await nextEntry(entries);
    if (first?.header.name !== 'manifest.json') {
      throw new RestoreError('The archive does not start with a Rimba manifest: this is no Rimba backup');
    }
    const manifest = checkManifest(
      parseJson(await readEntry(first, maxJsonBytes, 'The manifest'), 'The manifest'),
    );
    const known = allMigrations(resourceMigrations());
    const unknown = manifest.schema.migrations.filter((name) => !known[name]);
    if (unknown.length) {
      throw new RestoreError(
        `The backup was made by a newer Rimba: its schema has migration ${unknown[0]}, which this Rimba does not know. Update Rimba, then restore it.`,
      );
    }
    for await (const name of store.list()) before.add(name);

    await db.transaction().execute(async (trx) => {
      await useExactTextForms(trx);
      const held = await contentOf(trx, await readTables(trx));
      const heldTables = Object.keys(held);
      if (!options.replace && (heldTables.length || before.size)) {
        const what = [
          ...(heldTables.length
            ? [`${Object.values(held).reduce((a, b) => a + b, 0)} rows in ${heldTables.length} tables`]
            : []),
          ...(before.size ? [`${before.size} files in ${store.description}`] : []),
        ].join(' and ');
        throw new RestoreError(
          `The database is not empty (${what}). Restore with --replace to replace its content with the backup.`,
        );
      }
      if (options.replace) await dropSchemaContent(trx);
      if (manifest.schema.latest) await migrate(trx, resourceMigrations(), manifest.schema.latest);
      const applied = await appliedMigrations(trx);
      if (applied.join('\n') !== manifest.schema.migrations.join('\n')) {
        throw new RestoreError(
          "The backup's migrations do not follow this Rimba's order; it cannot be rebuilt here.",
        );
      }
      const tables = new Map((await readTables(trx)).map((t) => [t.name, t]));
      for (const [name, saved] of Object.entries(manifest.tables)) {
        const table = tables.get(name);
        if (!table) throw new RestoreError(`The backup has a table ${name} that this schema does not have`);
        const known = new Set(table.columns.map((c) => c.name));
        const strange = saved.columns.find((c) => typeof c !== 'string' || !known.has(c));
        if (strange !== undefined)
          throw new RestoreError(
            `The backup's table ${name} has a column ${String(strange)} this schema does not`,
          );
      }

      // Keys are checked once every table is in, and triggers stay quiet: what they keep is in the backup.
      const { rows: keys } = await sql<{ table: string; name: string; definition: string }>`
        select t.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
        where c.contype = 'f' and n.nspname = current_schema() and c.conparentid = 0`.execute(trx);
      for (const key of keys) {
        await sql.raw(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`).execute(trx);
      }
      // Indexes are built once over all the rows rather than kept up to date row by row (keys and
      // unique constraints stay: they check the rows as they come).
      const { rows: indexes } = await sql<{ name: string; definition: string }>`
        select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relkind in ('r', 'p') and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
          and not exists (select 1 from pg_inherits h where h.inhrelid = x.indexrelid)`.execute(trx);
      for (const index of indexes) await sql.raw(`drop index ${quoted(index.name)}`).execute(trx);
      for (const name of tables.keys())
        await sql.raw(`alter table ${quoted(name)} disable trigger user`).execute(trx);
      // Rows the migrations wrote (the legal pages, the roles) come from the backup as they were there.
      if (tables.size) await sql.raw(`truncate ${[...tables.keys()].map(quoted).join(', ')}`).execute(trx);

      const loaded: Checksums = { tables: {}, files: {}, missing: [] };
      const hashes = new Map<string, ReturnType<typeof createHash>>();
      const chunks = new Map<string, number>();
      let files = 0;
      let checksums: Checksums | undefined;
      for (;;) {
        const entry = await nextEntry(entries);
        if (!entry) break;
        const name = entry.header.name;
        if (checksums) throw new RestoreError(`The archive goes on after its checksums (${name})`);
        if (name === 'checksums.json') {
          checksums = parseJson<Checksums>(
            await readEntry(entry, maxJsonBytes, 'The checksums'),
            'The checksums',
          );
          continue;
        }
        const row = /^tables\/([^/]+)\/(\d{6})\.jsonl$/.exec(name);
        if (row) {
          const tableName = row[1]!;
          const saved = manifest.tables[tableName];
          const table = tables.get(tableName);
          const n = (chunks.get(tableName) ?? 0) + 1;
          if (!saved || !table || name !== chunkName(tableName, n)) {
            throw new RestoreError(`The archive's entry ${name} is out of place: the archive is damaged`);
          }
          chunks.set(tableName, n);
          const body = await readEntry(entry, maxChunkBytes, `The entry ${name}`);
          let hash = hashes.get(tableName);
          if (!hash) {
            hash = createHash('sha256');
            hashes.set(tableName, hash);
          }
          hash.update(body);
          const text = body.toString('utf8');
          if (text.length && !text.endsWith('\n')) throw new RestoreError(`The entry ${name} is cut short`);
          const lines = text.split('\n');
          lines.pop();
          const insert = rowInserter(trx, table, saved.columns);
          const total = saved.rows;
          let done = loaded.tables[tableName]?.rows ?? 0;
          let batch: string[] = [];
          let bytes = 0;
          const flush = async () => {
            try {
              await insert(batch);
            } catch (error) {
              throw new RestoreError(
                `Table ${tableName}, rows ${done + 1} to ${done + batch.length}: ${(error as Error).message}`,
              );
            }
            done += batch.length;
            batch = [];
            bytes = 0;
            progress({ step: 'table', name: tableName, done, total });
          };
          for (const line of lines) {
            batch.push(line);
            bytes += line.length;
            if (batch.length >= insertRows || bytes >= insertBytes) await flush();
          }
          if (batch.length) await flush();
          loaded.tables[tableName] = { rows: done, sha256: '' };
          continue;
        }
        const file = /^files\/(.+)$/.exec(name);
        if (file && isStoredName(file[1]!)) {
          const body = await readEntry(entry, maxFileBytes, `The file ${file[1]}`);
          const fileName = file[1]!;
          await store.put(fileName, body, contentTypeOf(fileName));
          if (!before.has(fileName)) stored.push(fileName);
          loaded.files[fileName] = {
            bytes: body.length,
            sha256: createHash('sha256').update(body).digest('hex'),
          };
          progress({ step: 'files', name: fileName, done: ++files, total: manifest.files.count });
          continue;
        }
        throw new RestoreError(
          `The archive has an entry ${name} that no Rimba backup has: the archive is damaged`,
        );
      }
      if (!checksums || !isRecord(checksums.tables) || !isRecord(checksums.files)) {
        throw new RestoreError('The archive is cut short: it ends before its checksums');
      }
      for (const [name, hash] of hashes) loaded.tables[name]!.sha256 = hash.digest('hex');
      for (const [name, saved] of Object.entries(manifest.tables)) {
        const got = loaded.tables[name] ?? { rows: 0, sha256: createHash('sha256').digest('hex') };
        const sum = checksums.tables[name];
        if (got.rows !== saved.rows || !sum || sum.rows !== got.rows || sum.sha256 !== got.sha256) {
          throw new RestoreError(
            `Table ${name} does not match its checksum (${got.rows} of ${saved.rows} rows read): the archive is damaged`,
          );
        }
      }
      for (const [name, sum] of Object.entries(checksums.files)) {
        const got = loaded.files[name];
        if (!got || got.sha256 !== sum.sha256) {
          throw new RestoreError(`The file ${name} does not match its checksum: the archive is damaged`);
        }
      }
      if (Object.keys(loaded.files).length !== Object.keys(checksums.files).length) {
        throw new RestoreError('The archive holds files its checksums do not name: the archive is damaged');
      }

      await sql`set local maintenance_work_mem = '128MB'`.execute(trx);
      for (const index of indexes) {
        try {
          await sql.raw(index.definition).execute(trx);
        } catch (error) {
          throw new RestoreError(
            `The index ${index.name} cannot be built over the rows: ${(error as Error).message}`,
          );
        }
      }
      for (const name of tables.keys())
        await sql.raw(`alter table ${quoted(name)} enable trigger user`).execute(trx);
      for (const key of keys) {
        try {
          await sql
            .raw(`alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`)
            .execute(trx);
        } catch (error) {
          throw new RestoreError(
            `The rows of ${key.table} break its key ${key.name}: ${(error as Error).message}`,
          );
        }
      }
      const sequences = new Set(await readSequences(trx));
      for (const [name, { value, called }] of Object.entries(manifest.sequences)) {
        if (!sequences.has(name)) continue;
        try {
          await sql`select setval(${quoted(name)}::regclass, ${value}::bigint, ${called})`.execute(trx);
        } catch (error) {
          throw new RestoreError(
            `The sequence ${name} cannot be set to ${value}: ${(error as Error).message}`,
          );
        }
      }
      // A backup of an older schema comes up to date, its rows with it.
      await migrate(trx, resourceMigrations());
      result = { manifest, checksums, removedFiles: 0 };
    });
  } catch (error) {
    extract.destroy();
    input.destroy();
    for (const name of stored) await store.delete(name).catch(() => undefined);
    throw error;
  }
  if (!result) throw new RestoreError('The restore ended without a result');
  if (options.replace) {
    const kept = new Set(Object.keys(result.checksums.files));
    for (const name of before) {
      if (kept.has(name)) continue;
      await store.delete(name);
      result.removedFiles++;
    }
  }
  return result;
}

const unreadable = (error: unknown) =>
  error instanceof RestoreError
    ? error
    : new RestoreError(
        `The archive cannot be read (${(error as Error).message}): it is damaged or cut short`,
      );

/** The next entry of the archive, or null at its end; a damaged archive is a RestoreError. */
async function nextEntry(entries: AsyncIterator<Entry>): Promise<Entry | null> {
  try {
    const next = await entries.next();
    return next.done ? null : next.value;
  } catch (error) {
    throw unreadable(error);
  }
}

/** Inserts lines of one table, each a JSON array of its columns' text forms, cast back to their types. */
function rowInserter(db: Kysely<Database>, table: TableShape, columns: string[]) {
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  const names = columns.map(quoted).join(', ');
  const values = columns.map((c, i) => `(r->>${i})::${types.get(c)}`).join(', ');
  const head = `insert into ${quoted(table.name)} (${names})${
    table.identityAlways ? ' overriding system value' : ''
  } select ${values} from json_array_elements(`;
  return async (lines: string[]) => {
    if (lines.length === 0) return;
    await sql`${sql.raw(head)}${`[${lines.join(',')}]`}::json) as r`.execute(db);
  };
}
