import { apiMessage, type FieldErrors, superRoleId } from '@rimba/core';
import type { OperationContext, Row } from '../resources/operations.js';
import { isSuperUser, tasksBeyond } from './grants.js';

/** The stored values of a user that an edit is compared with. */
export interface StoredUser {
  role_id: number;
  department_id: number | null;
  unit_id: number | null;
  project_id: number | null;
  email: string;
}

/** The fields that say which rows a user reaches by a row scope, each with what changing one's own answers. */
const reachFields = { unit_id: 'ownUnitFixed', project_id: 'ownProjectFixed' } as const;

/**
 * The role and the tasks the caller lacks, when a role holds any task the caller does not hold (never
 * for the super user): the one check for every way a role is handed out (given, approved, opened).
 */
export async function roleBeyondCaller(
  ctx: OperationContext,
  roleId: number,
): Promise<{ role: string; tasks: string } | null> {
  const caller = ctx.caller;
  if (!caller || isSuperUser(caller)) return null;
  const beyond = await tasksBeyond(ctx.db, caller, roleId);
  if (beyond.length === 0) return null;
  const role = await ctx.db
    .selectFrom('roles')
    .select('role_name')
    .where('id', '=', roleId)
    .executeTakeFirst();
  return { role: role?.role_name ?? String(roleId), tasks: beyond.join(', ') };
}

/**
 * What a caller other than the super user may not set on a user, by field: the super-user role (to give
 * or to take away), a role with tasks the caller does not hold, their own role, department, unit or
 * project (which would widen the rows they reach), a department other than their own, another user's
 * password (the user sets it by a mailed link) and another user's email (where that link is sent).
 */
export async function userRightsErrors(
  ctx: OperationContext,
  values: Row,
  mode: 'create' | 'update',
  id: number | undefined,
  stored: StoredUser | undefined,
): Promise<FieldErrors> {
  const caller = ctx.caller;
  const lang = ctx.lang;
  const errors: FieldErrors = {};
  if (!caller || isSuperUser(caller)) return errors;
  const own = mode === 'update' && id === caller.userId;
  const changes = (field: keyof StoredUser) =>
    field in values && (mode === 'create' || values[field] !== stored?.[field]);

  if (values.role_id === superRoleId || stored?.role_id === superRoleId) {
    errors.role_id = [apiMessage('superRoleOnly', lang)];
  } else if (changes('role_id') && typeof values.role_id === 'number') {
    if (own) errors.role_id = [apiMessage('ownRoleFixed', lang)];
    else {
      const beyond = await roleBeyondCaller(ctx, values.role_id);
      if (beyond) errors.role_id = [apiMessage('roleBeyondCaller', lang, beyond)];
    }
  }

  // The reset link goes to the stored address: whoever changes it could take the account over.
  if (
    mode === 'update' &&
    !own &&
    typeof values.email === 'string' &&
    values.email.toLowerCase() !== (stored?.email ?? '').toLowerCase()
  ) {
    errors.email = [apiMessage('emailBySelfOnly', lang)];
  }

  const department = mode === 'create' ? (values.department_id ?? null) : values.department_id;
  if ((mode === 'create' || changes('department_id')) && department !== caller.departmentId) {
    errors.department_id = [apiMessage(own ? 'ownDepartmentFixed' : 'ownDepartmentOnly', lang)];
  }

  if (own) {
    for (const [field, message] of Object.entries(reachFields)) {
      if (changes(field as keyof typeof reachFields)) errors[field] = [apiMessage(message, lang)];
    }
  }

  if (values.password !== undefined && values.password !== null && !own) {
    errors.password = [
      apiMessage(mode === 'create' ? 'newPasswordBySuperOnly' : 'passwordBySuperOnly', lang),
    ];
  }
  return errors;
}
