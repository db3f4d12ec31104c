import { superRoleId } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';

/**
 * What a caller may hand out. Nobody widens rights through what they manage: a caller other than the
 * super user gives only the permissions they hold themselves.
 */
export const isSuperUser = (caller: Caller | null | undefined): boolean => caller?.roleId === superRoleId;

/** The tasks of a role that the caller does not hold themselves, by name (none for the super user). */
export async function tasksBeyond(db: Kysely<Database>, caller: Caller, roleId: number): Promise<string[]> {
  if (isSuperUser(caller)) return [];
  const rows = await db
    .selectFrom('role_tasks as rt')
    .innerJoin('tasks as t', 't.id', 'rt.task_id')
    .select('t.name')
    .where('rt.role_id', '=', roleId)
    .orderBy('t.name')
    .execute();
  return rows.map((r) => r.name).filter((name) => !caller.tasks.has(name));
}
