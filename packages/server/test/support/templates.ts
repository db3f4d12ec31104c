import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/config.js';
import { bootstrap } from '../../src/db/bootstrap.js';
import { openDatabase } from '../../src/db/connection.js';

export const testPasswords = { admin: 'admin-secret-1', viewer: 'viewer-secret-1' };

/** The configuration of a test app: the test passwords, no logging, an in-memory PGlite, and `env` on top. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: testPasswords.admin,
      VIEWER_PASSWORD: testPasswords.viewer,
      LOG_LEVEL: 'silent',
      // No test calls the internet: a saved video's still is asked of a closed local port unless a test
      // serves one.
      VIDEO_THUMBNAIL_YOUTUBE_URL: 'http://127.0.0.1:9',
      VIDEO_THUMBNAIL_VIMEO_URL: 'http://127.0.0.1:9',
      ...env,
    }),
    memoryDb: true,
  };
}

/**
 * The settings bootstrap() reads besides the data folder. Typed against bootstrap's own parameter, so a
 * setting it starts reading fails to compile here until it is listed: a test that changes it must not be
 * handed a template bootstrapped without it.
 */
const bootstrapSettings: Record<Exclude<keyof Parameters<typeof bootstrap>[1], 'dataDir'>, true> = {
  adminPassword: true,
  viewerPassword: true,
  demoContent: true,
  storage: true,
};

/** Equal for two configurations exactly when bootstrap() would leave the same database and files. */
export function bootstrapKey(config: Config): string {
  return JSON.stringify(
    Object.keys(bootstrapSettings).map((k) =>
      // The local uploads folder is the app's own data folder, which the template's files are copied into.
      k === 'storage' && config.storage.kind === 'local'
        ? 'local'
        : config[k as keyof typeof bootstrapSettings],
    ),
  );
}

/**
 * Databases migrated and bootstrapped once per run, which each test app copies instead of starting from
 * nothing: a PGlite data directory dump, and a PostgreSQL database to clone with CREATE DATABASE ... TEMPLATE.
 */
export interface TestTemplates {
  /** The bootstrapKey of the templates' configuration. */
  key: string;
  /** The files bootstrap wrote (the demo pictures), copied into each app's data folder. */
  pglite: { dump: string; dataDir: string };
  postgres?: { database: string; dataDir: string; run: string };
}

/** Names of the databases of one test run: its template, and one clone per test app. */
export const templateDatabase = (run: string) => `rimba_tpl_${run}`;
export const testDatabaseName = (run: string) => `rimba_t_${run}_${randomBytes(6).toString('hex')}`;

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs statements on the database of TEST_DATABASE_URL (CREATE and DROP DATABASE run outside any other). */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

async function pgliteTemplate(root: string): Promise<TestTemplates['pglite']> {
  const dataDir = path.join(root, 'pglite-data');
  await mkdir(dataDir);
  const config = testConfig(dataDir);
  const { db, pglite, close } = await openDatabase(config);
  await bootstrap(db, config);
  // Uncompressed: loading it is what every test app waits for, and gunzip costs more than reading the file.
  const dump = path.join(root, 'pglite.tar');
  await writeFile(dump, Buffer.from(await (await pglite!.dumpDataDir('none')).arrayBuffer()));
  await close();
  return { dump, dataDir };
}

async function postgresTemplate(root: string, url: string): Promise<TestTemplates['postgres']> {
  const run = randomBytes(6).toString('hex');
  const database = templateDatabase(run);
  const dataDir = path.join(root, 'postgres-data');
  await mkdir(dataDir);
  await onServer(url, `create database ${database}`);
  const config = { ...testConfig(dataDir), databaseUrl: databaseUrl(url, database) };
  const { db, close } = await openDatabase(config);
  await bootstrap(db, config);
  await close();
  // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template: nobody may connect from
  // now on. The closed pool's connections may still be on their way out; CREATE DATABASE waits a few seconds
  // for them, and createTestApp tries again after that. Ending them here instead would reach a client that
  // is still closing, and its pool would throw the termination at the run.
  await onServer(url, `alter database ${database} with allow_connections false`);
  return { database, dataDir, run };
}

/** Builds the templates (PostgreSQL too when TEST_DATABASE_URL is set) and answers how to remove them. */
export async function buildTemplates(): Promise<{ templates: TestTemplates; remove: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const root = await mkdtemp(path.join(tmpdir(), 'rimba-templates-'));
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(root),
    url ? postgresTemplate(root, url) : undefined,
  ]);
  const templates: TestTemplates = { key: bootstrapKey(testConfig(root)), pglite, postgres };
  const remove = async () => {
    if (url && postgres) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // Clones a crashed test left behind go with the template.
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like 'rimba\\_t\\_${postgres.run}\\_%'`,
        );
        for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
        await client.query(`drop database if exists ${postgres.database} with (force)`);
      } finally {
        await client.end();
      }
    }
    await rm(root, { recursive: true, force: true });
  };
  return { templates, remove };
}

let pgliteDump: Promise<Blob> | undefined;

/** The PGlite template's dump, read once per test file. */
export function readPgliteDump(templates: TestTemplates): Promise<Blob> {
  pgliteDump ??= readFile(templates.pglite.dump).then((b) => new Blob([b]));
  return pgliteDump;
}

/** Copies the files bootstrap wrote for a template into a test app's data folder. */
export const copyTemplateFiles = (from: string, to: string) => cp(from, to, { recursive: true });
