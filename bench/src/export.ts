import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../packages/server/src/config.js';
import { bootstrap } from '../../packages/server/src/db/bootstrap.js';
import { seedPartners } from '../../packages/server/src/db/seed/scale.js';
import { bundleBenchServer, startServer } from './child-server.js';
import { createDatabase, openPostgres } from './databases.js';
import { startCommand, UsageError } from './options.js';

const formats = ['xlsx', 'csv', 'html'] as const;
type Format = (typeof formats)[number];

const usage = `Usage: npm run bench:export -- [--rows N] [--formats xlsx,csv,html] [--batch N]

  --rows N        partners to seed (default 1000000)
  --formats L     comma-separated formats to download (default xlsx,csv,html)
  --batch N       rows the server reads per query (default: the server's own, 5000)

Seeds the partners in a database of its own (dropped at the end) on the PostgreSQL server of
BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Each format is then downloaded over HTTP from a Rimba server
started for it in a child process, so its peak RSS is the export's alone. Prints rows/s and peak RSS.`;

interface Options {
  rows: number;
  formats: Format[];
  batch?: number;
  postgresUrl: string;
}

function whole(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function readOptions(args: string[], env: Record<string, string | undefined>): Options | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        rows: { type: 'string', default: '1000000' },
        formats: { type: 'string', default: formats.join(',') },
        batch: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const chosen = String(values.formats)
    .split(',')
    .map((f) => f.trim());
  for (const f of chosen) {
    if (!formats.includes(f as Format))
      throw new UsageError(`--formats takes xlsx, csv and html, got "${f}"`);
  }
  return {
    rows: whole('rows', String(values.rows), 1, 10_000_000),
    formats: [...new Set(chosen as Format[])],
    batch: values.batch === undefined ? undefined : whole('batch', String(values.batch), 1, 100_000),
    postgresUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  };
}

interface Result {
  format: Format;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  /** RSS of the server process, in MB: when idle before the download, and its peak up to the end. */
  idleRssMb: number;
  peakRssMb: number;
}

const adminPassword = 'bench-admin-secret';
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/export-latest.json');
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

async function logIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  if (res.status !== 200) throw new Error(`Login failed with ${res.status}: ${await res.text()}`);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

/**
 * Downloads one export with node:http, reading the body as it comes and keeping none of it; counts
 * lines. (fetch's web streams cost the client about as much CPU as the server's own work, on the same
 * cores.)
 */
function download(
  url: string,
  authorization: string,
): Promise<{ seconds: number; bytes: number; lines: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization } }, (res) => {
      let bytes = 0;
      let lines = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (res.statusCode !== 200) chunks.push(chunk);
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) {
          reject(new Error(`Export failed with ${res.statusCode}: ${Buffer.concat(chunks).toString()}`));
        } else resolve({ seconds: (performance.now() - started) / 1000, bytes, lines });
      });
    });
    request.on('error', reject);
  });
}

async function measure(format: Format, options: Options, env: Record<string, string>): Promise<Result> {
  const server = await startServer(env);
  try {
    const authorization = await logIn(server.url);
    const idle = await server.usage();
    const got = await download(`${server.url}/api/partners/export?format=${format}`, authorization);
    if (format === 'csv' && got.lines !== options.rows + 1) {
      throw new Error(`The csv has ${got.lines} lines, not the header and ${options.rows} rows`);
    }
    const { maxRssBytes } = await server.usage();
    return {
      format,
      rows: options.rows,
      seconds: Math.round(got.seconds * 100) / 100,
      rowsPerSecond: Math.round(options.rows / got.seconds),
      megabytes: Math.round((got.bytes / 2 ** 20) * 10) / 10,
      idleRssMb: mb(idle.rssBytes),
      peakRssMb: mb(maxRssBytes),
    };
  } finally {
    await server.stop();
  }
}

function formatTable(results: Result[]): string {
  const head = ['format', 'rows', 'seconds', 'rows/s', 'MB sent', 'idle RSS MB', 'peak RSS MB'];
  const body = results.map((r) => [
    r.format,
    r.rows.toLocaleString('en'),
    r.seconds.toFixed(2),
    r.rowsPerSecond.toLocaleString('en'),
    r.megabytes.toFixed(1),
    String(r.idleRssMb),
    String(r.peakRssMb),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  return [head, ...body].map((row) => row.map((cell, i) => cell.padStart(widths[i]!)).join('  ')).join('\n');
}

/** Run when the bench is interrupted, so no PostgreSQL database or temporary folder is left behind. */
let cleanUp: (() => Promise<void>) | undefined;

async function main(): Promise<void> {
  const options = startCommand(readOptions, usage, () => cleanUp?.());
  if (!options) return;
  const cpus = os.cpus();
  const machine = { cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown', node: process.version };
  console.log(
    `Rimba export benchmark: ${options.rows.toLocaleString('en')} partners on PostgreSQL, ` +
      `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}\n` +
      'PostgreSQL, the server and the downloading client share this machine.\n',
  );

  await bundleBenchServer();
  const own = await createDatabase(options.postgresUrl);
  const database = await openPostgres(own.url);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rimba-bench-'));
  const close = async () => {
    await database.close();
    await own.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  cleanUp = close;
  const results: Result[] = [];
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'silent',
    });
    await bootstrap(database.db, config);
    console.log(`Seeding ${options.rows.toLocaleString('en')} partners …`);
    const seedStart = performance.now();
    await seedPartners(database.db, options.rows);
    console.log(`Seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);

    const env: Record<string, string> = {
      DATABASE_URL: own.url,
      BENCH_SCHEMA: database.schema!,
      ...(options.batch ? { BENCH_BATCH_SIZE: String(options.batch) } : {}),
    };
    for (const format of options.formats) {
      const result = await measure(format, options, env);
      results.push(result);
      console.log(
        `${format}: ${result.rowsPerSecond.toLocaleString('en')} rows/s (${result.seconds} s, ` +
          `${result.megabytes} MB), server peak RSS ${result.peakRssMb} MB`,
      );
    }
  } finally {
    cleanUp = undefined;
    await close();
  }

  console.log(`\n${formatTable(results)}`);
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
