import { type Resource, resourceTasks, superRoleId } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const viewerRoleName = 'Viewer';

/**
 * Makes sure the built-in roles exist and that every permission string of every resource is a task,
 * so a new resource's four actions appear as soon as it is defined. Safe to run on every start.
 */
export async function syncRolesAndTasks(db: Kysely<Database>, resources: readonly Resource[]): Promise<void> {
  await db
    .insertInto('roles')
    .values([{ id: superRoleId, role_name: 'Super User', description: 'Semua akses / full access' }])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('roles')
    .values({ role_name: viewerRoleName, description: 'Hanya membaca data master / read master data only' })
    .onConflict((oc) => oc.column('role_name').doNothing())
    .execute();
  const names = [...new Set(resources.flatMap(resourceTasks))].filter(
    (name) => name !== 'template-allow-all',
  );
  if (names.length > 0) {
    await db
      .insertInto('tasks')
      .values(names.map((name) => ({ name, description: null })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

/** Gives a role the given tasks (by name), keeping those it has. */
export async function grantTasks(db: Kysely<Database>, roleName: string, taskNames: string[]): Promise<void> {
  if (taskNames.length === 0) return;
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('role_name', '=', roleName)
    .executeTakeFirstOrThrow();
  const tasks = await db.selectFrom('tasks').select('id').where('name', 'in', taskNames).execute();
  await db
    .insertInto('role_tasks')
    .values(tasks.map((t) => ({ role_id: role.id, task_id: t.id })))
    .onConflict((oc) => oc.columns(['role_id', 'task_id']).doNothing())
    .execute();
}
