import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A random secret of the server's own under `key`, made on first use and kept in the settings, so that
 * every instance and every restart uses the same one.
 */
export async function storedSecret(db: Kysely<Database>, key: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
