import { type MenuPlace, type Resource, resources } from '@rimba/core';

/** An admin module: one resource at its route `/{menu module}{menu path}`, e.g. `/master/partners`. */
export interface AdminModule {
  resource: Resource;
  route: string;
}

export const modules: readonly AdminModule[] = resources.map((resource) => ({
  resource,
  route: `/${resource.menu.module}${resource.menu.path}`,
}));

/** Menu modules in the order the left menu lists them (admin spec §2). */
export const menuModules: readonly MenuPlace['module'][] = ['dashboard', 'setting', 'master', 'user-role'];
