import {
  groupsOf,
  type MenuGroup,
  type MenuModule,
  type MenuPlace,
  menuModules,
  type Text,
} from '@rimba/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminModule } from './config';
import { allModules } from './registry';

/**
 * Routes of a menu module that are no resource's module (admin spec §2 "Route building"), at
 * `/{menu.module}{menu.path}`, listed in the menu after the module's resource modules.
 */
export interface PageRoute {
  menu: MenuPlace;
  title: Text;
  /** Needed to open the route and to see it in the menu. */
  permission: string;
  /** Loads the page when the route first opens; a route without one shows a placeholder. */
  component?: () => Promise<{ default: ComponentType }>;
  /** Inside the dashboard layout (menu, header, footer) or standing alone; inside by default. */
  layout?: boolean;
}

/** One route of the admin at `/{menu module}{path}`: a resource module's or a page route's. */
export interface AdminRoute {
  path: string;
  menu: MenuModule;
  /** The menu module's group the route sits in; none: the module's default group. */
  group?: MenuGroup;
  title: Text;
  /** Needed to open the route and to see it in the menu. */
  read: string;
  layout: boolean;
  /** The resource module the route shows; without one, the page's component or a placeholder. */
  module?: AdminModule;
  component?: LazyExoticComponent<ComponentType>;
}

/** Where a route's group comes in its menu module: the default group first, then the module's groups. */
function groupRank(route: AdminRoute): number {
  return route.group === undefined ? -1 : groupsOf(route.menu).findIndex((g) => g.key === route.group);
}

/**
 * The routes of every resource module and of the given page routes, in menu order: by menu module and
 * group, then resource modules before page routes. Resource modules always sit in the layout.
 */
export function adminRoutes(pages: readonly PageRoute[]): AdminRoute[] {
  const all: AdminRoute[] = [
    ...allModules().map((module) => ({
      path: module.route,
      menu: module.resource.menu.module,
      group: module.resource.menu.group,
      title: module.title,
      read: module.permissions.read,
      layout: true,
      module,
    })),
    ...pages.map((page) => ({
      path: `/${page.menu.module}${page.menu.path}`,
      menu: page.menu.module,
      group: page.menu.group,
      title: page.title,
      read: page.permission,
      layout: page.layout ?? true,
      component: page.component && lazy(page.component),
    })),
  ];
  return menuModules.flatMap((menu) =>
    all.filter((route) => route.menu === menu).sort((a, b) => groupRank(a) - groupRank(b)),
  );
}
