import { superRoleId } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** The first super user: the author of demo content that names one (none before the accounts exist). */
export async function demoAuthorId(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', superRoleId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
