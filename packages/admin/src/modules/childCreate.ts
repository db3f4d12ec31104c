import { resources } from '@rimba/core';
import type { AdminModule } from './config';
import { allModules } from './registry';

/**
 * A create form opened from a child tab of a parent's detail: the parent's key filled in and locked, and
 * the admin page to go back to once saved.
 */
export interface ChildCreate {
  locked: Record<string, number>;
  returnTo?: string;
}

/** A child tab's link to its parent: the child's key field, the parent's id and the parent's detail tab. */
export interface ParentLink {
  key: string;
  id: number;
  returnTo: string;
}

/** The key of a parent's detail tab that lists a child resource's rows. */
export const childTabKey = (resource: string) => `child-${resource}`;

/** The query string of a child's create page: `parent={key}:{id}` and `return={admin path}`. */
export function childCreateQuery(key: string, id: number, returnTo: string): string {
  return new URLSearchParams({ view: 'create', parent: `${key}:${id}`, return: returnTo }).toString();
}

/**
 * What a create page's query asks of a child tab: a parent key the resource declares as a child's, with a
 * row id, and a return path inside the admin. Anything else is ignored, so a link cannot lock another
 * field or send the user elsewhere after saving.
 */
export function readChildCreate(query: URLSearchParams, module: AdminModule): ChildCreate {
  const [key = '', value = ''] = (query.get('parent') ?? '').split(':');
  const id = Number(value);
  const declared = resources.some((parent) =>
    parent.children.some((child) => child.resource === module.resource.name && child.key === key),
  );
  return {
    locked: declared && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? { [key]: id } : {},
    returnTo: adminPath(query.get('return')),
  };
}

/** A path of one of the admin's modules with its query, or undefined for anything else. */
export function adminPath(path: string | null): string | undefined {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  const base = 'http://admin.invalid';
  const url = new URL(path, base);
  if (url.origin !== base || !allModules().some((m) => m.route === url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}
