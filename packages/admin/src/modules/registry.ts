import { type MenuPlace, resources, resourcesByName } from '@rimba/core';
import { type AdminModule, resolveModule } from './config';
import { type ExtraModule, extraModules, moduleConfigs } from './configs';

export type { AdminModule } from './config';

function extraModule(extra: ExtraModule): AdminModule {
  if (extra.after && !resourcesByName.has(extra.after)) {
    throw new Error(`Module ${extra.route} follows an unknown resource "${extra.after}"`);
  }
  const resource = resourcesByName.get(extra.resource);
  if (!resource) throw new Error(`Module ${extra.route} uses an unknown resource "${extra.resource}"`);
  const menu: MenuPlace = extra.menu;
  return resolveModule({ ...resource, menu }, { title: extra.title, ...extra.config }, extra.route);
}

/**
 * Every admin module: one per resource at `/{menu module}{menu path}` (e.g. `/master/partners`), each
 * with its configuration, and the extra modules, each after the resource module it names or at the end.
 */
export const modules: readonly AdminModule[] = [
  ...resources.flatMap((resource) => [
    resolveModule(resource, moduleConfigs[resource.name]),
    ...extraModules.filter((extra) => extra.after === resource.name).map(extraModule),
  ]),
  ...extraModules.filter((extra) => !extra.after).map(extraModule),
];

/** The module that shows a resource's own rows (for child tabs and links). */
export function moduleOf(resourceName: string): AdminModule | undefined {
  return modules.find((m) => m.resource.name === resourceName && !m.modelApi);
}

/** Menu modules in the order the left menu lists them (admin spec §2). */
export const menuModules: readonly MenuPlace['module'][] = ['dashboard', 'setting', 'master', 'user-role'];
