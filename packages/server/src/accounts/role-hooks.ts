import { superRoleId } from '@rimba/core';
import { httpError } from '../http/errors.js';
import type { ResourceHooks } from '../resources/hooks.js';
import type { OperationContext } from '../resources/operations.js';
import { isSuperUser } from './grants.js';

function superRoleUntouched(ctx: OperationContext, roleId: number | undefined): void {
  if (roleId === superRoleId && !isSuperUser(ctx.caller)) throw httpError(403, 'superRoleEditOnly', ctx.lang);
}

/**
 * Roles: only the super user edits the super-user role; a role's tasks are switched on or off only by
 * a caller who holds that task themselves (the super user: any), so nobody hands out more than they have.
 */
export const roleHooks: ResourceHooks = {
  check: async (ctx, _values, _mode, id) => {
    superRoleUntouched(ctx, id);
    return {};
  },
  remove: async (ctx, id) => {
    superRoleUntouched(ctx, id);
    await ctx.db.deleteFrom('roles').where('id', '=', id).execute();
  },
  linking: async (ctx, id, _mapping, taskId) => {
    superRoleUntouched(ctx, id);
    const caller = ctx.caller;
    if (!caller || isSuperUser(caller)) return;
    const task = await ctx.db.selectFrom('tasks').select('name').where('id', '=', taskId).executeTakeFirst();
    if (task && !caller.tasks.has(task.name))
      throw httpError(403, 'taskNotHeld', ctx.lang, { task: task.name });
  },
};

/** Whether any role has a task: its name is then a permission in use. */
async function taskInUse(ctx: OperationContext, taskId: number): Promise<string | undefined> {
  const used = await ctx.db
    .selectFrom('tasks as t')
    .innerJoin('role_tasks as rt', 'rt.task_id', 't.id')
    .select('t.name')
    .where('t.id', '=', taskId)
    .limit(1)
    .executeTakeFirst();
  return used?.name;
}

/**
 * Tasks: a task's name is the permission it grants, so renaming or deleting one that roles have would
 * change what those roles may do (renaming a held task to another permission would grant that one).
 * Only the super user does that; others may describe tasks and manage the ones no role has yet.
 */
export const taskHooks: ResourceHooks = {
  check: async (ctx, values, mode, id) => {
    if (mode !== 'update' || id === undefined || isSuperUser(ctx.caller) || values.name === undefined)
      return {};
    const current = await ctx.db.selectFrom('tasks').select('name').where('id', '=', id).executeTakeFirst();
    if (current && current.name !== values.name && (await taskInUse(ctx, id)))
      throw httpError(403, 'taskInUse', ctx.lang, { task: current.name });
    return {};
  },
  remove: async (ctx, id) => {
    if (!isSuperUser(ctx.caller)) {
      const name = await taskInUse(ctx, id);
      if (name) throw httpError(403, 'taskInUse', ctx.lang, { task: name });
    }
    await ctx.db.deleteFrom('tasks').where('id', '=', id).execute();
  },
};
