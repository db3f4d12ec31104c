import { type roles, superRoleId } from '@rimba/core';
import { isSuperUser } from '../../accounts/grants.js';
import { httpError } from '../../http/errors.js';
import type { OperationContext } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

function superRoleUntouched(ctx: OperationContext, roleId: number | undefined): void {
  if (roleId === superRoleId && !isSuperUser(ctx.caller)) throw httpError(403, 'superRoleEditOnly', ctx.lang);
}

/**
 * Roles: only the super user edits the super-user role; a role's tasks are switched on or off only by
 * a caller who holds that task themselves (the super user: any), so nobody hands out more than they have.
 */
export const roleHooks: ResourceHooks<typeof roles> = {
  check(ctx, _values, change) {
    superRoleUntouched(ctx, change.previous?.id);
    return {};
  },
  beforeDelete(ctx, row) {
    superRoleUntouched(ctx, row.id);
  },
  async linking(ctx, id, _mapping, taskId) {
    superRoleUntouched(ctx, id);
    const caller = ctx.caller;
    if (!caller || isSuperUser(caller)) return;
    const task = await ctx.db.selectFrom('tasks').select('name').where('id', '=', taskId).executeTakeFirst();
    if (task && !caller.tasks.has(task.name))
      throw httpError(403, 'taskNotHeld', ctx.lang, { task: task.name });
  },
};
