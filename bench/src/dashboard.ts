import { hashPassword } from '../../packages/server/src/auth/passwords.js';
import { seedReports } from '../../packages/server/src/features/field-reports/scale.js';
import { seedTrees } from '../../packages/server/src/features/trees/scale.js';
import { type Query, startReplay } from './ceiling.js';
import { bundleBenchServer, startServer } from './child-server.js';
import {
  type DashboardFilters,
  type DashboardScreen,
  dashboardScreens,
  naiveQuery,
} from './dashboard-naive.js';
import type { BenchDatabase } from './databases.js';
import { type Measurement, measure } from './load.js';
import {
  load1,
  logIn,
  p99Check,
  pathsCall,
  type ScaleCheck,
  type ScaleSetup,
  secondsSince,
  settle,
  warnOnFailures,
} from './scale-lists.js';

/**
 * The bar on PostgreSQL: every dashboard call's p99 under 100 ms at 16 connections. The naive SQL of a
 * case is sent at most `naiveCalls` times, none started after `naiveSeconds`, and a call unanswered after
 * `naiveTimeoutSeconds` counts as an error (its query cancelled): each takes seconds over millions of rows.
 */
export const dashboardTarget = {
  connections: 16,
  p99Ms: 100,
  naiveCalls: 16,
  naiveSeconds: 10,
  naiveTimeoutSeconds: 30,
};

/** The screens whose naive SQL is measured with every filter set; the others with none only. */
const naiveEveryFilter: DashboardScreen[] = ['information', 'general'];

export interface DashboardRun {
  screen: DashboardScreen;
  filters: string;
  caller: 'admin' | 'officer';
  rimba: Measurement;
  naive?: NaiveMeasurement;
  load: number;
}

/** The naive side's figures; a call given up on after the timeout counts in the percentiles at the timeout. */
export interface NaiveMeasurement extends Measurement {
  timedOut: number;
  timeoutMs: number;
}

export interface DashboardResult {
  trees: number;
  reports: number;
  seedSeconds: number;
  /** The values of the filter sets. */
  filters: { name: string; query: DashboardFilters }[];
  runs: DashboardRun[];
  target: ScaleCheck[];
}

interface FilterSet {
  name: string;
  query: DashboardFilters;
}

const officer = { username: 'petugas.lapangan', password: 'bench-officer-secret' };

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

const dashboardPath = (screen: DashboardScreen, filters: DashboardFilters) => {
  const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
  return `/api/dashboard/${screen}${query ? `?${query}` : ''}`;
};

/** The value of a column most trees hold (in a 1% sample), among trees matching `where`. */
async function mostTrees(database: BenchDatabase, column: string, where = 'true'): Promise<number> {
  const [row] = await database.sendSql(
    `select ${column} as v from trees tablesample system (1) repeatable (7) where ${where}
      group by 1 order by count(*) desc, 1 limit 1`,
    [],
  );
  if (row) return Number(row.v);
  const [all] = await database.sendSql(
    `select ${column} as v from trees where ${where} group by 1 order by count(*) desc, 1 limit 1`,
    [],
  );
  return Number(all?.v);
}

/**
 * The filter sets of the issue: none, a province, a unit (the field officer's), a village of it, a species,
 * the last twelve whole months, and the unit with the species and the twelve months.
 */
async function filterSets(database: BenchDatabase, unitId: number, today: Date): Promise<FilterSet[]> {
  const province = await mostTrees(database, 'province_id');
  const village = await mostTrees(database, 'village_id', `unit_id = ${unitId}`);
  const species = await mostTrees(database, 'tree_species_id');
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const yearBefore = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 12, 1));
  const window = { from: monthOf(yearBefore), to: monthOf(lastMonth) };
  return [
    { name: 'none', query: {} },
    { name: 'province', query: { province_id: province } },
    { name: 'unit', query: { unit_id: unitId } },
    { name: 'village', query: { village_id: village } },
    { name: 'species', query: { species_id: species } },
    { name: '12 months', query: window },
    { name: 'unit+species+12 months', query: { unit_id: unitId, species_id: species, ...window } },
  ];
}

