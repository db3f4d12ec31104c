import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { type DbKind, openDatabase } from '../../packages/server/src/db/connection.js';
import type { Database } from '../../packages/server/src/db/schema.js';

export type Row = Record<string, unknown>;
export type SendSql = (text: string, params: unknown[]) => Promise<Row[]>;

/** A fresh, empty database for one run, reachable both through Rimba's Kysely and directly. */
export interface BenchDatabase {
  kind: DbKind;
  db: Kysely<Database>;
  /** PostgreSQL: the run's own schema, for another process to reach the same tables. */
  schema?: string;
  /** Sends SQL with no layer in between, for the ceiling. */
  sendSql: SendSql;
  close: () => Promise<void>;
}

/**
 * In-memory PGlite, opened here as openDatabase does so that the ceiling can use the very same instance
 * through PGlite's own query method, the call Kysely's PGlite driver makes.
 */
export async function openPglite(): Promise<BenchDatabase> {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    kind: 'pglite',
    db,
    sendSql: async (text, params) => (await pglite.query<Row>(text, params, { rowMode: 'object' })).rows,
    close: () => db.destroy(),
  };
}

/** openDatabase's pool size: the ceiling gets as many connections as Rimba has. */
const rimbaPoolSize = 10;

/** Rimba's pool answers bigint as numbers; the ceiling's does too, so both send the same JSON. */
const numericInt8 = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A schema of its own on the PostgreSQL at `url` (dropped on close): Rimba reaches
 * it through openDatabase, the ceiling through a pg pool of the same size.
 */
export async function openPostgres(url: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    const { host, pathname } = new URL(url);
    throw new Error(
      `Cannot reach PostgreSQL at ${host}${pathname} (${(error as Error).message}): ` +
        'set BENCH_DATABASE_URL, or run with --db pglite',
    );
  }
  try {
    // The extension is database-wide; the migrations only make sure of it.
    await admin.query('create extension if not exists pg_trgm with schema public');
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const { db, close } = await openDatabase({ databaseUrl: url, dataDir: '', memoryDb: false }, schema);
  const pool = new pg.Pool({
    connectionString: url,
    max: rimbaPoolSize,
    types: numericInt8,
    options: `-c search_path=${schema},public`,
  });
  return {
    kind: 'postgres',
    db,
    schema,
    sendSql: async (text, params) => (await pool.query<Row>(text, params)).rows,
    close: async () => {
      await pool.end();
      await db.schema.dropSchema(schema).cascade().execute();
      await close();
    },
  };
}

/**
 * A database of the run's own on the server of `url`, dropped at the end. A schema in the shared test
 * database would not do for minutes of seeding and downloading: Kysely's migrator finds its lock table
 * in any schema of the database, and test suites migrating their own schemas meanwhile would fail.
 */
export async function createDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rimba_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
