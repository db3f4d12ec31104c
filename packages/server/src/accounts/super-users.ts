import { type Lang, superRoleId } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { httpError } from '../http/errors.js';

/**
 * Refuses with a 409 a change that would leave no active super user: deleting, deactivating, or giving
 * another role to the last approved user of the super-user role. Call it before the change, in its
 * transaction: the approved super users are locked until it ends, so two such changes cannot both pass.
 */
export async function assertKeepsASuperUser(db: Kysely<Database>, userId: number, lang: Lang): Promise<void> {
  const supers = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', superRoleId)
    .where('status_code', '=', 'approved')
    .forUpdate()
    .execute();
  if (supers.length === 1 && supers[0]!.id === userId) throw httpError(409, 'lastSuperUser', lang);
}
