import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.js';
import { loadConfig } from '../src/config.js';
import { bootstrap } from '../src/db/bootstrap.js';
import { openDatabase } from '../src/db/connection.js';

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
  });

  it('reuses the data on a second start and loads nothing again', async () => {
    const second = await start();
    expect(second.result.demoLoaded).toBe(false);
    expect(second.partners).toBe(12);
    expect(second.result.accounts.every((a) => a.password === undefined)).toBe(true);
  });

  it('sets the admin password to ADMIN_PASSWORD when it is given', async () => {
    const third = await start({ ADMIN_PASSWORD: 'a-new-admin-pass' });
    expect(await verifyPassword(third.adminHash, 'a-new-admin-pass')).toBe(true);
  });
});
