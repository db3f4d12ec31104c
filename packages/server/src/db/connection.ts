import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';

export type DbKind = 'pglite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  kind: DbKind;
  /** The embedded database itself, when it is the one opened. */
  pglite?: PGlite;
  /** The PostgreSQL connection pool, when PostgreSQL is the one opened. */
  pool?: pg.Pool;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /**
   * A PGlite data directory to start from, as `dumpDataDir()` wrote it, instead of an empty database
   * (the tests start each app from one migrated and bootstrapped once).
   */
  loadDataDir?: Blob;
}

/** Type ids of the columns read differently from the drivers' defaults. */
const oids = { bigint: 20, date: 1082 };
const asNumber = (v: string) => Number(v);
/** A calendar date has no time zone: it stays the `YYYY-MM-DD` text, never a Date at local midnight. */
const asText = (v: string) => v;

/** bigint columns (ids, rupiah) come back as numbers: every value Rimba stores is below 2^53. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === oids.bigint
      ? asNumber
      : oid === oids.date
        ? asText
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Opens PostgreSQL when a URL is configured, otherwise the embedded PGlite database. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'memoryDb'>,
  /** A schema to work in instead of the default one (each benchmark run has its own). */
  schema?: string,
  options: OpenOptions = {},
): Promise<Db> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: pgTypes,
      options: schema ? `-c search_path=${schema},public` : undefined,
    });
    // An idle connection the server ends (a restart, a terminated backend) leaves the pool, which opens
    // another for the next query; unheard, the pool's error event would end the process.
    pool.on('error', (error) => {
      console.error(`An idle PostgreSQL connection ended (${error.message}); the next query opens another`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  let dataDir: string | undefined;
  if (!config.memoryDb) {
    dataDir = path.join(config.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    parsers: { [oids.bigint]: asNumber, [oids.date]: asText },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}
