import { readFileSync } from 'node:fs';
import { seededRandom } from '../../packages/server/src/db/seed/random.js';
import { seedTrees } from '../../packages/server/src/features/trees/scale.js';
import { type Query, startReplay } from './ceiling.js';
import { bundleBenchServer, type ChildServer, startServer } from './child-server.js';
import type { BenchDatabase } from './databases.js';
import { type Load, type Measurement, measure, measureOnce } from './load.js';
import {
  compareList,
  counting,
  type ListReads,
  listPath as listOf,
  load1,
  logIn,
  p99Check,
  pathsCall,
  pause,
  recordQueries,
  type ScaleCheck,
  type ScaleSetup,
  secondsSince,
  seedCheck,
  warnOnFailures,
} from './scale-lists.js';

/** The bars on PostgreSQL, at this many connections. */
export const treesTarget = {
  connections: 16,
  seedSeconds: 180,
  winP99Ms: 5,
  tileP99Ms: 50,
  listP99Ms: 50,
  rssMb: 400,
};
const zooms = [3, 6, 10, 14];
/** Different calls of a zoom's tiles, each asked once when cold. */
const maxTileCalls = 2000;
const winCodes = 1000;

export interface TreesRun {
  name: string;
  /** Different calls the run sends in turn. */
  calls: number;
  measurement: Measurement;
  load: number;
}

export interface TreesListRun {
  endpoint: string;
  asks: string;
  calls: number;
  rimba: Measurement;
  ceiling: Measurement;
  /** The same page with the matches counted by a window over all of them; none for an unnarrowed list. */
  naive?: Measurement;
  load: number;
}

export interface TreesResult {
  trees: number;
  seedSeconds: number;
  seedLoad: number;
  /** CPU seconds PostgreSQL's processes of the run's database spent on the seed. */
  seedCpuSeconds: number;
  vacuumSeconds: number;
  runs: TreesRun[];
  lists: TreesListRun[];
  /** The server's RSS sampled every 100 ms during the tile runs, and its peak RSS over its life. */
  tileRssMaxMb: number;
  lifePeakRssMb: number;
  target: ScaleCheck[];
}

export const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Shuffles in place with a seeded generator, so that every run asks the same calls in the same order. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Web Mercator tile of a point at zoom z. */
function tileOf(lat: number, lng: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const r = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  };
}

/**
 * The tiles of zoom z that hold trees, each unfiltered and with each filter that leaves trees in it
 * (a year, a province, a unit, and from zoom 10 a village), at most `maxTileCalls` of them.
 */
async function tilePaths(database: BenchDatabase, z: number, random: () => number): Promise<string[]> {
  const rows = await database.sendSql(
    `with t as (select cx / $1::int as x, cy / $1::int as y, province_id, unit_id, planting_year
        from tree_cells where level = 16)
      select distinct x, y, null::bigint as province_id, null::bigint as unit_id, null::int as year from t
      union select distinct x, y, province_id, null::bigint, null::int from t
      union select distinct x, y, null::bigint, unit_id, null::int from t
      union select distinct x, y, null::bigint, null::bigint, planting_year from t`,
    [2 ** (16 - z)],
  );
  const paths = rows.map((r) => {
    const query = new URLSearchParams();
    if (r.year !== null) query.set('year', String(r.year));
    if (r.province_id !== null) query.set('province_id', String(r.province_id));
    if (r.unit_id !== null) query.set('unit_id', String(r.unit_id));
    const q = query.toString();
    return `/api/public/trees/clusters/${z}/${r.x}/${r.y}${q ? `?${q}` : ''}`;
  });
  if (z >= 10) {
    const villages = await database.sendSql(
      'select id, lat, lng from villages where lat is not null and id in (select distinct village_id from trees)',
      [],
    );
    for (const v of villages) {
      const { x, y } = tileOf(Number(v.lat), Number(v.lng), z);
      paths.push(`/api/public/trees/clusters/${z}/${x}/${y}?village_id=${v.id}`);
    }
  }
  return shuffle(paths, random).slice(0, maxTileCalls);
}

