import type { MenuPlace, Resource, Text } from '@rimba/core';
import type { ModuleConfig } from './config';

/** A module that is not one resource's own: a configuration of a resource's API at a route of its own. */
export interface ExtraModule {
  route: string;
  menu: MenuPlace;
  title: Text;
  config: ModuleConfig;
  /** The resource whose module it follows in the menu; without one it comes after every resource's. */
  after?: string;
}

/** The admin's part of one resource: its module configuration and further modules on its API. */
export interface AdminPart<R extends Resource = Resource> {
  config?: ModuleConfig<R>;
  extraModules?: readonly ExtraModule[];
}

/** Types a resource's admin part against the resource's own fields. */
export function adminPart<R extends Resource>(_resource: R, part: AdminPart<R>): AdminPart<R> {
  return part;
}
