import { apiMessage, type FieldErrors, superRoleId } from '@rimba/core';
import type { OperationContext, Row } from '../resources/operations.js';
import { isSuperUser, tasksBeyond } from './grants.js';

/** The stored values of a user that an edit is compared with. */
export interface StoredUser {
  role_id: number;
  department_id: number | null;
}

/**
 * What a caller other than the super user may not set on a user, by field: the super-user role (to give
 * or to take away), a role with tasks the caller does not hold, their own role or department, a
 * department other than their own, and another user's password (the user sets it by a mailed link).
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
      const beyond = await tasksBeyond(ctx.db, caller, values.role_id);
      if (beyond.length > 0) {
        const role = await ctx.db
          .selectFrom('roles')
          .select('role_name')
          .where('id', '=', values.role_id)
          .executeTakeFirst();
        errors.role_id = [
          apiMessage('roleBeyondCaller', lang, {
            role: role?.role_name ?? String(values.role_id),
            tasks: beyond.join(', '),
          }),
        ];
      }
    }
  }

  const department = mode === 'create' ? (values.department_id ?? null) : values.department_id;
  if ((mode === 'create' || changes('department_id')) && department !== caller.departmentId) {
    errors.department_id = [apiMessage(own ? 'ownDepartmentFixed' : 'ownDepartmentOnly', lang)];
  }

  if (values.password !== undefined && values.password !== null && !own) {
    errors.password = [
      apiMessage(mode === 'create' ? 'newPasswordBySuperOnly' : 'passwordBySuperOnly', lang),
    ];
  }
  return errors;
}