/**
 * The home page's map of farmers: each year that holds trees (the last ten at most) in the view the map
 * opens on (Java, zoom 6), all of Indonesia, and a village's surroundings at zoom 10 for 20 villages.
 */
async function farmersMapPaths(database: BenchDatabase, random: () => number): Promise<string[]> {
  const years = (
    await database.sendSql(
      'select distinct planting_year as year from farmer_years where planting_year > 0 order by 1 desc limit 10',
      [],
    )
  ).map((r) => Number(r.year));
  const villages = shuffle(
    await database.sendSql(
      'select lat, lng from villages where lat is not null and id in (select village_id from farmers) order by id',
      [],
    ),
    random,
  ).slice(0, 20);
  const views = [
    '100.50,-10.40,113.10,-1.90',
    '94.90,-11.10,141.10,6.10',
    ...villages.map((v) => {
      const [lat, lng] = [Number(v.lat), Number(v.lng)];
      return [lng - 0.35, lat - 0.25, lng + 0.35, lat + 0.25].map((n) => n.toFixed(2)).join(',');
    }),
  ];
  return shuffle(
    years.flatMap((year) => views.map((bbox) => `/api/public/farmers/map?year=${year}&bbox=${bbox}`)),
    random,
  );
}

/** Codes of trees spread over the table, the same ones on every run. */
async function sampleCodes(database: BenchDatabase, random: () => number, n: number): Promise<string[]> {
  const [range] = await database.sendSql('select min(id) as min, max(id) as max from trees', []);
  const min = Number(range?.min);
  const max = Number(range?.max);
  const ids = Array.from({ length: n }, () => min + Math.floor(random() * (max - min + 1)));
  const rows = await database.sendSql(
    'select distinct win_code from trees where id = any($1::bigint[]) order by win_code',
    [ids],
  );
  return shuffle(
    rows.map((r) => String(r.win_code)),
    random,
  );
}

/** A few values of a column that trees hold, the most common first. */
async function commonValues(database: BenchDatabase, column: string, n: number): Promise<unknown[]> {
  const top = (from: string) =>
    database.sendSql(`select ${column} as v from ${from} group by 1 order by count(*) desc, 1 limit $1`, [n]);
  const rows = await top('trees tablesample system (1) repeatable (7)');
  return (rows.length > 0 ? rows : await top('trees')).map((r) => r.v);
}

interface ListEndpoint {
  endpoint: string;
  asks: string;
  paths: string[];
}

const listPath = (query: Record<string, unknown>) => listOf('trees', query);

async function listEndpoints(database: BenchDatabase, codes: string[]): Promise<ListEndpoint[]> {
  const farmers = await database.sendSql(
    `select f.farmer_name from farmers f where f.id in (select farmer_id from trees where win_code = any($1))
      order by f.farmer_name limit 5`,
    [codes.slice(0, 50)],
  );
  const filtered = async (column: string, asks: string, n = 3): Promise<ListEndpoint> => {
    const values = await commonValues(database, column, n);
    return {
      endpoint: column.replace(/_id$/, '').replace('planting_', ''),
      asks,
      paths: values.map((v) => listPath({ filters: { [column]: v } })),
    };
  };
  const provinces = await commonValues(database, 'province_id', 3);
  return [
    {
      endpoint: 'search-win',
      asks: 'search by an exact WIN code',
      paths: codes.slice(0, 20).map((code) => listPath({ search: code })),
    },
    {
      endpoint: 'search-farmer',
      asks: "search by a farmer's full name",
      paths: farmers.map((f) => listPath({ search: String(f.farmer_name) })),
    },
    await filtered('province_id', 'filter by province (the largest 3)'),
    await filtered('unit_id', 'filter by unit (the largest 3)'),
    await filtered('village_id', 'filter by village (3)'),
    await filtered('planting_year', 'filter by planting year (the largest 3)'),
    await filtered('tree_species_id', 'filter by species (the largest 3)'),
    {
      endpoint: 'province-year',
      asks: 'filter by province and year',
      paths: provinces.map((p) => listPath({ filters: { province_id: p, planting_year: 2024 } })),
    },
    {
      endpoint: 'sort-win',
      asks: 'all trees by WIN code, pages 1-3',
      paths: [1, 2, 3].map((page) => listPath({ order: 'win_code', sort: 'ASC', page: String(page) })),
    },
    {
      endpoint: 'sort-date',
      asks: 'all trees, oldest planting first',
      paths: [listPath({ order: 'planting_date', sort: 'ASC' })],
    },
    {
      endpoint: 'province-win',
      asks: 'filter by province, sorted by WIN code',
      paths: provinces.map((p) => listPath({ filters: { province_id: p }, order: 'win_code', sort: 'ASC' })),
    },
  ];
}

