import { apiMessage, type FieldErrors, type roles, superRoleId } from '@rimba/core';
import { isSuperUser } from '../../accounts/grants.js';
import { roleBeyondCaller } from '../../accounts/user-rights.js';
import { httpError } from '../../http/errors.js';
import type { OperationContext } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

function superRoleUntouched(ctx: OperationContext, roleId: number | undefined): void {
  if (roleId === superRoleId && !isSuperUser(ctx.caller)) throw httpError(403, 'superRoleEditOnly', ctx.lang);
}

/**
 * Roles: only the super user edits the super-user role; a role's tasks are switched on or off only by
 * a caller who holds that task themselves (the super user: any), and a role is opened for registration only
 * by a caller who holds all its tasks, so nobody hands out more than they have.
 */
export const roleHooks: ResourceHooks<typeof roles> = {
  async check(ctx, values, change): Promise<FieldErrors> {
    const previous = change.previous;
    superRoleUntouched(ctx, previous?.id);
    // An open role is handed to whoever registers and is approved: open only what the caller could give.
    if (previous && values.open_registration === true && !previous.open_registration) {
      const beyond = await roleBeyondCaller(ctx, previous.id);
      if (beyond) return { open_registration: [apiMessage('openBeyondCaller', ctx.lang, beyond)] };
    }
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
