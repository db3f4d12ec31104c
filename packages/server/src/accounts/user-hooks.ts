import { apiMessage, type FieldErrors, type Lang, superRoleId } from '@rimba/core';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import { revokeUserTokens } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import type { ResourceHooks } from '../resources/hooks.js';
import { isSuperUser } from './grants.js';
import { queuePasswordLink } from './password-link.js';
import { assertKeepsASuperUser } from './super-users.js';
import { userRightsErrors } from './user-rights.js';

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
 * Users: a caller other than the super user reaches only the users of their own department and gives no
 * more than they hold (see userRightsErrors); the last active super user stays one; users an admin
 * creates are approved at once, and one created without a password is mailed a link to set it; a new
 * password ends the user's other sessions.
 */
export const userHooks: ResourceHooks = {
  scope: (ctx) => {
    const caller = ctx.caller;
    if (!caller || caller.roleId === superRoleId) return undefined;
    const department = caller.departmentId;
    return (eb) => (department === null ? sql<SqlBool>`false` : eb('department_id', '=', department));
  },
  check: async (ctx, values, mode, id) => {
    const errors = await userConflicts(ctx.db, values, ctx.lang, id);
    const stored =
      id === undefined
        ? undefined
        : await ctx.db
            .selectFrom('users')
            .select(['role_id', 'department_id'])
            .where('id', '=', id)
            .executeTakeFirst();
    Object.assign(errors, await userRightsErrors(ctx, values, mode, id, stored));
    // The link that replaces a password goes through the password-reset page.
    if (mode === 'create' && (values.password ?? null) === null && !ctx.accounts?.forgetPassword) {
      errors.password ??= [
        apiMessage(isSuperUser(ctx.caller) ? 'passwordNeeded' : 'createNeedsSuper', ctx.lang),
      ];
    }
    if (Object.keys(errors).length > 0) return errors;
    if (
      id !== undefined &&
      stored?.role_id === superRoleId &&
      'role_id' in values &&
      values.role_id !== superRoleId
    ) {
      await assertKeepsASuperUser(ctx.db, id, ctx.lang);
    }
    return errors;
  },
  creating: async (ctx, values) => ({
    status_code: 'approved',
    lang: ctx.lang,
    // Nobody knows this one: the user sets theirs by the mailed link.
    ...((values.password ?? null) === null && { password: await hashPassword(generatePassword()) }),
  }),
  created: async (ctx, row, values) => {
    if ((values.password ?? null) !== null || !ctx.mailer || !ctx.accounts) return;
    const user = {
      id: Number(row.id),
      email: String(row.email),
      fullname: String(row.fullname),
      username: String(row.username),
      lang: String(row.lang),
    };
    await queuePasswordLink(ctx.db, ctx.mailer, ctx.accounts, user, true);
    ctx.mailer.wake();
  },
  updated: async (ctx, row, values) => {
    const userId = Number(row.id);
    if (values.password !== undefined) {
      await revokeUserTokens(ctx.db, userId, ctx.caller?.userId === userId ? ctx.caller.tokenId : undefined);
    }
    // Remembered callers carry the old role's tasks and department.
    ctx.callers?.evictUser(userId);
  },
  remove: async (ctx, id) => {
    await assertKeepsASuperUser(ctx.db, id, ctx.lang);
    await ctx.db.deleteFrom('users').where('id', '=', id).execute();
    ctx.callers?.evictUser(id);
  },
};