/** What the list reads of the trees and their labels (not the caller's token), and its page. */
const treesList: ListReads = {
  reads: /\b(from|join) "(trees|farmers|villages|provinces|management_units|tree_species|row_counts)"/,
  page: /^(with|select) .* from "trees"/s,
};

/**
 * What the engine sent before the bound: the page with a window counting every match on each row, and
 * the same labels; none for a list with no count to bound (the row count of the whole table).
 */
function naiveOf(queries: Query[]): Query[] | undefined {
  if (!queries.some(counting)) return undefined;
  const [page, ...rest] = queries.filter((q) => !counting(q) && !q.sql.startsWith('explain'));
  if (!page) return undefined;
  // A search's fenced page counts its fenced matches, as the engine did before the bound.
  const sql = page.sql.startsWith('with')
    ? page.sql.replace(
        ' from "trees" where "id" in',
        ', (select count(*) from "matches") as "__total" from "trees" where "id" in',
      )
    : page.sql.replace(' from "trees"', ', count(*) over () as "__total" from "trees"');
  return [{ sql, params: page.params }, ...rest];
}

/**
 * CPU seconds the database's server processes of this database have used so far (from /proc, when
 * PostgreSQL runs on this machine; 0 otherwise): the seed's own work, apart from what else runs here.
 */
async function databaseCpuSeconds(database: BenchDatabase): Promise<number> {
  const rows = await database.sendSql(
    'select pid from pg_stat_activity where datname = current_database()',
    [],
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime, the 14th and 15th fields of the line (11th and 12th after the name).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Another machine's PostgreSQL, or the process just ended.
    }
  }
  return ticks / 100;
}

/** A process's resident memory at a moment, `ms` after sampling began. */
export interface RssSample {
  ms: number;
  bytes: number;
}

/**
 * Samples a process's resident memory (VmRSS in /proc) every `everyMs`; `stop` answers the largest seen,
 * in MB, and `samples` each one taken.
 */
export function rssSampler(pid: number, everyMs = 100): { stop: () => number; samples: () => RssSample[] } {
  const begun = performance.now();
  const taken: RssSample[] = [];
  let max = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      // A process that has ended but not been waited for yet has no VmRSS line.
      if (kb === undefined) return;
      taken.push({ ms: performance.now() - begun, bytes: Number(kb) * 1024 });
      max = Math.max(max, Number(kb) * 1024);
    } catch {
      // Not on Linux, or the process is gone: the peak over its life is reported as well.
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return mb(max);
    },
    samples: () => taken,
  };
}

/** What seeding the trees at scale took: seconds, load, the database's CPU seconds, then the vacuum's seconds. */
export interface TreesSeed {
  seedSeconds: number;
  seedLoad: number;
  seedCpuSeconds: number;
  vacuumSeconds: number;
}

/**
 * Seeds `count` trees (after the demo's regions, farmers and species, which the bootstrap loaded) as
 * `npm run seed -- --trees N` does, then vacuums and checkpoints as autovacuum would after the bulk inserts.
 */
