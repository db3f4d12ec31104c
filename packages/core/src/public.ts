import { fieldTypes, lookupTypes } from './fields.js';
import type { Text } from './i18n.js';
import type { Field, Resource, Sort, SystemField } from './resource.js';
import type { RowFilter } from './scope.js';

/**
 * The rows the public sees: those matching `where` (in the filter grammar, without caller values) whose
 * `from` moment (a datetime field) is empty or has come. A row published for a later day stays hidden
 * until then.
 */
export interface PublishedRows<F extends string> {
  where?: RowFilter<F>;
  from?: F;
}

/** Rows of another resource answered with each public row, e.g. an article's photos. */
export interface PublicChild {
  /** The key the rows are answered under, e.g. `article_file_photo`. */
  key: string;
  resource: string;
  /** The child's lookup field that names the parent row. */
  via: string;
  /** The child's fields answered; its own public view's published condition applies when it has one. */
  fields: readonly string[];
  order?: { field: string; sort: Sort };
}

/**
 * What the public site may read of a resource: `GET /api/public/{path}` (a page of rows) and, unless
 * `detail` is false, `GET /api/public/{path}/{id or slug}`. A path segment `{field}` takes that field's
 * value from the address, e.g. `comment/{article_id}/article`.
 */
export interface PublicView<F extends string> {
  path: string;
  fields: readonly (F | SystemField)[];
  order?: { field: F | SystemField; sort: Sort };
  /**
   * Rows whose `field` exceeds `over` (a number, or another field of the row) come before the others, each
   * part in `order`: the gifts that can still be bought before the sold-out ones.
   */
  firstWhen?: { field: F; over: F | number };
  /** Rows per page when the caller names none, and the most a caller may ask for (100 and 100). */
  limit?: { default: number; max: number };
  /** Fields a caller may narrow the list by, as `?field=value` or in `filters` (the list grammar). */
  filters?: readonly F[];
  /**
   * Text fields a caller may search, as `?q=words`: a row matches when one of them (or, for a translated
   * field, its English version) holds the words, as the admin list's search does.
   */
  search?: readonly F[];
  /** A field with a unique slug (at least one letter): the detail is found by it as well as by id. */
  slug?: F;
  detail?: boolean;
  published?: PublishedRows<F>;
  children?: readonly PublicChild[];
  /**
   * Each row's page on the site, e.g. `/blog/{slug}` (a `{field}` takes the row's value): the sitemap
   * lists every published row's page in both languages. With `feed`, the site offers an RSS feed of the
   * newest rows at `/feed/{path}.xml` (in English under `/en`), each item named by `title` and told by
   * `summary`.
   */
  page?: { path: string; title: F; summary?: F; feed?: Text };
}

/**
 * Rows the public may add (`POST /api/public/{path}`), checked by the resource's own rules. Only `fields`
 * are taken from the body; the rest of it is dropped.
 */
export interface PublicWrite<F extends string> {
  path: string;
  /**
   * The name the body's `table` gives this resource, when several resources take writes at one path
   * (comments on articles and on products).
   */
  table?: string;
  /** The lookup field the body's `relation_id` fills (one of `fields`). */
  relation?: F;
  fields: readonly F[];
  /** Writes one address may make in a window (a 429 beyond): 10 in 10 minutes by default. */
  rateLimit?: { max: number; minutes: number };
  /** A body field no person fills: a body with it filled is answered as accepted, and nothing is written. */
  honeypot?: string;
  /** Largest body in kilobytes (a 413 beyond): 16 by default. */
  maxBodyKb?: number;
  /** The row is written in the first state of the resource's workflow, for staff to decide on. */
  moderation?: boolean;
}

const fieldOf = (resource: Resource, name: string): Field | undefined => resource.fieldsByName.get(name);
const systemNames: readonly string[] = ['id', 'created_at', 'updated_at'];

