import { groupsOf, type MenuModule, menuModules, type Text } from '@rimba/core';
import { useAccountOptions } from '../account/accountApi';
import { useCanCheck } from '../auth/session';
import type { AdminRoute } from '../modules/routes';

/** A group of a menu module as the left menu shows it, with the routes the user may read in it. */
export interface MenuGroupEntry {
  /** Unique in the menu: `{module}/{group}`. */
  key: string;
  label: Text;
  routes: AdminRoute[];
}

/** A menu module with the routes of its default group and its further groups; empty groups are left out. */
export interface MenuModuleEntry {
  module: MenuModule;
  routes: AdminRoute[];
  groups: MenuGroupEntry[];
}

/** Whether a route's title, in either language, holds the searched words (case and accents aside). */
export function routeMatches(route: AdminRoute, search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  const titles = [route.title.id, route.title.en].map(fold);
  return titles.some((title) => words.every((word) => title.includes(word)));
}

/**
 * The menu: the menu modules in menu order, each with the routes the user may read, grouped as the
 * routes' declarations say, and only those matching the search when there is one. The demo groups show
 * only while the server holds its demo content.
 */
export function menuTree(
  routes: readonly AdminRoute[],
  { demoContent, search = '' }: { demoContent: boolean; search?: string },
): MenuModuleEntry[] {
  const shown = routes.filter((r) => search.trim() === '' || routeMatches(r, search));
  return menuModules
    .map((module) => {
      const own = shown.filter((r) => r.menu === module);
      const groups = groupsOf(module)
        .filter(({ info }) => demoContent || !info.demo)
        .map(({ key, info }) => ({
          key: `${module}/${key}`,
          label: info.label,
          routes: own.filter((r) => r.group === key),
        }));
      return { module, routes: own.filter((r) => r.group === undefined), groups };
    })
    .map((entry) => ({ ...entry, groups: entry.groups.filter((g) => g.routes.length > 0) }))
    .filter((entry) => entry.routes.length > 0 || entry.groups.length > 0);
}

/** The menu of the routes the user may read, as the search shows it (see `menuTree`). */
export function useMenuModules(routes: readonly AdminRoute[], search: string): MenuModuleEntry[] {
  const can = useCanCheck();
  const demoContent = useAccountOptions().data?.demoContent ?? false;
  return menuTree(
    routes.filter((r) => can(r.read)),
    { demoContent, search },
  );
}
