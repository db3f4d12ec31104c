/** A permission everybody has, logged in or not. */
export const allowAll = 'template-allow-all';
/** The role id of the super user, who may do everything. */
export const superRoleId = -1;

export interface Principal {
  roleId: number;
  tasks: ReadonlySet<string> | readonly string[];
}

/**
 * Whether a principal may do what a permission string names (admin spec §6): allowed for
 * `template-allow-all`, for the super user, or when the string is among the principal's tasks; nobody
 * else, and never without a principal.
 */
export function isAllowed(principal: Principal | null | undefined, permission: string): boolean {
  if (permission === allowAll) return true;
  if (!principal) return false;
  if (principal.roleId === superRoleId) return true;
  const { tasks } = principal;
  return 'has' in tasks ? tasks.has(permission) : tasks.includes(permission);
}
