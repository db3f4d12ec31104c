import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  let release = () => {};
  if (!config.memoryDb) {
    dataDir = path.join(config.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
    release = holdDataDir(config.dataDir);
  }
  try {
    const pglite = await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      parsers: { [oids.bigint]: asNumber, [oids.date]: asText },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    const close = async () => {
      await db.destroy();
      release();
    };
    return { db, kind: 'pglite', pglite, close };
  } catch (error) {
    release();
    throw error;
  }
}

/** The embedded database is held by another live process; the message says which and what to do. */
export class DatabaseInUseError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Marks the embedded database in `dataDir` as this process's (`dataDir/db.pid`): PGlite is one process's
 * database, and a second process writing the same folder (a second server, a backup beside a running
 * server) would corrupt it. A mark left by a process that died is taken over. Answers the release.
 */
function holdDataDir(dataDir: string): () => void {
  const mark = path.join(dataDir, 'db.pid');
  for (;;) {
    try {
      writeFileSync(mark, String(process.pid), { flag: 'wx' });
      return () => rmSync(mark, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(mark, 'utf8'), 10);
    // This process opened it already (a test reopening it): the first opening keeps the mark.
    if (holder === process.pid) return () => {};
    if (holder > 0 && alive(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${path.join(dataDir, 'db')} is in use by process ${holder} (a running Rimba server?). ` +
          `Stop it first. If no Rimba runs there, remove ${mark}.`,
      );
    }
    rmSync(mark, { force: true });
  }
}
