import type { tasks } from '@rimba/core';
import { isSuperUser } from '../../accounts/grants.js';
import { httpError } from '../../http/errors.js';
import type { OperationContext } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

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
export const taskHooks: ResourceHooks<typeof tasks> = {
  async check(ctx, values, change) {
    const previous = change.previous;
    if (!previous || isSuperUser(ctx.caller) || values.name === undefined) return {};
    if (previous.name !== values.name && (await taskInUse(ctx, previous.id)))
      throw httpError(403, 'taskInUse', ctx.lang, { task: previous.name });
    return {};
  },
  async beforeDelete(ctx, row) {
    if (isSuperUser(ctx.caller)) return;
    const name = await taskInUse(ctx, row.id);
    if (name) throw httpError(403, 'taskInUse', ctx.lang, { task: name });
  },
};
