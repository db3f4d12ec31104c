import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as m0001 from './migrations/0001_platform.js';
import * as m0002 from './migrations/0002_master_content.js';
import * as m0003 from './migrations/0003_row_counts.js';
import * as m0004 from './migrations/0004_contoh_komponen.js';
import * as m0005 from './migrations/0005_contoh_komponen_links.js';
import * as m0006 from './migrations/0006_accounts.js';
import * as m0007 from './migrations/0007_upload_attachments.js';
import * as m0008 from './migrations/0008_workflow_transitions.js';
import * as m0009 from './migrations/0009_mail_headers.js';
import * as m0010 from './migrations/0010_mail_reply_to.js';
import * as m0011 from './migrations/0011_job_leases.js';
import * as m0012 from './migrations/0012_idempotent_creates.js';
import * as m0013 from './migrations/0013_upload_hashes.js';
import * as m0014 from './migrations/0014_mail_failed.js';
import type { Database } from './schema.js';

/**
 * The platform's migrations in order (the tables of the platform and of the first resources); each is a
 * list of SQL statements that runs in one transaction. A resource added later brings its own, in its
 * folder, and they are ordered with these by name.
 */
const platformMigrations: Record<string, readonly string[]> = {
  '0001_platform': m0001.statements,
  '0002_master_content': m0002.statements,
  '0003_row_counts': m0003.statements,
  '0004_contoh_komponen': m0004.statements,
  '0005_contoh_komponen_links': m0005.statements,
  '0006_accounts': m0006.statements,
  '0007_upload_attachments': m0007.statements,
  '0008_workflow_transitions': m0008.statements,
  // Named by its date: it comes after resource migrations that earlier databases have run already.
  '2026-11-24_mail_headers': m0009.statements,
  '2026-11-24_c0_mail_reply_to': m0010.statements,
  '2026-11-26_jobs_1_leases': m0011.statements,
  '2026-12-05_idempotent_creates': m0012.statements,
  '2026-12-08_upload_hashes': m0013.statements,
  '2026-12-13_mail_failed': m0014.statements,
};

/** Every migration by name: the platform's and those the resources bring. */
export function allMigrations(
  resourceMigrations: Record<string, readonly string[]>,
): Record<string, readonly string[]> {
  const migrations: Record<string, readonly string[]> = { ...platformMigrations };
  for (const [name, statements] of Object.entries(resourceMigrations)) {
    if (migrations[name]) throw new Error(`Two migrations are named ${name}`);
    migrations[name] = statements;
  }
  return migrations;
}

function toMigration(statements: readonly string[]): Migration {
  return {
    up: async (db) => {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

/**
 * Brings the schema up to date with the platform's migrations and those the resources bring; throws with
 * the failing migration's error.
 */
export async function migrate(
  db: Kysely<Database>,
  resourceMigrations: Record<string, readonly string[]> = {},
  /** The last migration to run, instead of all (a restore first builds the schema its backup had). */
  upTo?: string,
): Promise<void> {
  const migrations = allMigrations(resourceMigrations);
  // The migration tables live in the schema being migrated. Without naming it, Kysely takes a migration
  // table of any other schema in the database for its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    migrationTableSchema: rows[0]?.schema,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, toMigration(m)])),
    },
  });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
