import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@rimba/server';
import { loadConfig } from '../../packages/server/src/config.js';
import { openDatabase } from '../../packages/server/src/db/connection.js';

/** What a benchmark and this server say to each other over the IPC channel. */
export type ServerMessage =
  | { url: string }
  | { maxRssBytes: number; rssBytes: number; memory: NodeJS.MemoryUsage };
export type BenchMessage = 'usage';

/**
 * A Rimba server in a process of its own, so that its peak memory is its own: the export benchmark
 * starts one per measurement, the trees benchmark one for its calls. It serves the PostgreSQL schema the benchmark seeded (given in
 * BENCH_SCHEMA; the benchmark has already migrated it and created the accounts), reports its URL once
 * listening, answers 'usage' with its peak and current RSS and its heap's parts, and stops when the benchmark goes away.
 */
async function main(): Promise<void> {
  const send = (message: ServerMessage) => process.send?.(message);
  const databaseUrl = process.env.DATABASE_URL;
  const schema = process.env.BENCH_SCHEMA;
  if (!databaseUrl || !schema || !process.send) {
    throw new Error('Started by a benchmark only (DATABASE_URL, BENCH_SCHEMA and an IPC channel)');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rimba-bench-export-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // A run may measure the dashboards with their answers kept (the default) or counted on every call.
    ...(process.env.DASHBOARD_CACHE_SECONDS && {
      DASHBOARD_CACHE_SECONDS: process.env.DASHBOARD_CACHE_SECONDS,
    }),
  });
  const { db, close } = await openDatabase(config, schema);
  const app = await buildApp({ config, db, dbKind: 'postgres', logger: false });
  const batchSize = Number(process.env.BENCH_BATCH_SIZE);
  if (batchSize > 0) app.exportSettings.batchSize = batchSize;
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  process.on('message', (message: BenchMessage) => {
    if (message === 'usage') {
      send({
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
        rssBytes: process.memoryUsage.rss(),
        memory: process.memoryUsage(),
      });
    }
  });
  process.once('disconnect', async () => {
    await app.close();
    await close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  send({ url });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
