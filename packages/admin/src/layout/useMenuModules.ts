import { useCanCheck } from '../auth/session';
import { menuModules } from '../modules/registry';
import type { AdminRoute } from '../modules/routes';

/** The routes the user may read, grouped by menu module in menu order; empty groups are left out. */
export function useMenuModules(
  routes: readonly AdminRoute[],
): { menu: (typeof menuModules)[number]; routes: AdminRoute[] }[] {
  const can = useCanCheck();
  const readable = routes.filter((r) => can(r.read));
  return menuModules
    .map((menu) => ({ menu, routes: readable.filter((r) => r.menu === menu) }))
    .filter((group) => group.routes.length > 0);
}