/** Latencies' percentile by nearest rank, in whole milliseconds as autocannon gives them. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/**
 * The naive side's load: `connections` callers sending `path` in turn until `calls` are sent or
 * `seconds` have passed, each call waited for (up to `timeoutSeconds`, then counted at that time).
 * Autocannon drops what is in flight when its time ends; a call of seconds must be counted.
 */
async function measureCapped(
  url: string,
  path: string,
  connections: number,
  limits: { calls: number; seconds: number; timeoutSeconds: number },
): Promise<NaiveMeasurement> {
  const timeoutMs = limits.timeoutSeconds * 1000;
  const latencies: number[] = [];
  let answered = 0;
  let timedOut = 0;
  let started = 0;
  let errors = 0;
  let non2xx = 0;
  const start = performance.now();
  let last = start;
  const caller = async () => {
    while (started < limits.calls && performance.now() - start < limits.seconds * 1000) {
      started++;
      const sent = performance.now();
      try {
        const res = await fetch(url + path, { signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer();
        if (res.status >= 300) non2xx++;
        else {
          answered++;
          latencies.push(performance.now() - sent);
        }
      } catch (error) {
        if ((error as Error).name !== 'TimeoutError') {
          errors++;
          continue;
        }
        timedOut++;
        latencies.push(timeoutMs);
      }
      last = performance.now();
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  latencies.sort((a, b) => a - b);
  const seconds = Math.max((last - start) / 1000, 0.001);
  return {
    requestsPerSecond: Math.round((answered / seconds) * 100) / 100,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: answered,
    errors,
    non2xx,
    notModified: 0,
    timedOut,
    timeoutMs,
  };
}

/** Cancels the queries still running in the run's database (a naive call given up on goes on there). */
async function cancelQueries(database: BenchDatabase): Promise<void> {
  await database.sendSql(
    `select pg_cancel_backend(pid) from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    [],
  );
}

/**
 * Rimba's count of trees planted, as the admin and as the field officer, against the trees the seed wrote:
 * figures of a dashboard that counts nothing (its kept sums not filled) would be no measurement.
 */
async function checkCounts(
  database: BenchDatabase,
  url: string,
  callers: { admin: string; officer: string },
): Promise<void> {
  const planted = async (authorization: string) => {
    const res = await fetch(`${url}/api/dashboard/information`, { headers: { authorization } });
    if (res.status !== 200) {
      console.warn(
        `  warning: Rimba answered the information screen with ${res.status}: ${await res.text()}`,
      );
      return undefined;
    }
    return Number(((await res.json()) as { data: { trees_planted: number } }).data.trees_planted);
  };
  const [seeded] = await database.sendSql('select coalesce(sum(qty_trees), 0) as n from trees', []);
  const trees = Number(seeded?.n);
  const admin = await planted(callers.admin);
  const officer = await planted(callers.officer);
  console.log(
    `PostgreSQL: trees planted: ${trees.toLocaleString('en')} in the trees, ${admin?.toLocaleString('en')} on the ` +
      `admin's dashboard, ${officer?.toLocaleString('en')} on the field officer's`,
  );
  if (admin !== undefined && admin !== trees) {
    console.warn("  warning: the admin's dashboard does not count the seeded trees");
  }
}

const format = (run: Measurement) => `${run.requestsPerSecond} req/s p50 ${run.p50} ms p99 ${run.p99} ms`;

/**
 * The dashboard at scale on PostgreSQL: seeds `count` trees and `reportsCount` field reports in one
 * schema, then, against a Rimba server in a child process, measures every screen with each filter set as
 * the admin, and with no filter and with their unit as a field officer (who sees their unit's rows only),
 * and beside the admin's calls the naive SQL grouping the screen's numbers from the source rows, replayed
 * through the bare route at the same connections.
 */
export async function benchDashboard(setup: ScaleSetup & { reportsCount: number }): Promise<DashboardResult> {
  const { database, seconds, closers } = setup;
  const { connections } = dashboardTarget;
  const today = new Date();

  console.log(
    `PostgreSQL: seeding ${setup.count.toLocaleString('en')} trees and ` +
      `${setup.reportsCount.toLocaleString('en')} field reports …`,
  );
  const start = performance.now();
  await seedTrees(database.db, setup.count, 2007);
  await seedReports(database.db, setup.reportsCount, 2007);
  // As autovacuum would after the bulk writes, the dashboards' summaries kept by them included: the
  // planner reads them by their statistics.
  await database.sendSql('vacuum (analyze)', []);
  await database.sendSql('checkpoint', []);
  const seedSeconds = secondsSince(start);
  console.log(`PostgreSQL: seeded (and vacuumed) in ${seedSeconds} s (load ${load1()})`);

  const [account] = await database.sendSql('select unit_id from users where username = $1', [
    officer.username,
  ]);
  const unitId = Number(account?.unit_id);
  if (!unitId) throw new Error(`The demo's field officer ${officer.username} has no unit`);
  await database.sendSql('update users set password = $1 where username = $2', [
    await hashPassword(officer.password),
    officer.username,
  ]);
  const filters = await filterSets(database, unitId, today);
  for (const f of filters)
    console.log(`PostgreSQL: filters ${f.name}: ${dashboardPath('information', f.query)}`);

  await bundleBenchServer();
  const server = await startServer({ DATABASE_URL: setup.postgresUrl, BENCH_SCHEMA: database.schema! });
  closers.push(server.stop);
  const admin = await logIn(server.url, setup.adminPassword);
  const scoped = await logIn(server.url, officer.password, officer.username);
  await checkCounts(database, server.url, { admin, officer: scoped });

  const naive = new Map<string, Query[]>();
  for (const screen of dashboardScreens) {
    for (const f of filters) {
      naive.set(`/naive${dashboardPath(screen, f.query)}`, [naiveQuery(screen, f.query, today)]);
    }
  }
  const bare = await startReplay(database.sendSql, naive);
  closers.push(bare.close);

  const rimbaRun = async (path: string, authorization: string) => {
    await settle(database);
    const run = await measure(
      { url: server.url, calls: pathsCall([path]), headers: { authorization }, connections },
      seconds,
    );
    warnOnFailures('Rimba', run);
    return run;
  };
  const naiveRun = async (path: string) => {
    await settle(database);
    const run = await measureCapped(bare.url, `/naive${path}`, connections, {
      calls: dashboardTarget.naiveCalls,
      seconds: dashboardTarget.naiveSeconds,
      timeoutSeconds: dashboardTarget.naiveTimeoutSeconds,
    });
    if (run.timedOut > 0) await cancelQueries(database);
    warnOnFailures('naive', run);
    return run;
  };

  const runs: DashboardRun[] = [];
  const add = (run: DashboardRun) => {
    runs.push(run);
    console.log(
      `PostgreSQL: ${run.screen} ${run.filters} as ${run.caller} at ${connections} connections: Rimba ${format(run.rimba)}` +
        (run.naive ? `; naive ${format(run.naive)} (${run.naive.requests} calls)` : '') +
        ` (load ${run.load})`,
    );
  };
  for (const screen of dashboardScreens) {
    for (const f of filters) {
      const path = dashboardPath(screen, f.query);
      const rimba = await rimbaRun(path, admin);
      const measuresNaive = naiveEveryFilter.includes(screen) || f.name === 'none';
      const naiveMeasured = measuresNaive ? await naiveRun(path) : undefined;
      add({
        screen,
        filters: f.name,
        caller: 'admin',
        rimba,
        ...(naiveMeasured && { naive: naiveMeasured }),
        load: load1(),
      });
    }
    for (const f of filters.filter((s) => s.name === 'none' || s.name === 'unit')) {
      const rimba = await rimbaRun(dashboardPath(screen, f.query), scoped);
      add({ screen, filters: f.name, caller: 'officer', rimba, load: load1() });
    }
  }

  // A call answered with an error is no dashboard measured.
  const target = runs.map((r) => {
    const check = p99Check(
      `${r.screen} ${r.filters}${r.caller === 'officer' ? ' (officer)' : ''}`,
      r.rimba,
      dashboardTarget.p99Ms,
    );
    return { ...check, met: check.met && r.rimba.errors + r.rimba.non2xx === 0 };
  });
  return {
    trees: setup.count,
    reports: setup.reportsCount,
    seedSeconds,
    filters: filters.map(({ name, query }) => ({ name, query })),
    runs,
    target,
  };
}