export async function seedTreesAtScale(database: BenchDatabase, count: number): Promise<TreesSeed> {
  console.log(`PostgreSQL: seeding ${count.toLocaleString('en')} trees …`);
  const cpuBefore = await databaseCpuSeconds(database);
  let start = performance.now();
  await seedTrees(database.db, count, 2007);
  const seedSeconds = secondsSince(start);
  const seedLoad = load1();
  const seedCpuSeconds = Math.round(((await databaseCpuSeconds(database)) - cpuBefore) * 10) / 10;
  console.log(
    `PostgreSQL: trees seeded in ${seedSeconds} s (load ${seedLoad}; ${seedCpuSeconds} s of the database's CPU)`,
  );
  start = performance.now();
  // As autovacuum would after the bulk inserts: index-only reads need the visibility map, and the farmers'
  // trigram index its pending entries merged before the planner will use it for a name search.
  await database.sendSql('vacuum (analyze) trees, farmers', []);
  await database.sendSql('checkpoint', []);
  const vacuumSeconds = secondsSince(start);
  console.log(`PostgreSQL: vacuumed in ${vacuumSeconds} s`);
  return { seedSeconds, seedLoad, seedCpuSeconds, vacuumSeconds };
}

const bumpVersion = (database: BenchDatabase) =>
  database.sendSql('update tree_map_version set version = version + 1 where id = 1', []);
/**
 * The trees at scale on PostgreSQL: seeds `count` trees (after the demo's regions, farmers and species),
 * then, against a Rimba server in a child process (so that its memory is its own), measures the WIN
 * lookup, the map's cluster tiles per zoom and the home page's map of farmers per year and view, each
 * cold (each call once, after the cache is emptied) and warm, with the server's RSS sampled meanwhile, and the admin's tree list searched, filtered and sorted,
 * next to the ceiling replaying the SQL recorded from Rimba and to the page counted by a window over
 * every match.
 */
