import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.js';
import { loadConfig } from '../src/config.js';
import { bootstrap } from '../src/db/bootstrap.js';
import { openDatabase } from '../src/db/connection.js';
import { bothDatabases, createTestApp, type TestApp, testPasswords } from './support/server.js';
import { databaseUrl, onServer, testConfig, testDatabaseName } from './support/templates.js';

describe('start on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rimba-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const start = async (env: Record<string, string> = {}) => {
    const config = loadConfig({ DATA_DIR: dataDir, ...env });
    const { db, close } = await openDatabase(config);
    const result = await bootstrap(db, config);
    const partners = await db
      .selectFrom('partners' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const admin = await db
      .selectFrom('users')
      .select('password')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await close();
    return { result, partners: Number(partners.n), adminHash: admin.password };
  };

  it('loads demo content and generates, stores and reports passwords on the first start', async () => {
    const first = await start();
    expect(first.result.demoLoaded).toBe(true);
    expect(first.partners).toBe(12);
    const admin = first.result.accounts.find((a) => a.username === 'admin')!;
    expect(admin.password).toMatch(/^[\w-]{16}$/);
    expect(await verifyPassword(first.adminHash, admin.password!)).toBe(true);
    const file = await readFile(first.result.credentialsFile, 'utf8');
    expect(file).toContain(`admin: ${admin.password}`);
    // Migrating and loading the whole demo content on a disk: 15 s alone, much longer beside other suites.
  }, 120_000);

  it('reuses the data on a second start and loads nothing again', async () => {
    const second = await start();
    expect(second.result.demoLoaded).toBe(false);
    expect(second.partners).toBe(12);
    expect(second.result.accounts.every((a) => a.password === undefined)).toBe(true);
  });

  it('refuses to start with an ADMIN_PASSWORD or VIEWER_PASSWORD that is easy to guess, changing nothing', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'rimba-weak-'));
    const { db, close } = await openDatabase(loadConfig({ DATA_DIR: emptyDir }));
    try {
      for (const [variable, value] of [
        ['ADMIN_PASSWORD', 'admin2026'],
        ['VIEWER_PASSWORD', '12345678'],
      ] as const) {
        await expect(bootstrap(db, loadConfig({ DATA_DIR: emptyDir, [variable]: value }))).rejects.toThrow(
          new RegExp(`^${variable}: This password is too easy to guess\\. \\S`),
        );
      }
      await expect(db.selectFrom('users').select('id').execute()).rejects.toThrow(/users/);
    } finally {
      await close();
      await rm(emptyDir, { recursive: true, force: true });
    }
  });

  it('sets the admin password to ADMIN_PASSWORD when it is given', async () => {
    const third = await start({ ADMIN_PASSWORD: 'a-new-admin-pass' });
    expect(await verifyPassword(third.adminHash, 'a-new-admin-pass')).toBe(true);
  });
});

describe.each(bothDatabases)('test apps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO_CONTENT: 'false', ADMIN_PASSWORD: 'another-admin-1' });
  });
  afterAll(() => t.close());

  it('start from a fresh bootstrap, not the shared template, when their settings change what bootstrap does', async () => {
    const partners = await t.app.inject({ url: '/api/public/partners' });
    expect(partners.json().data).toEqual([]);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password } });
    expect((await login('another-admin-1')).statusCode).toBe(200);
    expect((await login(testPasswords.admin)).statusCode).toBe(401);
  });

  it('tell the admin the demo content is off, so it hides the example modules', async () => {
    const options = await t.app.inject({ url: '/api/no-auth/options' });
    expect(options.json()).toMatchObject({ demoContent: false });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances started together on an empty PostgreSQL',
  () => {
    const server = process.env.TEST_DATABASE_URL!;
    const database = testDatabaseName('boot');
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'rimba-start-'));
      await onServer(server, `create database ${database}`);
    });
    afterAll(async () => {
      await onServer(server, `drop database if exists ${database}`);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('set it up one after the other: both start, with one admin and one set of demo content', async () => {
      const config = { ...testConfig(dataDir), databaseUrl: databaseUrl(server, database) };
      const instances = await Promise.all([openDatabase(config), openDatabase(config)]);
      try {
        const results = await Promise.all(instances.map(({ db }) => bootstrap(db, config)));
        expect(results.map((r) => r.demoLoaded).sort()).toEqual([false, true]);
        const { db } = instances[0]!;
        const count = async (table: string, where = sql`true`) =>
          Number(
            (
              await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(
                db,
              )
            ).rows[0]!.n,
          );
        expect(await count('users', sql`username in ('admin', 'viewer')`)).toBe(2);
        expect(await count('partners')).toBe(12);
        expect(await count('discounts')).toBe(2);
      } finally {
        await Promise.all(instances.map((i) => i.close()));
      }
    });
  },
);