/** Checks a resource's public view and public writes against its own fields: a mistake stops the start. */
export function checkPublic(resource: Resource): void {
  const where = resource.name;
  const known = (name: string, what: string) => {
    if (!fieldOf(resource, name) && !systemNames.includes(name)) {
      throw new Error(`${where}: ${what} names an unknown field "${name}"`);
    }
  };
  const view = resource.public;
  if (view) {
    for (const name of view.fields) {
      known(name, 'the public view');
      if (fieldOf(resource, name) && fieldTypes[fieldOf(resource, name)!.type].secret) {
        throw new Error(`${where}.${name}: a secret cannot be public`);
      }
    }
    for (const name of view.filters ?? []) known(name, 'a public filter');
    for (const name of view.search ?? []) {
      const field = fieldOf(resource, name);
      if (!field || !fieldTypes[field.type].textual) {
        throw new Error(`${where}: the public search names "${name}", which is no text field`);
      }
    }
    for (const name of pathFields(view.path)) known(name, `the public path "${view.path}"`);
    if (view.order) known(view.order.field, 'the public order');
    if (view.slug && fieldOf(resource, view.slug)?.type !== 'text') {
      throw new Error(`${where}.${view.slug}: a slug is a text field`);
    }
    if (view.published?.from && fieldOf(resource, view.published.from)?.type !== 'datetime') {
      throw new Error(`${where}.${view.published.from}: a publish moment is a datetime field`);
    }
    for (const name of Object.keys(view.published?.where ?? {})) known(name, 'the published condition');
    if (view.limit && (view.limit.default < 1 || view.limit.default > view.limit.max)) {
      throw new Error(`${where}: the public default limit must lie between 1 and its maximum`);
    }
    if (view.page) {
      // The page is built from what the view answers.
      for (const name of [...pathFields(view.page.path), view.page.title, view.page.summary ?? 'id']) {
        if (!view.fields.includes(name as never)) {
          throw new Error(
            `${where}: the page "${view.page.path}" uses "${name}", which the public view does not answer`,
          );
        }
      }
    }
  }
  const write = resource.publicWrite;
  if (write) {
    for (const name of write.fields) {
      const field = fieldOf(resource, name);
      if (!field?.form) throw new Error(`${where}: the public write names "${name}", which is no form field`);
    }
    if (write.relation) {
      const field = fieldOf(resource, write.relation);
      if (!field || !lookupTypes.includes(field.type) || !write.fields.includes(write.relation)) {
        throw new Error(`${where}: a public write's relation is one of its lookup fields`);
      }
    }
    if (write.moderation && !resource.workflow) {
      throw new Error(`${where}: a moderated public write needs a workflow`);
    }
  }
}

/** The fields a public path takes from the address: its `{field}` segments. */
export function pathFields(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Checks what a public view names of other resources: its children. */
export function checkPublicChildren(resource: Resource, byName: ReadonlyMap<string, Resource>): void {
  for (const child of resource.public?.children ?? []) {
    const other = byName.get(child.resource);
    const where = `${resource.name}: public child ${child.key}`;
    if (!other) throw new Error(`${where} names an unknown resource "${child.resource}"`);
    if (fieldOf(other, child.via)?.lookup?.resource !== resource.name) {
      throw new Error(`${where}: ${other.name}.${child.via} does not look up ${resource.name}`);
    }
    for (const name of [...child.fields, ...(child.order ? [child.order.field] : [])]) {
      if (!fieldOf(other, name) && !systemNames.includes(name)) {
        throw new Error(`${where} names an unknown field "${name}"`);
      }
    }
  }
}

/**
 * The resources whose rows the public API shows: those with a public view, the resources their public
 * fields look up (a category's label, an author's name) and their children (an article's photos). A write
 * to any other resource (a visitor count, an enquiry, a subscriber) changes no public answer.
 */
export function publiclyShownResources(all: readonly Resource[]): Set<string> {
  const shown = new Set<string>();
  for (const resource of all) {
    const view = resource.public;
    if (!view) continue;
    shown.add(resource.name);
    for (const name of view.fields) {
      const target = fieldOf(resource, name)?.lookup?.resource;
      if (target) shown.add(target);
    }
    for (const child of view.children ?? []) shown.add(child.resource);
  }
  return shown;
}
