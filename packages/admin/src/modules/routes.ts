import type { MenuPlace, Text } from '@rimba/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminModule } from './config';
import { type PageRoute, pageRoutes } from './configs';
import { menuModules, modules } from './registry';

/** One route of the admin at `/{menu module}{path}`: a resource module's or a page route's. */
export interface AdminRoute {
  path: string;
  menu: MenuPlace['module'];
  title: Text;
  /** Needed to open the route and to see it in the menu. */
  read: string;
  layout: boolean;
  /** The resource module the route shows; without one, the page's component or a placeholder. */
  module?: AdminModule;
  component?: LazyExoticComponent<ComponentType>;
}

/**
 * The routes of every resource module and of the given page routes, in menu order: by menu module,
 * then resource modules before page routes. Resource modules always sit in the layout.
 */
export function adminRoutes(pages: readonly PageRoute[]): AdminRoute[] {
  const all: AdminRoute[] = [
    ...modules.map((module) => ({
      path: module.route,
      menu: module.resource.menu.module,
      title: module.title,
      read: module.permissions.read,
      layout: true,
      module,
    })),
    ...pages.map((page) => ({
      path: `/${page.menu.module}${page.menu.path}`,
      menu: page.menu.module,
      title: page.title,
      read: page.permission,
      layout: page.layout ?? true,
      component: page.component && lazy(page.component),
    })),
  ];
  return menuModules.flatMap((menu) => all.filter((route) => route.menu === menu));
}

/** The admin's own routes. */
export const appRoutes = adminRoutes(pageRoutes);
