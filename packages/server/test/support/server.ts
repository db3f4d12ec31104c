import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { AppDirs } from '../../src/apps/static.js';
import type { Config } from '../../src/config.js';
import { bootstrap } from '../../src/db/bootstrap.js';
import { type DbKind, openDatabase } from '../../src/db/connection.js';
import type { Database } from '../../src/db/schema.js';
import {
  bootstrapKey,
  copyTemplateFiles,
  databaseUrl,
  onServer,
  readPgliteDump,
  type TestTemplates,
  testConfig,
  testDatabaseName,
  testPasswords,
} from './templates.js';

export type TestDatabase = DbKind;

/**
 * The database a behaviour of the server is tested on, once: PostgreSQL when TEST_DATABASE_URL is set (the
 * cheaper of the two to start and to query), otherwise PGlite. Both run the same SQL; the suites of the
 * browser apps and the end-to-end tests run on PGlite, as `npm start` does.
 */
export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/**
 * Both databases, for what the two may do differently: their start, their schema as read back, their
 * drivers' types, triggers, locks and leases, and writes that race. PostgreSQL only when
 * TEST_DATABASE_URL is set.
 */
export const bothDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export { testPasswords };

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close: () => Promise<void>;
}

let templates: TestTemplates | undefined;

/** The run's template databases (the server suite's setup file hands them over from its global setup). */
export function useTestTemplates(t: TestTemplates | undefined): void {
  templates = t;
}

/** The PostgreSQL error of CREATE or DROP DATABASE while someone is still connected to the database. */
const objectInUse = '55006';

/**
 * Runs CREATE or DROP DATABASE, again while a connection to the database is still there. A closed pool
 * answers before its connections have left, and PostgreSQL waits only a few seconds for them.
 */
async function whenUnused(url: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(url, statement);
    } catch (error) {
      if ((error as { code?: string }).code !== objectInUse || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** A database of its own on the PostgreSQL of TEST_DATABASE_URL: a clone of the template, or empty. */
async function createPostgresDatabase(url: string, template?: string): Promise<string> {
  // Named after the run, so that the run's teardown also drops what a crashed test left behind.
  const name = testDatabaseName(templates?.postgres?.run ?? 'norun');
  await whenUnused(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return name;
}

/**
 * A real application on a database of its own with the demo content: in-memory PGlite, or a database on
 * the PostgreSQL of TEST_DATABASE_URL (dropped on close). Files go to a temporary folder. It starts as a
 * copy of the run's template when `env` leaves bootstrap as the template had it, otherwise bootstrap runs.
 */
export async function createTestApp(
  kind: TestDatabase = 'pglite',
  env: Record<string, string> = {},
  appDirs?: AppDirs,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rimba-test-'));
  const config = testConfig(dataDir, env);
  const template = templates?.key === bootstrapKey(config) ? templates : undefined;
  const from = kind === 'pglite' ? template?.pglite : template?.postgres;
  let database: string | undefined;
  if (kind === 'postgres') {
    database = await createPostgresDatabase(testDatabaseUrl(), template?.postgres?.database);
    config.databaseUrl = databaseUrl(testDatabaseUrl(), database);
  }
  if (from) await copyTemplateFiles(from.dataDir, dataDir);
  const loadDataDir = kind === 'pglite' && template ? await readPgliteDump(template) : undefined;
  const { db, kind: dbKind, pool, close: closeDb } = await openDatabase(config, undefined, { loadDataDir });
  if (!from) await bootstrap(db, config);
  const app = await buildApp({ config, db, dbKind, logger: false, appDirs, pool });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await closeDb();
      if (database) await dropPostgresDatabase(database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

// Not WITH (FORCE): ending a connection its closed pool is still closing makes the pool throw.
const dropPostgresDatabase = (database: string) =>
  whenUnused(testDatabaseUrl(), `drop database if exists ${database}`);

/** A database and data folder for a server that another process runs. */
export interface TestDatabaseCopy {
  /** The database's connection string, for the process's DATABASE_URL. */
  databaseUrl: string;
  /** A data folder holding the files bootstrap wrote with the database, for its DATA_DIR. */
  dataDir: string;
  /** The settings the database was bootstrapped with, for the process's environment. */
  env: Record<string, string>;
  /** Drops the database and removes the folder, once nothing is connected to the database any more. */
  remove: () => Promise<void>;
}

/**
 * A database of its own on the PostgreSQL of TEST_DATABASE_URL, a copy of the run's template (migrated,
 * with the demo content and the test passwords), for a real server started as a process of its own.
 * With `empty`, a database just created, with no table, and an empty data folder: the server's first start
 * migrates it and loads the demo content.
 */
export async function createPostgresTestDatabase({ empty = false } = {}): Promise<TestDatabaseCopy> {
  const template = templates?.postgres;
  if (!template) throw new Error('The run has no PostgreSQL template: is TEST_DATABASE_URL set?');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rimba-test-'));
  const database = await createPostgresDatabase(testDatabaseUrl(), empty ? undefined : template.database);
  if (!empty) await copyTemplateFiles(template.dataDir, dataDir);
  return {
    databaseUrl: databaseUrl(testDatabaseUrl(), database),
    dataDir,
    env: { ADMIN_PASSWORD: testPasswords.admin, VIEWER_PASSWORD: testPasswords.viewer },
    remove: async () => {
      await dropPostgresDatabase(database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  url: string;
  adminPassword: string;
  viewerPassword: string;
  close: () => Promise<void>;
}

/**
 * A real server listening on a random loopback port (or `env.PORT`, for a server whose PUBLIC_URL must be
 * its own address: the pages payment providers send the payer back to), for end-to-end tests. The jsdom
 * suites (admin, site) get one from `global-server.ts`: read its URL in a test with `inject('apiUrl')`.
 */
export async function startTestServer(
  kind: TestDatabase = 'pglite',
  env: Record<string, string> = {},
): Promise<TestServer> {
  const test = await createTestApp(kind, env);
  const address = await test.app.listen({ port: env.PORT ? test.config.port : 0, host: '127.0.0.1' });
  return {
    url: address,
    adminPassword: testPasswords.admin,
    viewerPassword: testPasswords.viewer,
    close: test.close,
  };
}

/** Logs in through the API and answers the bearer header. */
export async function login(
  app: FastifyInstance,
  username: keyof typeof testPasswords,
): Promise<{ authorization: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: testPasswords[username] },
  });
  if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}
export { solidPng } from './fixtures.js';

/** A loopback port nobody listens on right now (for a mail receiver or a started server). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export {
  type MidtransStatus,
  MidtransTestServer,
  type MidtransTestServerOptions,
  type MidtransTransaction,
} from './providers/midtrans.js';
export {
  type PayPalCapture,
  type PayPalCaptureStatus,
  type PayPalOrder,
  type PayPalOrderStatus,
  PayPalTestServer,
  type PayPalTestServerOptions,
  type WebhookDelivery,
} from './providers/paypal.js';
