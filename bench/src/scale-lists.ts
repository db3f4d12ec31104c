import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@rimba/server';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../../packages/server/src/config.js';
import type { Database } from '../../packages/server/src/db/schema.js';
import type { Query } from './ceiling.js';
import type { BenchDatabase } from './databases.js';
import { type Load, type Measurement, measure } from './load.js';

/**
 * What the parts measuring a table at scale on PostgreSQL (the trees, the field reports) share: the
 * setup, the login, the SQL recorded from Rimba for the ceiling to replay, and a list measured next to it.
 */

const nextPath = fileURLToPath(new URL('./next-path.cjs', import.meta.url));

/** The one-minute load average of the machine, as `uptime` shows it, when a figure was taken. */
export const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

/** Seconds since a moment of performance.now(), to a tenth. */
export const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls that send the paths in turn, one per request. */
export const pathsCall = (paths: string[]) => [{ path: paths[0]!, paths, setupRequest: nextPath }];

/** An admin list's path with its query, objects (filters) sent as JSON. */
export const listPath = (resource: string, query: Record<string, unknown>) =>
  `/api/${resource}/list?${new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  )}`;

/** What a part measuring at scale is given by the run. */
export interface ScaleSetup {
  database: BenchDatabase;
  postgresUrl: string;
  config: Config;
  adminPassword: string;
  count: number;
  seconds: number;
  closers: (() => Promise<unknown>)[];
}

/** Logs the admin (or another user) in; answers the Authorization header. */
export async function logIn(url: string, password: string, username = 'admin'): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`Login failed with ${res.status}: ${await res.text()}`);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

export function warnOnFailures(who: string, run: Measurement): void {
  if (run.errors > 0 || run.non2xx > 0) {
    console.warn(`  warning: ${who} had ${run.errors} errors and ${run.non2xx} non-2xx answers`);
  }
}

/**
 * Waits (at most two minutes) until the database runs no query but this one: a slow run's queries go on
 * in PostgreSQL after its clients have given up on them, and would weigh on the next measurement.
 */
export async function settle(database: BenchDatabase): Promise<void> {
  for (const start = Date.now(); Date.now() - start < 120_000; await pause(200)) {
    const [row] = await database.sendSql(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      [],
    );
    if (Number(row?.n) === 0) return;
  }
}

export const counting = (q: Query) => /^select count\(\*\)/.test(q.sql);

/** A figure against its bar. */
export interface ScaleCheck {
  what: string;
  figure: number;
  bar: number;
  unit: 's' | 'ms' | 'MB';
  met: boolean;
}

/** The seed's seconds against their bar. */
export const seedCheck = (seconds: number, bar: number): ScaleCheck => ({
  what: 'seed',
  figure: seconds,
  bar,
  unit: 's',
  met: seconds < bar,
});

/** A run's p99 against its bar; a run with no answer misses it. */
export const p99Check = (what: string, run: Measurement, bar: number): ScaleCheck => ({
  what: `${what} p99`,
  figure: run.p99,
  bar,
  unit: 'ms',
  met: run.requests > 0 && run.p99 < bar,
});

/** Which recorded queries belong to a list (those reading its table and its labels, not the caller's token), and which is its page. */
export interface ListReads {
  reads: RegExp;
  page: RegExp;
}

/**
 * Every query a throwaway Rimba app on the same schema sends while it answers each path, text and
 * parameters, recorded on its pg connections (so the planner's estimate, sent as raw SQL, is there too).
 */
export async function recordQueries(
  setup: Pick<ScaleSetup, 'postgresUrl' | 'database' | 'config'>,
  authorization: string,
  paths: string[],
  list: ListReads,
): Promise<Map<string, Query[]>> {
  const recorded: Query[] = [];
  const pool = new pg.Pool({
    connectionString: setup.postgresUrl,
    max: 10,
    options: `-c search_path=${setup.database.schema!},public`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20
          ? Number
          : oid === 1082
            ? (v: string) => v
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', (client) => {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const [text, params] = args;
      if (typeof text === 'string') recorded.push({ sql: text, params: [...((params as unknown[]) ?? [])] });
      return send(...args);
    };
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const app = await buildApp({ config: setup.config, db, dbKind: 'postgres', logger: false });
  try {
    const answers = new Map<string, Query[]>();
    for (const path of paths) {
      recorded.length = 0;
      const res = await app.inject({ url: path, headers: { authorization } });
      if (res.statusCode !== 200)
        throw new Error(`Rimba answered ${path} with ${res.statusCode}: ${res.body}`);
      const queries = recorded.filter((q) => list.reads.test(q.sql) || q.sql.startsWith('explain'));
      // The page first: it leads the replay, as Rimba sends it first.
      const page = queries.find((q) => !counting(q) && list.page.test(q.sql));
      if (!page) throw new Error(`No page query recorded for ${path}`);
      answers.set(path, [page, ...queries.filter((q) => q !== page)]);
    }
    return answers;
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** A list's calls measured through Rimba and through the ceiling replaying Rimba's SQL for them. */
export interface ListComparison {
  rimba: Measurement;
  ceiling: Measurement;
}

/**
 * Measures a list's paths at `connections` through Rimba (as the logged-in admin) and then through the
 * ceiling, each after the database has settled.
 */
export async function compareList(
  database: BenchDatabase,
  urls: { rimba: string; ceiling: string },
  authorization: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<ListComparison> {
  const loadOf = (url: string, headers: Record<string, string> = {}): Load => ({
    url,
    calls: pathsCall(paths),
    headers,
    connections,
  });
  await settle(database);
  const rimba = await measure(loadOf(urls.rimba, { authorization }), seconds);
  await settle(database);
  const ceiling = await measure(loadOf(urls.ceiling), seconds);
  await settle(database);
  warnOnFailures('Rimba', rimba);
  warnOnFailures('ceiling', ceiling);
  return { rimba, ceiling };
}
