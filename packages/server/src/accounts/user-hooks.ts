import { apiMessage, type FieldErrors, type Lang, superRoleId } from '@rimba/core';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { revokeUserTokens } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import type { ResourceHooks } from '../resources/hooks.js';

/**
 * Which of a username and an email another user already has, compared case-insensitively (as the unique
 * indexes do); `exceptId` leaves out the user being edited.
 */
export async function takenBy(
  db: Kysely<Database>,
  { username, email }: { username?: string; email?: string },
  exceptId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const names = [username, email].filter((v): v is string => typeof v === 'string' && v !== '');
  if (names.length === 0) return { username: false, email: false };
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) => {
      const any = [];
      if (username) any.push(eb(eb.fn('lower', ['username']), '=', username.toLowerCase()));
      if (email) any.push(eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
      return eb.or(any);
    })
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .execute();
  return {
    username: !!username && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: !!email && rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

/** Field messages for a user's values that clash with other users or with the chosen department. */
export async function userConflicts(
  db: Kysely<Database>,
  values: Record<string, unknown>,
  lang: Lang,
  exceptId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const taken = await takenBy(
    db,
    { username: values.username as string | undefined, email: values.email as string | undefined },
    exceptId,
  );
  if (taken.username) errors.username = [apiMessage('usernameTaken', lang)];
  if (taken.email) errors.email = [apiMessage('emailTaken', lang)];
  if (typeof values.project_id === 'number') {
    const project = await db
      .selectFrom('projects')
      .select('department_id')
      .where('id', '=', values.project_id)
      .executeTakeFirst();
    if (project && project.department_id !== values.department_id) {
      errors.project_id = [apiMessage('projectNotInDepartment', lang)];
    }
  }
  return errors;
}

/**
 * Users: a caller other than the super user reaches only the users of their own department; only the
 * super user gives or changes the super-user role; users an admin creates are approved at once; a new
 * password ends the user's other sessions.
 */
export const userHooks: ResourceHooks = {
  scope: (ctx) => {
    const caller = ctx.caller;
    if (!caller || caller.roleId === superRoleId) return undefined;
    const department = caller.departmentId;
    return (eb) => (department === null ? sql<SqlBool>`false` : eb('department_id', '=', department));
  },
  check: async (ctx, values, _mode, id) => {
    const errors = await userConflicts(ctx.db, values, ctx.lang, id);
    if (ctx.caller?.roleId !== superRoleId) {
      const current =
        id === undefined
          ? undefined
          : await ctx.db.selectFrom('users').select('role_id').where('id', '=', id).executeTakeFirst();
      if (values.role_id === superRoleId || current?.role_id === superRoleId) {
        errors.role_id = [apiMessage('superRoleOnly', ctx.lang)];
      }
    }
    return errors;
  },
  creating: (ctx) => ({ status_code: 'approved', lang: ctx.lang }),
  updated: async (ctx, row, values) => {
    const userId = Number(row.id);
    if (values.password !== undefined) {
      await revokeUserTokens(ctx.db, userId, ctx.caller?.userId === userId ? ctx.caller.tokenId : undefined);
    }
    // Remembered callers carry the old role's tasks and department.
    ctx.callers?.evictUser(userId);
  },
};
