import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@rimba/server';
import { loadConfig } from '../../packages/server/src/config.js';
import { bootstrap } from '../../packages/server/src/db/bootstrap.js';
import type { DbKind } from '../../packages/server/src/db/connection.js';
import { seededRandom } from '../../packages/server/src/db/seed/random.js';
import { seedArticles, seedPartners } from '../../packages/server/src/db/seed/scale.js';
import { type BackupBenchResult, benchBackup } from './backup.js';
import { listQueries, type Query, type Replayed, showQuery, startCeiling } from './ceiling.js';
import { benchDashboard, type DashboardResult, dashboardTarget } from './dashboard.js';
import { type BenchDatabase, createDatabase, openPglite, openPostgres } from './databases.js';
import { type Measurement, measure } from './load.js';
import { type BenchOptions, readOptions, startCommand, usage } from './options.js';
import { benchPayments, type PaymentRun, type PaymentsResult } from './payments.js';
import { articleEndpoints, measureArticles, type PublicRun, publicTotal } from './public-articles.js';
import {
  type Comparison,
  checkP99,
  checkTarget,
  formatBackupRuns,
  formatDashboard,
  formatP99Checks,
  formatPaymentsTable,
  formatPublicTable,
  formatReportsLists,
  formatTable,
  formatTargetChecks,
  formatTreesChecks,
  formatTreesLists,
  formatTreesRuns,
  type P99Check,
  type TargetCheck,
} from './report.js';
import { benchReports, type ReportsResult, reportsTarget } from './reports.js';
import { checkSameAnswer, checkSameSql, recordSql, type Setup } from './same-work.js';
import { benchTrees, type TreesResult, treesTarget } from './trees.js';

/**
 * Two searches: a company name, as staff look a partner up (a few dozen matches in 100,000 rows), and a
 * tree named in about 7% of the descriptions, thousands of matches, more than the list counts one by one.
 * Their SQL is recorded from Rimba at the start and replayed by the ceiling.
 */
const searches = [
  { endpoint: 'search', term: 'Hijau Lestari' },
  { endpoint: 'search-wide', term: 'mahoni' },
].map((s) => ({ ...s, path: `/api/partners/list?search=${encodeURIComponent(s.term)}` }));
/**
 * A list as staff narrow it down: searched, filtered to the last three years and sorted by name. Its SQL
 * is recorded from Rimba at the start and replayed by the ceiling.
 */
const filteredPath = `/api/partners/list?search=${encodeURIComponent('Hijau Lestari')}&filters=${encodeURIComponent(
  JSON.stringify({ created_at: { gte: '2023-01-01T00:00:00.000Z' } }),
)}&order=company_name&sort=ASC`;
const adminPassword = 'bench-admin-secret';
const showIds = 1000;
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/latest.json');

interface PartnersResult {
  rows: number;
  seedSeconds: number;
  /** Each search's total, `estimated` when Rimba counted only up to its bound. */
  searches: { term: string; matches: number; estimated?: true }[];
  comparisons: Comparison[];
  target?: TargetCheck[];
}

interface ArticlesResult {
  /** Published articles, as the public list counts them. */
  articles: number;
  seedSeconds: number;
  endpoints: { name: string; asks: string; calls: number }[];
  runs: PublicRun[];
  target?: P99Check[];
}

interface DatabaseResult {
  database: DbKind;
  partners?: PartnersResult;
  articles?: ArticlesResult;
  payments?: PaymentsResult;
  trees?: TreesResult;
  reports?: ReportsResult;
  dashboard?: DashboardResult;
  backup?: BackupBenchResult;
}

interface Endpoint {
  name: string;
  /** The calls of a measurement, in turn on each connection. */
  paths: string[];
  /** The call the checks use, and what the ceiling sends for it. */
  sample: string;
  ceiling: Query[];
}

const names: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** Run when the bench is interrupted, so no PostgreSQL schema or temporary folder is left behind. */
let cleanUp: (() => Promise<void>) | undefined;

