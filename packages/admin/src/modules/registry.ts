import { type MenuPlace, type Resource, resources, resourcesByName } from '@rimba/core';
import { type AdminModule, resolveModule } from './config';
import type { AdminPart, ExtraModule } from './part';

export type { AdminModule } from './config';

function extraModule(resource: Resource, extra: ExtraModule): AdminModule {
  if (extra.after && !resourcesByName.has(extra.after)) {
    throw new Error(`Module ${extra.route} follows an unknown resource "${extra.after}"`);
  }
  const menu: MenuPlace = extra.menu;
  return resolveModule({ ...resource, menu }, { title: extra.title, ...extra.config }, extra.route);
}

/**
 * Every admin module: one per resource at `/{menu module}{menu path}` (e.g. `/master/partners`), each
 * with its configuration, and the extra modules, each after the resource module it names or at the end
 * in the order of the admin's manifest.
 */
export function buildModules(parts: ReadonlyMap<string, AdminPart>): AdminModule[] {
  // Extra modules come in the order of the admin's manifest.
  const extras = [...parts].flatMap(([name, part]) => {
    const resource = resourcesByName.get(name);
    if (!resource) throw new Error(`The admin manifest names an unknown resource "${name}"`);
    return (part.extraModules ?? []).map((extra) => ({ extra, module: extraModule(resource, extra) }));
  });
  return [
    ...resources.flatMap((resource) => [
      resolveModule(resource, parts.get(resource.name)?.config),
      ...extras.filter(({ extra }) => extra.after === resource.name).map(({ module }) => module),
    ]),
    ...extras.filter(({ extra }) => !extra.after).map(({ module }) => module),
  ];
}

let installed: readonly AdminModule[] | undefined;

/** Gives the engine the modules of the admin's manifest: the app does it once, as it loads. */
export function installModules(parts: ReadonlyMap<string, AdminPart>): void {
  installed = buildModules(parts);
}

export function allModules(): readonly AdminModule[] {
  if (!installed) throw new Error('The admin modules are not installed: import the admin manifest first');
  return installed;
}

/** The module that shows a resource's own rows (for child tabs and links). */
export function moduleOf(resourceName: string): AdminModule | undefined {
  return allModules().find((m) => m.resource.name === resourceName && !m.modelApi);
}