export async function benchTrees(setup: ScaleSetup): Promise<TreesResult> {
  const { database, seconds, closers } = setup;
  const connections = treesTarget.connections;
  const random = seededRandom(11);

  const { seedSeconds, seedLoad, seedCpuSeconds, vacuumSeconds } = await seedTreesAtScale(
    database,
    setup.count,
  );

  await bundleBenchServer();
  const server: ChildServer = await startServer({
    DATABASE_URL: setup.postgresUrl,
    BENCH_SCHEMA: database.schema!,
  });
  closers.push(server.stop);
  const url = server.url;
  const authorization = await logIn(url, setup.adminPassword);
  const runs: TreesRun[] = [];
  const add = (name: string, calls: number, measurement: Measurement) => {
    const run = { name, calls, measurement, load: load1() };
    runs.push(run);
    console.log(
      `PostgreSQL: ${name} (${calls.toLocaleString('en')} calls) at ${connections} connections: ` +
        `${Math.round(measurement.requestsPerSecond)} req/s, p50 ${measurement.p50} ms, p99 ${measurement.p99} ms (load ${run.load})`,
    );
    warnOnFailures(name, measurement);
  };
  const loadOf = (paths: string[], base = url, headers: Record<string, string> = {}): Load => ({
    url: base,
    calls: pathsCall(paths),
    headers,
    connections,
  });

  // The maps' calls, as a browser makes them: taking Brotli or gzip.
  const mapLoad = (paths: string[]) => loadOf(paths, url, { 'accept-encoding': 'br, gzip' });
  // The map's tiles: the route warmed up on zoom 1 first.
  await measureOnce(mapLoad(await tilePaths(database, 1, random)), 50);
  const rss = rssSampler(server.pid);
  const tiles = new Map<number, string[]>();
  for (const z of zooms) tiles.set(z, await tilePaths(database, z, random));
  // Each zoom cold, then warm: the cold pass has just kept every tile of the warm one.
  for (const z of zooms) {
    const paths = tiles.get(z)!;
    await bumpVersion(database);
    // The server reads the version again after half a second, and then drops the tiles it kept.
    await pause(700);
    add(`tiles z${z} cold`, paths.length, await measureOnce(mapLoad(paths), paths.length));
    add(`tiles z${z} warm`, paths.length, await measure(mapLoad(paths), seconds));
  }
  // The farmers' map, cold and warm as the tiles: its answers are kept under the same version.
  const farmerViews = await farmersMapPaths(database, random);
  await bumpVersion(database);
  await pause(700);
  add('farmers map cold', farmerViews.length, await measureOnce(mapLoad(farmerViews), farmerViews.length));
  add('farmers map warm', farmerViews.length, await measure(mapLoad(farmerViews), seconds));
  const tileRssMaxMb = rss.stop();
  const { memory } = await server.usage();
  console.log(
    `PostgreSQL: server RSS during the tile runs at most ${tileRssMaxMb} MB; after them, ` +
      `RSS ${mb(memory.rss)} MB: JS heap ${mb(memory.heapUsed)} MB used of ${mb(memory.heapTotal)} MB, ` +
      `outside it ${mb(memory.external)} MB (buffers ${mb(memory.arrayBuffers)} MB)`,
  );

  const codes = await sampleCodes(database, random, winCodes);
  add(
    'WIN lookup',
    codes.length,
    await measure(mapLoad(codes.map((c) => `/api/public/syt/?wins=${c}`)), seconds),
  );

  const endpoints = await listEndpoints(database, codes);
  const recorded = await recordQueries(
    setup,
    authorization,
    endpoints.flatMap((e) => e.paths),
    treesList,
  );
  const replayed = new Map<string, Query[]>();
  for (const [path, queries] of recorded) {
    replayed.set(path, queries);
    const naive = naiveOf(queries);
    if (naive) replayed.set(`/naive${path}`, naive);
  }
  const ceiling = await startReplay(database.sendSql, replayed);
  closers.push(ceiling.close);
  const lists: TreesListRun[] = [];
  for (const e of endpoints) {
    const { rimba, ceiling: ceilingRun } = await compareList(
      database,
      { rimba: url, ceiling: ceiling.url },
      authorization,
      e.paths,
      connections,
      seconds,
    );
    const hasNaive = e.paths.every((p) => replayed.has(`/naive${p}`));
    const naive = hasNaive
      ? await measure(
          loadOf(
            e.paths.map((p) => `/naive${p}`),
            ceiling.url,
          ),
          seconds,
        )
      : undefined;
    const run: TreesListRun = {
      endpoint: e.endpoint,
      asks: e.asks,
      calls: e.paths.length,
      rimba,
      ceiling: ceilingRun,
      ...(naive && { naive }),
      load: load1(),
    };
    lists.push(run);
    console.log(
      `PostgreSQL: trees list ${e.endpoint} at ${connections} connections: Rimba ${Math.round(rimba.requestsPerSecond)} req/s ` +
        `p99 ${rimba.p99} ms, ceiling ${Math.round(ceilingRun.requestsPerSecond)} req/s p99 ${ceilingRun.p99} ms` +
        (naive ? `, naive ${Math.round(naive.requestsPerSecond)} req/s p99 ${naive.p99} ms` : '') +
        ` (load ${run.load})`,
    );
    if (naive) warnOnFailures('naive', naive);
  }
  const lifePeakRssMb = mb((await server.usage()).maxRssBytes);

  const target: ScaleCheck[] = [
    seedCheck(seedSeconds, treesTarget.seedSeconds),
    ...runs.map((r) =>
      p99Check(
        r.name,
        r.measurement,
        r.name.startsWith('WIN') ? treesTarget.winP99Ms : treesTarget.tileP99Ms,
      ),
    ),
    ...lists.map((l) => p99Check(`list ${l.endpoint}`, l.rimba, treesTarget.listP99Ms)),
    {
      what: 'server RSS during tiles',
      figure: tileRssMaxMb,
      bar: treesTarget.rssMb,
      unit: 'MB',
      met: tileRssMaxMb < treesTarget.rssMb,
    },
  ];
  return {
    trees: setup.count,
    seedSeconds,
    seedLoad,
    seedCpuSeconds,
    vacuumSeconds,
    runs,
    lists,
    tileRssMaxMb,
    lifePeakRssMb,
    target,
  };
}
