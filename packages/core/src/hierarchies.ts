import type { Text } from './i18n.js';

/**
 * One level of a hierarchy of resources: the resource, the column that names its rows, what one row is
 * called, and (below the top) the lookup field that holds the row of the level above.
 */
export interface HierarchyLevel {
  resource: string;
  label: string;
  title: Text;
  parent?: string;
}

/** Indonesia's regions as the foundation works them: provinces, their management units, their villages. */
export const regionLevels = [
  { resource: 'provinces', label: 'province_name', title: { id: 'Provinsi', en: 'Province' } },
  {
    resource: 'units',
    label: 'unit_management_name',
    title: { id: 'Unit Manajemen', en: 'Management Unit' },
    parent: 'province_id',
  },
  { resource: 'village', label: 'village_name', title: { id: 'Desa', en: 'Village' }, parent: 'unit_id' },
] as const satisfies readonly HierarchyLevel[];

/**
 * The hierarchies a lookup can be picked through (`lookup.through`): a row of any level is chosen by
 * choosing its ancestors first, from the top.
 */
export const hierarchies = { region: regionLevels } as const satisfies Record<
  string,
  readonly HierarchyLevel[]
>;
export type HierarchyName = keyof typeof hierarchies;

/**
 * The levels a lookup of `resource` is picked through, from the top down to the resource's own level;
 * undefined when the resource is not a level of the hierarchy.
 */
export function levelsDownTo(name: HierarchyName, resource: string): readonly HierarchyLevel[] | undefined {
  const levels: readonly HierarchyLevel[] = hierarchies[name];
  const at = levels.findIndex((l) => l.resource === resource);
  return at < 0 ? undefined : levels.slice(0, at + 1);
}
