import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';
import { createDatabase } from './databases.js';
import { load1, type ScaleSetup } from './scale-lists.js';
import { mb, type RssSample, rssSampler, seedTreesAtScale } from './trees.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const opsCli = fileURLToPath(new URL('../../packages/server/src/cli/ops.ts', import.meta.url));
/** How often the CLI's resident memory is read. */
const sampleMs = 250;
/** The moments of a run, as shares of its time, at which its memory is reported. */
export const rssShares = [0.25, 0.5, 0.75] as const;

/** One run of `npm run backup` or `npm run restore`, as a child process. */
export interface OpsRun {
  command: 'backup' | 'restore';
  /** Wall seconds of the child process, from its start to its exit. */
  seconds: number;
  /** The archive written or read. */
  archiveMb: number;
  /** Rows of every table, as its summary line counts them. */
  rows: number;
  rowsPerSecond: number;
  maxRssMb: number;
  /** Its RSS at 25, 50 and 75% of its time. */
  rssAtMb: number[];
  /** RSS samples taken (one every 250 ms). */
  samples: number;
  /** Its summary line, as printed. */
  summary: string;
  load: number;
}

export interface BackupBenchResult {
  /** Trees in the backed-up database: the seeded ones and the demo's. */
  trees: number;
  seedSeconds: number;
  seedLoad: number;
  runs: OpsRun[];
  /** Trees counted in the restored database. */
  restoredTrees: number;
}

/** The PostgreSQL URL of `url`, with every connection's search path set to `schema` first. */
export function inSchema(url: string, schema: string): string {
  const own = new URL(url);
  own.searchParams.set('options', `-c search_path=${schema},public`);
  return own.toString();
}

/** The sample taken nearest to `ms` after sampling began. */
function nearest(samples: RssSample[], ms: number): RssSample | undefined {
  let best: RssSample | undefined;
  for (const s of samples) if (!best || Math.abs(s.ms - ms) < Math.abs(best.ms - ms)) best = s;
  return best;
}

/**
 * Runs the operations CLI as the user's `npm run backup` / `npm run restore` does (node with the server's
 * heap flags and tsx's loader,
 * here started with no npm or tsx wrapper in between, so that the process sampled is the one doing the
 * work), reading its RSS every 250 ms; its progress lines go on to stderr.
 */
async function runOps(
  command: OpsRun['command'],
  args: string[],
  env: Record<string, string>,
  archive: string,
): Promise<OpsRun> {
  const start = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', opsCli, command, ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      TMPDIR: os.tmpdir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rss = rssSampler(child.pid!, sampleMs);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
    // The lines of a table or the files under way (a line each 5 s), not the end of each of ~100 tables.
    for (const line of text.split('\n')) {
      if (line.trim() && !/\(100%\)$| 0 \/ 0 rows$/.test(line)) console.error(`  ${command}: ${line.trim()}`);
    }
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const seconds = (performance.now() - start) / 1000;
  const maxRssMb = rss.stop();
  if (code !== 0) {
    throw new Error(`npm run ${command} exited with ${code}:\n${stderr.trim() || stdout.trim()}`);
  }
  const summary = stdout.trim().split('\n')[0] ?? '';
  const counted = /^(?:Backed up|Restored) ([\d,]+) rows/.exec(summary);
  if (!counted) throw new Error(`npm run ${command} printed no row count: ${summary}`);
  const rows = Number(counted[1]!.replaceAll(',', ''));
  const samples = rss.samples();
  const span = samples.at(-1)?.ms ?? seconds * 1000;
  return {
    command,
    seconds: Math.round(seconds * 10) / 10,
    archiveMb: Math.round(((await stat(archive)).size / 2 ** 20) * 10) / 10,
    rows,
    rowsPerSecond: Math.round(rows / seconds),
    maxRssMb,
    rssAtMb: rssShares.map((share) => mb(nearest(samples, share * span)?.bytes ?? 0)),
    samples: samples.length,
    summary,
    load: load1(),
  };
}

async function countTrees(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*)::text as n from trees');
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

/**
 * Backup and restore at scale on PostgreSQL: seeds `count` trees as the trees suite does, backs the run's
 * schema and data folder up with `npm run backup`, restores the archive with `npm run restore` into a
 * database of its own that is empty (and an empty data folder), each a child process whose RSS is
 * sampled, and counts the restored trees against the backed-up ones (the restore checks every table's
 * row count and checksum itself).
 */
export async function benchBackup(setup: ScaleSetup): Promise<BackupBenchResult> {
  const { database, config, closers } = setup;
  const { seedSeconds, seedLoad } = await seedTreesAtScale(database, setup.count);
  const [counted] = await database.sendSql('select count(*)::int as n from trees', []);
  const trees = Number(counted?.n);

  const work = await mkdtemp(path.join(os.tmpdir(), 'rimba-bench-backup-'));
  closers.push(() => rm(work, { recursive: true, force: true }));
  const archive = path.join(work, 'backup.tar.gz');
  const backup = await runOps(
    'backup',
    ['--out', archive],
    { DATABASE_URL: inSchema(setup.postgresUrl, database.schema!), DATA_DIR: config.dataDir },
    archive,
  );
  console.log(
    `PostgreSQL: backup in ${backup.seconds} s, ${backup.archiveMb} MB, max RSS ${backup.maxRssMb} MB: ${backup.summary}`,
  );

  const target = await createDatabase(setup.postgresUrl);
  closers.push(target.drop);
  const restore = await runOps(
    'restore',
    [archive],
    { DATABASE_URL: target.url, DATA_DIR: path.join(work, 'restored') },
    archive,
  );
  console.log(
    `PostgreSQL: restore in ${restore.seconds} s, max RSS ${restore.maxRssMb} MB: ${restore.summary}`,
  );
  const restoredTrees = await countTrees(target.url);
  if (restoredTrees !== trees) {
    throw new Error(`The restored database holds ${restoredTrees} trees; the backed-up one ${trees}`);
  }
  console.log(`PostgreSQL: the restored database holds the ${trees.toLocaleString('en')} trees`);
  return { trees, seedSeconds, seedLoad, runs: [backup, restore], restoredTrees };
}
