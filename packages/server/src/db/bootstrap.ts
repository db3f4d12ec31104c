import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiTokens, resources, resourceTasks, superRoleId } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { passwordWeakness } from '../auth/password-strength.js';
import { generatePassword, hashPassword, verifyPassword } from '../auth/passwords.js';
import { grantTasks, syncRolesAndTasks, viewerRoleName } from '../auth/roles.js';
import type { Config } from '../config.js';
import { resourceMigrations, serverParts } from '../features/index.js';
import { type FileStore, openStore } from '../storage/store.js';
import { migrate } from './migrate.js';
import type { Database } from './schema.js';
import { demoMarker, loadDemoContent } from './seed/demo.js';

export interface Account {
  username: string;
  /** The password, when this start created or changed it; otherwise undefined (it is unchanged). */
  password?: string;
}

export interface BootstrapResult {
  demoLoaded: boolean;
  accounts: Account[];
  /** Where generated passwords are kept for the operator. */
  credentialsFile: string;
}

interface AccountSpec {
  username: string;
  fullname: string;
  email: string;
  roleId: () => Promise<number>;
  configured?: string;
}

/**
 * Creates an account when it does not exist, with the configured password or a generated one; when a
 * password is configured, an existing account is brought in line with it.
 */
async function ensureAccount(db: Kysely<Database>, spec: AccountSpec): Promise<Account> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', spec.username))
    .executeTakeFirst();
  if (!existing) {
    const password = spec.configured ?? generatePassword();
    await db
      .insertInto('users')
      .values({
        username: spec.username,
        fullname: spec.fullname,
        email: spec.email,
        password: await hashPassword(password),
        role_id: await spec.roleId(),
      })
      .execute();
    return { username: spec.username, password };
  }
  if (spec.configured && !(await verifyPassword(existing.password, spec.configured))) {
    await db
      .updateTable('users')
      .set({ password: await hashPassword(spec.configured), updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    return { username: spec.username, password: spec.configured };
  }
  return { username: spec.username };
}

async function rememberPasswords(file: string, accounts: Account[], configured: Set<string>): Promise<void> {
  const generated = accounts.filter((a) => a.password && !configured.has(a.username));
  if (generated.length === 0) return;
  const previous = await readFile(file, 'utf8').catch(() => '');
  const lines = generated.map((a) => `${a.username}: ${a.password}`).join('\n');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${previous}${lines}\n`, { mode: 0o600 });
}

/**
 * The advisory lock every instance takes for the setup after the migrations (roles, accounts, demo
 * content), as the migrator takes one for the migrations: instances started together on an empty
 * database set it up one after the other, and the later ones find it done.
 */
const setupLock = sql.lit(7_426_031_955_001_284);

/**
 * Everything a start needs before serving: the schema, the built-in roles and tasks, the super user and
 * viewer accounts, and, on the first start only, the demo content (its pictures put in `store`, or in
 * the configured one).
 */
export async function bootstrap(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir' | 'adminPassword' | 'viewerPassword' | 'demoContent' | 'storage'>,
  store?: FileStore,
): Promise<BootstrapResult> {
  // A configured password is held to the rule every other password is, before anything is changed.
  for (const [variable, password, username] of [
    ['ADMIN_PASSWORD', config.adminPassword, 'admin'],
    ['VIEWER_PASSWORD', config.viewerPassword, 'viewer'],
  ] as const) {
    const weak = password === undefined ? null : await passwordWeakness(password, [username], 'en');
    if (weak) throw new Error(`${variable}: ${weak}`);
  }
  await migrate(db, resourceMigrations());
  // A session lock on one connection, so that the demo content keeps its own transaction; it goes with
  // the session if the process dies.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${setupLock})`.execute(conn);
    try {
      return await setUp(conn, config, store);
    } finally {
      await sql`select pg_advisory_unlock(${setupLock})`.execute(conn);
    }
  });
}

async function setUp(
  db: Kysely<Database>,
  config: Parameters<typeof bootstrap>[1],
  store?: FileStore,
): Promise<BootstrapResult> {
  await syncRolesAndTasks(db, resources);
  // The viewer reads every row of the master data, whatever area a row scope keeps it to.
  const masterReads = resources
    .filter((r) => r.menu.module === 'master' && !r.personal)
    .flatMap((r) => [r.permissions.read, ...(r.scope?.except ? [r.scope.except] : [])]);
  // Everyone may keep personal API tokens of their own.
  const ownTokens = resourceTasks(apiTokens);
  await grantTasks(db, viewerRoleName, [...masterReads, ...ownTokens]);

  const viewerRoleId = async () =>
    (
      await db
        .selectFrom('roles')
        .select('id')
        .where('role_name', '=', viewerRoleName)
        .executeTakeFirstOrThrow()
    ).id;
  const accounts = [
    await ensureAccount(db, {
      username: 'admin',
      fullname: 'Super Admin',
      email: 'admin@rimba.example.id',
      roleId: async () => superRoleId,
      configured: config.adminPassword,
    }),
    await ensureAccount(db, {
      username: 'viewer',
      fullname: 'Pembaca Data Master',
      email: 'viewer@rimba.example.id',
      roleId: viewerRoleId,
      configured: config.viewerPassword,
    }),
  ];
  const credentialsFile = path.join(config.dataDir, 'initial-passwords.txt');
  const configured = new Set<string>();
  if (config.adminPassword) configured.add('admin');
  if (config.viewerPassword) configured.add('viewer');
  await rememberPasswords(credentialsFile, accounts, configured);

  let demoLoaded = false;
  if (config.demoContent) {
    const marker = await db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', demoMarker)
      .executeTakeFirst();
    if (!marker) {
      // The demo pictures go where uploads go, opened here only when the demo is loaded.
      const files = store ?? (await openStore(config.storage));
      try {
        await loadDemoContent(db, files, serverParts());
      } finally {
        if (!store) await files.close();
      }
      demoLoaded = true;
    }
  }
  return { demoLoaded, accounts, credentialsFile };
}
