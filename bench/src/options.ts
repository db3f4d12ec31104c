import { parseArgs } from 'node:util';
import type { DbKind } from '../../packages/server/src/db/connection.js';

/**
 * What a run measures: the admin's partner calls, the public article calls, the money path, the trees,
 * the field reports, the dashboard over both, the backup and restore of the trees.
 */
export const suites = [
  'partners',
  'articles',
  'payments',
  'trees',
  'reports',
  'dashboard',
  'backup',
] as const;
export type Suite = (typeof suites)[number];
/** What a run without --only measures: the suites at scale take minutes of their own, asked for by name. */
const defaultSuites: Suite[] = ['partners', 'articles', 'payments'];

export interface BenchOptions {
  suites: Suite[];
  /** Partners to seed. */
  rows: number;
  articles: number;
  /** Trees to seed for the trees part. */
  treesCount: number;
  /** Field reports to seed for the reports part. */
  reportsCount: number;
  /** Seconds of each measurement (each is preceded by a shorter warm-up). */
  duration: number;
  databases: DbKind[];
  connections: number[];
  postgresUrl: string;
}

export const usage = `Usage: npm run bench -- [--only partners|articles|payments|trees|reports|dashboard|backup] [--rows N]
                        [--articles N] [--trees-count N] [--reports-count N] [--duration S]
                        [--db pglite|postgres|both] [--connections 2,16]

  --only WHAT       measure only the admin's partner calls, the public article calls, the donation
                    and Midtrans notification calls (default these three), or the trees, the
                    field reports or the dashboard at scale (PostgreSQL only, at 16 connections),
                    or npm run backup and npm run restore of the trees (PostgreSQL only)
  --rows N          partners to seed (default 100000)
  --articles N      published articles to seed (default 100000)
  --trees-count N   trees to seed for the trees, dashboard and backup parts (default 3200000)
  --reports-count N field reports to seed for the reports and dashboard parts (default 500000)
  --duration S      seconds of each measurement, after a warm-up (default 10; 5 for the dashboard's
                    54 calls)
  --db WHICH        pglite, postgres or both (default both)
  --connections L   comma-separated connection counts (default 2,16)

PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the run works in a
schema of its own, dropped at the end.`;

export class UsageError extends Error {}

/**
 * Starts a benchmark command: reads its command line (a bad option prints the message and the usage and
 * exits; --help prints the usage and answers undefined) and, on Ctrl-C, runs the clean-up in force at
 * that moment before exiting.
 */
export function startCommand<T>(
  read: (args: string[], env: Record<string, string | undefined>) => T | 'help',
  usageText: string,
  cleanUp: () => Promise<void> | undefined,
): T | undefined {
  let options: T | 'help';
  try {
    options = read(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\n\n${usageText}`);
    process.exit(1);
  }
  if (options === 'help') {
    console.log(usageText);
    return undefined;
  }
  process.once('SIGINT', () => {
    console.error('\nInterrupted; cleaning up.');
    void (cleanUp() ?? Promise.resolve()).finally(() => process.exit(130));
  });
  return options;
}

/** A whole-number option's value, or a UsageError that names the option and its range. */
export function whole(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

/** Reads the command line; a bad option throws a UsageError that says which. */
export function readOptions(args: string[], env: Record<string, string | undefined>): BenchOptions | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        only: { type: 'string' },
        rows: { type: 'string', default: '100000' },
        articles: { type: 'string', default: '100000' },
        'trees-count': { type: 'string', default: '3200000' },
        'reports-count': { type: 'string', default: '500000' },
        duration: { type: 'string' },
        db: { type: 'string', default: 'both' },
        connections: { type: 'string', default: '2,16' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const db = String(values.db);
  if (!['pglite', 'postgres', 'both'].includes(db)) {
    throw new UsageError(`--db must be pglite, postgres or both, got "${db}"`);
  }
  const only = values.only === undefined ? undefined : String(values.only);
  if (only !== undefined && !suites.includes(only as Suite)) {
    throw new UsageError(
      `--only must be partners, articles, payments, trees, reports, dashboard or backup, got "${only}"`,
    );
  }
  const connections = String(values.connections)
    .split(',')
    .map((c) => whole('connections', c.trim(), 1, 1000));
  return {
    suites: only ? [only as Suite] : defaultSuites,
    rows: whole('rows', String(values.rows), 1, 10_000_000),
    articles: whole('articles', String(values.articles), 1, 10_000_000),
    treesCount: whole('trees-count', String(values['trees-count']), 1000, 10_000_000),
    reportsCount: whole('reports-count', String(values['reports-count']), 1000, 10_000_000),
    duration: whole('duration', String(values.duration ?? (only === 'dashboard' ? 5 : 10)), 1, 600),
    databases: db === 'both' ? ['pglite', 'postgres'] : [db as DbKind],
    connections: [...new Set(connections)],
    postgresUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  };
}
