import { seedReports } from '../../packages/server/src/features/field-reports/scale.js';
import { startReplay } from './ceiling.js';
import { bundleBenchServer, startServer } from './child-server.js';
import type { BenchDatabase } from './databases.js';
import type { Measurement } from './load.js';
import {
  compareList,
  type ListReads,
  listPath,
  load1,
  logIn,
  p99Check,
  recordQueries,
  type ScaleCheck,
  type ScaleSetup,
  secondsSince,
  seedCheck,
} from './scale-lists.js';

/** The bars on PostgreSQL, at this many connections. */
export const reportsTarget = { connections: 16, seedSeconds: 180, listP99Ms: 50 };

export interface ReportsListRun {
  list: string;
  asks: string;
  calls: number;
  rimba: Measurement;
  ceiling: Measurement;
  /** Rimba's requests per second over the ceiling's. */
  ratio: number;
  load: number;
}

export interface ReportsResult {
  reports: number;
  seedSeconds: number;
  seedLoad: number;
  lists: ReportsListRun[];
  target: ScaleCheck[];
}

interface ReportList {
  list: string;
  asks: string;
  paths: string[];
}

/** What a report list reads: its kind's table and the rows its lookups label (not the caller's token). */
const reportsList: ListReads = {
  reads: /\b(from|join) "(reports_[a-z]+|gardens|plantings|management_units|projects|row_counts)"/,
  page: /^(with|select) .* from "reports_[a-z]+"/s,
};

/** Each list as staff read it: newest report first, ten a page. */
const newest = { order: 'report_date', sort: 'DESC', limit: '10' };

/** The units holding reports of a kind, the most first, at most n. */
async function unitsOf(database: BenchDatabase, kind: string, n: number): Promise<number[]> {
  const rows = await database.sendSql(
    `select unit_id from reports_${kind} where unit_id is not null group by 1 order by count(*) desc, 1 limit $1`,
    [n],
  );
  return rows.map((r) => Number(r.unit_id));
}

/**
 * The four lists of the issue: a field officer's own (growth reports of their unit still to be sent or
 * sent back), a supervisor's queue (growth reports awaiting verification), a supervisor's month (harvest
 * reports of a period and unit) and every approved soil report on a deep page.
 */
async function reportLists(database: BenchDatabase): Promise<ReportList[]> {
  const growthUnits = await unitsOf(database, 'growth', 3);
  const harvestUnits = await unitsOf(database, 'harvest', 3);
  // Six months spread over the two years, the newest first: a supervisor reads old months too.
  const periods = (
    await database.sendSql('select distinct period from reports_harvest order by period desc', [])
  )
    .map((r) => String(r.period))
    .filter((_, i) => i % 4 === 0)
    .slice(0, 6);
  return [
    {
      list: 'officer',
      asks: `growth, unit and status draft or revision_request (${growthUnits.length} units)`,
      paths: growthUnits.map((unit) =>
        listPath('report-growth', {
          filters: { unit_id: unit, status: { in: ['draft', 'revision_request'] } },
          ...newest,
        }),
      ),
    },
    {
      list: 'queue',
      asks: 'growth, status verification_request',
      paths: [listPath('report-growth', { filters: { status: 'verification_request' }, ...newest })],
    },
    {
      list: 'month',
      asks: `harvest, period and unit (${periods.length} periods over two years × ${harvestUnits.length} units)`,
      paths: periods.flatMap((period) =>
        harvestUnits.map((unit) =>
          listPath('report-harvest', { filters: { period, unit_id: unit }, ...newest }),
        ),
      ),
    },
    {
      list: 'approved',
      asks: 'soil, status approved, page 5',
      paths: [listPath('report-soil', { filters: { status: 'approved' }, ...newest, page: '5' })],
    },
  ];
}

/**
 * The field reports at scale on PostgreSQL: seeds `count` reports over the demo's gardens (as
 * `npm run seed -- --reports N` does), then, against a Rimba server in a child process, measures as the
 * admin the four lists of reportLists, each next to the ceiling replaying the SQL recorded from Rimba.
 */
export async function benchReports(setup: ScaleSetup): Promise<ReportsResult> {
  const { database, seconds, closers } = setup;
  const { connections } = reportsTarget;

  console.log(`PostgreSQL: seeding ${setup.count.toLocaleString('en')} field reports …`);
  const start = performance.now();
  await seedReports(database.db, setup.count, 2007);
  const seedSeconds = secondsSince(start);
  const seedLoad = load1();
  console.log(`PostgreSQL: field reports seeded (and vacuumed) in ${seedSeconds} s (load ${seedLoad})`);
  await database.sendSql('checkpoint', []);

  await bundleBenchServer();
  const server = await startServer({ DATABASE_URL: setup.postgresUrl, BENCH_SCHEMA: database.schema! });
  closers.push(server.stop);
  const authorization = await logIn(server.url, setup.adminPassword);

  const lists = await reportLists(database);
  const recorded = await recordQueries(
    setup,
    authorization,
    lists.flatMap((l) => l.paths),
    reportsList,
  );
  const ceiling = await startReplay(database.sendSql, recorded);
  closers.push(ceiling.close);
  const runs: ReportsListRun[] = [];
  for (const l of lists) {
    const { rimba, ceiling: ceilingRun } = await compareList(
      database,
      { rimba: server.url, ceiling: ceiling.url },
      authorization,
      l.paths,
      connections,
      seconds,
    );
    const ratio = rimba.requestsPerSecond / ceilingRun.requestsPerSecond;
    const run: ReportsListRun = {
      list: l.list,
      asks: l.asks,
      calls: l.paths.length,
      rimba,
      ceiling: ceilingRun,
      ratio: Math.round(ratio * 1000) / 1000,
      load: load1(),
    };
    runs.push(run);
    console.log(
      `PostgreSQL: reports list ${l.list} at ${connections} connections: Rimba ${Math.round(rimba.requestsPerSecond)} req/s ` +
        `p99 ${rimba.p99} ms, ceiling ${Math.round(ceilingRun.requestsPerSecond)} req/s p99 ${ceilingRun.p99} ms ` +
        `(${(ratio * 100).toFixed(1)}%; load ${run.load})`,
    );
  }

  const target = [
    seedCheck(seedSeconds, reportsTarget.seedSeconds),
    ...runs.map((r) => p99Check(`list ${r.list}`, r.rimba, reportsTarget.listP99Ms)),
  ];
  return { reports: setup.count, seedSeconds, seedLoad, lists: runs, target };
}