async function logIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  if (res.status !== 200) throw new Error(`Login failed with ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return `Bearer ${token}`;
}

/** Ids spread over the seeded rows, the same ones on every run. */
async function sampleIds(database: BenchDatabase): Promise<number[]> {
  const [range] = await database.sendSql('select min(id) as min, max(id) as max from partners', []);
  const min = Number(range?.min);
  const max = Number(range?.max);
  const random = seededRandom(7);
  return Array.from({ length: showIds }, () => min + Math.floor(random() * (max - min + 1)));
}

function endpointsFor(ids: number[]): Endpoint[] {
  const list = '/api/partners/list?page=1&limit=10&order=created_at&sort=DESC';
  const shows = ids.map((id) => `/api/partners/${id}/show`);
  return [
    { name: 'list', paths: [list], sample: list, ceiling: listQueries({ page: '1', limit: '10' }) },
    ...searches.map(({ endpoint, path }) => ({ name: endpoint, paths: [path], sample: path, ceiling: [] })),
    { name: 'show', paths: shows, sample: shows[0] ?? '', ceiling: [showQuery(String(ids[0]))] },
    { name: 'filtered', paths: [filteredPath], sample: filteredPath, ceiling: [] },
  ];
}

/** Figures with failed calls measured something else than the endpoint's work. */
function warnOnFailures(who: string, run: Measurement): void {
  if (run.errors > 0 || run.non2xx > 0) {
    console.warn(`  warning: ${who} had ${run.errors} errors and ${run.non2xx} non-2xx answers`);
  }
}

function logPaymentRun(name: string, run: PaymentRun): void {
  const { requestsPerSecond, p99, requests } = run.measurement;
  const applied =
    run.applied === undefined
      ? ''
      : `, ${run.applied} of ${run.donations} settlements applied, ${Math.max(requests - run.applied, 0)} answered as repeats`;
  console.log(
    `${name}: ${run.endpoint} at ${run.connections} connections: ${Math.round(requestsPerSecond)} req/s, ` +
      `p99 ${p99} ms${applied}`,
  );
  warnOnFailures('Rimba', run.measurement);
}

/** Seconds since a moment of performance.now(), to a tenth. */
const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;

/** The admin's partner calls, each next to the ceiling sending the same SQL. */
async function benchPartners(
  name: string,
  database: BenchDatabase,
  setup: Setup,
  rimbaUrl: string,
  options: BenchOptions,
  closers: (() => Promise<unknown>)[],
): Promise<Omit<PartnersResult, 'seedSeconds'>> {
  const { authorization } = setup;
  const replayedPaths = [filteredPath, ...searches.map((s) => s.path)];
  const recorded = await recordSql(setup, replayedPaths);
  const replayed = await Promise.all(
    replayedPaths.map(async (path, i): Promise<[string, Replayed]> => {
      const res = await fetch(rimbaUrl + path, { headers: { authorization } });
      const { total, totalEstimated } = (await res.json()) as { total: number; totalEstimated?: true };
      // The matches Rimba compiles only to EXPLAIN them for its estimate (kept 30 s) are no query to send.
      const queries = (recorded[i] ?? []).filter((q) => !q.sql.startsWith('select 1 as "one"'));
      return [path, { queries, ...(totalEstimated && { estimated: { total, totalEstimated } }) }];
    }),
  );
  const ceiling = await startCeiling(database.sendSql, new Map(replayed));
  closers.push(ceiling.close);

  const endpoints = endpointsFor(await sampleIds(database));
  await checkSameSql(
    setup,
    endpoints.filter((e) => e.ceiling.length > 0).map((e) => ({ path: e.sample, ceiling: e.ceiling })),
  );
  const found: PartnersResult['searches'] = [];
  for (const endpoint of endpoints) {
    const answer = await checkSameAnswer(rimbaUrl, ceiling.url, endpoint.sample, authorization);
    if (endpoint.name === 'filtered') {
      const { total } = answer as { total: number };
      console.log(`${name}: the filtered list matches ${total.toLocaleString('en')} rows`);
    }
    const search = searches.find((s) => s.endpoint === endpoint.name);
    if (!search) continue;
    const { total: matches, totalEstimated } = answer as { total: number; totalEstimated?: true };
    found.push({ term: search.term, matches, ...(totalEstimated && { estimated: true }) });
    const share = ((matches / options.rows) * 100).toFixed(2);
    const about = totalEstimated ? 'about ' : '';
    console.log(
      `${name}: search "${search.term}" matches ${about}${matches.toLocaleString('en')} rows (${share}%)`,
    );
  }

  const comparisons: Comparison[] = [];
  for (const endpoint of endpoints) {
    for (const connections of options.connections) {
      const calls = endpoint.paths.map((path) => ({ path }));
      const load = { calls, headers: { authorization }, connections };
      const rimbaRun = await measure({ ...load, url: rimbaUrl }, options.duration);
      const ceilingRun = await measure({ ...load, url: ceiling.url }, options.duration);
      const percentOfCeiling = (rimbaRun.requestsPerSecond / ceilingRun.requestsPerSecond) * 100;
      comparisons.push({
        endpoint: endpoint.name,
        connections,
        rimba: rimbaRun,
        ceiling: ceilingRun,
        percentOfCeiling: Math.round(percentOfCeiling * 10) / 10,
      });
      console.log(
        `${name}: ${endpoint.name} at ${connections} connections: Rimba ${Math.round(rimbaRun.requestsPerSecond)} req/s, ` +
          `ceiling ${Math.round(ceilingRun.requestsPerSecond)} req/s (${percentOfCeiling.toFixed(1)}%)`,
      );
      warnOnFailures('Rimba', rimbaRun);
      warnOnFailures('ceiling', ceilingRun);
    }
  }
  return { rows: options.rows, searches: found, comparisons };
}

/** The public article list and detail, with no login, as the site calls them. */
async function benchArticles(
  name: string,
  database: BenchDatabase,
  rimbaUrl: string,
  options: BenchOptions,
): Promise<Omit<ArticlesResult, 'seedSeconds'>> {
  const articles = await publicTotal(rimbaUrl);
  console.log(`${name}: the public article list counts ${articles.toLocaleString('en')} articles`);
  const endpoints = await articleEndpoints(database, articles);
  const runs = await measureArticles(rimbaUrl, endpoints, options.connections, options.duration, (run) => {
    const { requestsPerSecond, p99, notModified, requests } = run.measurement;
    console.log(
      `${name}: article ${run.endpoint}${run.conditional ? ' with If-None-Match' : ''} at ${run.connections} ` +
        `connections: ${Math.round(requestsPerSecond)} req/s, p99 ${p99} ms, ${notModified} of ${requests} answered 304`,
    );
    // Plain calls must all be answered 200, conditional ones 304.
    const { errors, non2xx } = run.measurement;
    const wrong = run.conditional ? requests - notModified : non2xx;
    if (errors > 0 || wrong > 0) {
      console.warn(
        `  warning: ${errors} errors and ${wrong} answers other than ${run.conditional ? '304' : '2xx'}`,
      );
    }
  });
  return {
    articles,
    endpoints: endpoints.map((e) => ({ name: e.name, asks: e.asks, calls: e.calls.length })),
    runs,
  };
}

async function benchDatabase(kind: DbKind, options: BenchOptions): Promise<DatabaseResult> {
  const name = names[kind];
  const measures = (suite: BenchOptions['suites'][number]) => options.suites.includes(suite);
  const measuresTrees = measures('trees') && kind === 'postgres';
  if (measures('trees') && !measuresTrees) console.log(`${name}: the trees are measured on PostgreSQL only`);
  const measuresReports = measures('reports') && kind === 'postgres';
  if (measures('reports') && !measuresReports) {
    console.log(`${name}: the field reports are measured on PostgreSQL only`);
  }
  const measuresDashboard = measures('dashboard') && kind === 'postgres';
  if (measures('dashboard') && !measuresDashboard)
    console.log(`${name}: the dashboard is measured on PostgreSQL only`);
  const measuresBackup = measures('backup') && kind === 'postgres';
  if (measures('backup') && !measuresBackup)
    console.log(`${name}: the backup is measured on PostgreSQL only`);
  const atScale = measuresTrees || measuresReports || measuresDashboard || measuresBackup;
  // Minutes of seeding and measuring at scale get a database of their own, not a schema in the shared one.
  const own = atScale ? await createDatabase(options.postgresUrl) : undefined;
  const postgresUrl = own?.url ?? options.postgresUrl;
  const database = kind === 'pglite' ? await openPglite() : await openPostgres(postgresUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rimba-bench-'));
  const closeDatabase = async () => {
    try {
      await database.close();
    } finally {
      await own?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  const closers: (() => Promise<unknown>)[] = [];
  // An interrupted run closes what its part opened too (a child server, a restore's database).
  cleanUp = async () => {
    for (const close of [...closers].reverse()) await close().catch(() => undefined);
    await closeDatabase();
  };
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      VIEWER_PASSWORD: adminPassword,
      // The trees stand in the demo's villages, with its species; the reports are on its gardens.
      DEMO_CONTENT: atScale ? 'true' : 'false',
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'silent',
    });
    await bootstrap(database.db, config);
    let partnersSeed = 0;
    let articlesSeed = 0;
    if (measures('partners')) {
      console.log(`${name}: seeding ${options.rows.toLocaleString('en')} partners …`);
      const start = performance.now();
      await seedPartners(database.db, options.rows);
      partnersSeed = secondsSince(start);
      console.log(`${name}: seeded in ${partnersSeed} s`);
    }
    if (measures('articles')) {
      console.log(`${name}: seeding ${options.articles.toLocaleString('en')} articles …`);
      const start = performance.now();
      await seedArticles(database.db, options.articles);
      articlesSeed = secondsSince(start);
      console.log(`${name}: seeded in ${articlesSeed} s`);
    }
    // The seed's writes are flushed now, not by a checkpoint in the middle of the measurements.
    if (kind === 'postgres') await database.sendSql('checkpoint', []);

    const rimba = await buildApp({ config, db: database.db, dbKind: kind, logger: false });
    closers.push(() => rimba.close());
    const rimbaUrl = await rimba.listen({ port: 0, host: '127.0.0.1' });
    const result: DatabaseResult = { database: kind };
    if (measures('partners')) {
      const setup = { config, db: database.db, dbKind: kind, authorization: await logIn(rimbaUrl) };
      const partners = await benchPartners(name, database, setup, rimbaUrl, options, closers);
      result.partners = {
        ...partners,
        seedSeconds: partnersSeed,
        ...(kind === 'postgres' && { target: checkTarget(partners.comparisons) }),
      };
    }
    if (measures('articles')) {
      const articles = await benchArticles(name, database, rimbaUrl, options);
      result.articles = {
        ...articles,
        seedSeconds: articlesSeed,
        ...(kind === 'postgres' && { target: checkP99(articles.runs) }),
      };
    }
    if (measures('payments')) {
      result.payments = await benchPayments(
        database,
        kind,
        dataDir,
        options.connections,
        options.duration,
        closers,
        (run) => logPaymentRun(name, run),
      );
    }
    // What every part measured at scale is given.
    const scale = { database, postgresUrl, config, adminPassword, seconds: options.duration, closers };
    if (measuresTrees) {
      result.trees = await benchTrees({ ...scale, count: options.treesCount });
    }
    if (measuresReports) {
      result.reports = await benchReports({ ...scale, count: options.reportsCount });
    }
    if (measuresDashboard) {
      result.dashboard = await benchDashboard({
        ...scale,
        count: options.treesCount,
        reportsCount: options.reportsCount,
      });
    }
    if (measuresBackup) {
      result.backup = await benchBackup({ ...scale, count: options.treesCount });
    }
    return result;
  } finally {
    for (const close of closers.reverse()) await close();
    cleanUp = undefined;
    await closeDatabase();
  }
}

async function main(): Promise<void> {
  const options = startCommand(readOptions, usage, () => cleanUp?.());
  if (!options) return;

  const cpus = os.cpus();
  const machine = {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  // The backup sends no requests: no measurement time or connections to tell.
  const measured = options.suites.includes('backup')
    ? 'Rimba benchmark: backup'
    : `Rimba HTTP benchmark: ${options.suites.join(', ')}, ${options.duration} s per measurement, ` +
      `connections ${options.suites.every((s) => s === 'trees' || s === 'reports' || s === 'dashboard') ? treesTarget.connections : options.connections.join(', ')}`;
  console.log(
    `${measured}; ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}\n` +
      (options.suites.includes('partners')
        ? 'Load generator, Rimba and the ceiling share this machine: compare the two columns, not other machines.\n'
        : options.suites.includes('backup')
          ? 'The command and the database share this machine: compare runs on the same machine only.\n'
          : 'Load generator, Rimba and the database share this machine: compare runs on the same machine only.\n'),
  );

  const results: DatabaseResult[] = [];
  for (const kind of options.databases) results.push(await benchDatabase(kind, options));

  for (const { database, partners, articles, payments, trees, reports, dashboard, backup } of results) {
    if (partners) {
      console.log(
        `\n${names[database]}, ${partners.rows.toLocaleString('en')} partners ` +
          `(${partners.searches.map((s) => `"${s.term}": ${s.matches.toLocaleString('en')} matches`).join(', ')})\n` +
          formatTable(partners.comparisons),
      );
      if (partners.target) console.log(`\n${formatTargetChecks(partners.target)}`);
    }
    if (articles) {
      console.log(
        `\n${names[database]}, public articles: ${articles.articles.toLocaleString('en')} published, ` +
          'each call in Indonesian and in English\n' +
          articles.endpoints.map((e) => `  ${e.name.padEnd(10)} ${e.asks}`).join('\n') +
          `\n${formatPublicTable(articles.runs)}`,
      );
      if (articles.target) console.log(`\n${formatP99Checks(articles.target)}`);
    }
    if (payments) {
      console.log(
        `\n${names[database]}, payments through a local Midtrans: ${payments.created.toLocaleString('en')} donations ` +
          'created, then their settlements notified\n' +
          formatPaymentsTable(payments.runs),
      );
    }
    if (trees) {
      console.log(
        `\n${names[database]}, ${trees.trees.toLocaleString('en')} trees seeded in ${trees.seedSeconds} s ` +
          `(load ${trees.seedLoad}; ${trees.seedCpuSeconds} s of the database's CPU; vacuum and checkpoint after it ${trees.vacuumSeconds} s); server RSS during ` +
          `the tile runs at most ${trees.tileRssMaxMb} MB (peak over its life ${trees.lifePeakRssMb} MB)\n` +
          `${formatTreesRuns(trees.runs)}\n\n` +
          'Trees list (naive: the same page counted by a window over every match, as before the bound)\n' +
          `${formatTreesLists(trees.lists)}\n\n${formatTreesChecks(trees.target)}`,
      );
    }
    if (reports) {
      console.log(
        `\n${names[database]}, ${reports.reports.toLocaleString('en')} field reports seeded in ${reports.seedSeconds} s ` +
          `(load ${reports.seedLoad}); each list newest first, 10 a page, at ${reportsTarget.connections} connections\n` +
          `${formatReportsLists(reports.lists)}\n\n${formatTreesChecks(reports.target)}`,
      );
    }
    if (dashboard) {
      const { naiveCalls, naiveSeconds, naiveTimeoutSeconds, connections } = dashboardTarget;
      console.log(
        `\n${names[database]}, dashboard over ${dashboard.trees.toLocaleString('en')} trees and ` +
          `${dashboard.reports.toLocaleString('en')} field reports (seeded in ${dashboard.seedSeconds} s), ` +
          `each call at ${connections} connections; Rimba ${options.duration} s a call after a warm-up; naive: ` +
          `the screen grouped from the source rows, at most ${naiveCalls} calls, none started after ` +
          `${naiveSeconds} s, each given up on after ${naiveTimeoutSeconds} s (and counted at it), no warm-up, ` +
          'for information and general with every filter set and for the other screens with none\n' +
          `${formatDashboard(dashboard.runs)}\n` +
          dashboard.filters.map((f) => `  ${f.name.padEnd(23)} ${JSON.stringify(f.query)}`).join('\n') +
          `\n\n${formatTreesChecks(dashboard.target)}`,
      );
    }
    if (backup) {
      console.log(
        `\n${names[database]}, npm run backup and npm run restore (into an empty database) of ` +
          `${backup.trees.toLocaleString('en')} trees (seeded in ${backup.seedSeconds} s, load ${backup.seedLoad}); ` +
          `rows of every table; RSS of the CLI's node process, sampled every 250 ms; ` +
          `${backup.restoredTrees.toLocaleString('en')} trees restored, every count and checksum checked\n` +
          formatBackupRuns(backup.runs),
      );
    }
  }

  await mkdir(path.dirname(resultsFile), { recursive: true });
  const { postgresUrl: _, ...shown } = options;
  await writeFile(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), machine, options: shown, results }, null, 2)}\n`,
  );
  console.log(`\nResults written to ${path.relative(process.cwd(), resultsFile)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
