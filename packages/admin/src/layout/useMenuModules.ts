import { useCanCheck } from '../auth/session';
import { type AdminModule, menuModules, modules } from '../modules/registry';

/** The modules the user may read, grouped by menu module in menu order; empty groups are left out. */
export function useMenuModules(): { menu: (typeof menuModules)[number]; modules: AdminModule[] }[] {
  const can = useCanCheck();
  const readable = modules.filter((m) => can(m.permissions.read));
  return menuModules
    .map((menu) => ({ menu, modules: readable.filter((m) => m.resource.menu.module === menu) }))
    .filter((group) => group.modules.length > 0);
}
