import { apiMessage, type FieldErrors, type Lang, superRoleId, users } from '@rimba/core';
import type { Kysely } from 'kysely';
import { isSuperUser } from '../../accounts/grants.js';
import { queuePasswordLink } from '../../accounts/password-link.js';
import { assertKeepsASuperUser } from '../../accounts/super-users.js';
import { roleBeyondCaller, userRightsErrors } from '../../accounts/user-rights.js';
import { passwordWeakness } from '../../auth/password-strength.js';
import { generatePassword, hashPassword } from '../../auth/passwords.js';
import { revokeUserTokens } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { httpError } from '../../http/errors.js';
import type { ResourceHooks } from '../../resources/parts.js';

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
 * Users: a caller other than the super user gives no more than they hold (see userRightsErrors), nor
 * lets in (approves or activates) a user whose role holds more; the
 * last active super user stays one; users an admin creates are approved at once, and one created without
 * a password is mailed a link to set it; a new password ends the user's other sessions; a deactivated
 * user's sessions end at once. Which users a caller reaches is the resource's declared scope.
 */
export const userHooks: ResourceHooks<typeof users> = {
  async check(ctx, values, change) {
    const previous = change.previous;
    // A project given alone is checked against the department the user has.
    const department = { department_id: previous?.department_id ?? null };
    const errors = await userConflicts(ctx.db, { ...department, ...values }, ctx.lang, previous?.id);
    Object.assign(errors, await userRightsErrors(ctx, values, change.mode, previous?.id, previous));
    // The link that replaces a password goes through the password-reset page.
    if (change.mode === 'create' && (values.password ?? null) === null && !ctx.accounts?.forgetPassword) {
      errors.password ??= [
        apiMessage(isSuperUser(ctx.caller) ? 'passwordNeeded' : 'createNeedsSuper', ctx.lang),
      ];
    }
    if (typeof values.password === 'string' && !errors.password) {
      const known = (field: 'username' | 'email' | 'fullname') =>
        typeof values[field] === 'string' ? (values[field] as string) : previous?.[field];
      const weak = await passwordWeakness(
        values.password,
        [known('username'), known('email'), known('fullname')],
        ctx.lang,
      );
      if (weak) errors.password = [weak];
    }
    if (Object.keys(errors).length > 0) return errors;
    if (previous?.role_id === superRoleId && 'role_id' in values && values.role_id !== superRoleId) {
      await assertKeepsASuperUser(ctx.db, previous.id, ctx.lang);
    }
    return errors;
  },
  async beforeChange(ctx, values, change) {
    if (change.mode === 'update') return undefined;
    return {
      status_code: 'approved',
      lang: ctx.lang,
      // Nobody knows this one: the user sets theirs by the mailed link.
      ...((values.password ?? null) === null && { password: await hashPassword(generatePassword()) }),
    };
  },
  async afterChange(ctx, row, values, change) {
    if (change.mode === 'create') {
      if ((values.password ?? null) !== null || !ctx.mailer || !ctx.accounts) return;
      await queuePasswordLink(ctx.db, ctx.mailer, ctx.accounts, row, true);
      const mailer = ctx.mailer;
      ctx.afterCommit?.(() => mailer.wake());
      return;
    }
    if (values.password !== undefined) {
      await revokeUserTokens(ctx.db, row.id, ctx.caller?.userId === row.id ? ctx.caller.tokenId : undefined);
    }
    // Remembered callers carry the old role's tasks and department.
    ctx.afterCommit?.(() => ctx.callers?.evictUser(row.id));
  },
  async beforeDelete(ctx, row) {
    await assertKeepsASuperUser(ctx.db, row.id, ctx.lang);
    ctx.afterCommit?.(() => ctx.callers?.evictUser(row.id));
  },
  async beforeTransition(ctx, { transition, previous, reason }) {
    if (ctx.caller?.roleId !== superRoleId && previous.role_id === superRoleId) {
      throw httpError(403, 'forbidden', ctx.lang, {
        permission: transition.task ?? users.permissions.update,
      });
    }
    if (transition.to === 'inactive') await assertKeepsASuperUser(ctx.db, previous.id, ctx.lang);
    // Letting a user in hands out their role as giving it would: only within the caller's own tasks.
    if (transition.to === 'approved') {
      const beyond = await roleBeyondCaller(ctx, previous.role_id);
      if (beyond) throw httpError(403, 'approveBeyondCaller', ctx.lang, beyond);
    }
    if (transition.name === 'approve' || transition.name === 'reject') {
      return {
        reject_reason: transition.name === 'reject' ? reason : null,
        decided_by: ctx.caller?.userId ?? null,
        decided_at: new Date(),
      };
    }
    return undefined;
  },
  async afterTransition(ctx, row, { transition }) {
    if (transition.to === 'inactive') await revokeUserTokens(ctx.db, row.id);
    ctx.afterCommit?.(() => ctx.callers?.evictUser(row.id));
  },
};
