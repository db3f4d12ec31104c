import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import type { AppDirs } from '../../src/apps/static.js';
import { type Config, loadConfig } from '../../src/config.js';
import { bootstrap } from '../../src/db/bootstrap.js';
import { type DbKind, openDatabase } from '../../src/db/connection.js';
import type { Database } from '../../src/db/schema.js';

export type TestDatabase = DbKind;

/** The databases the server suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const testPasswords = { admin: 'admin-secret-1', viewer: 'viewer-secret-1' };

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close: () => Promise<void>;
}

/**
 * A real application on a fresh database with the demo content: in-memory PGlite, or a schema of its own
 * on the PostgreSQL of TEST_DATABASE_URL (dropped on close). Files go to a temporary folder.
 */
export async function createTestApp(
  kind: TestDatabase = 'pglite',
  env: Record<string, string> = {},
  appDirs?: AppDirs,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rimba-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: testPasswords.admin,
      VIEWER_PASSWORD: testPasswords.viewer,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    memoryDb: true,
  };
  let schema: string | undefined;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    config.databaseUrl = url;
  }
  const { db, kind: dbKind, close: closeDb } = await openDatabase(config, schema);
  await bootstrap(db, config);
  const app = await buildApp({ config, db, dbKind, logger: false, appDirs });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      if (schema) await db.schema.dropSchema(schema).cascade().execute();
      await closeDb();
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
 * A real server listening on a random loopback port, for end-to-end tests. The jsdom suites (admin, site)
 * get one from `global-server.ts`: read its URL in a test with `inject('apiUrl')` from vitest.
 */
export async function startTestServer(
  kind: TestDatabase = 'pglite',
  env: Record<string, string> = {},
): Promise<TestServer> {
  const test = await createTestApp(kind, env);
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
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
