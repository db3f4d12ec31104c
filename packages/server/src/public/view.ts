import {
  englishSuffix,
  type Field,
  fieldTypes,
  type Lang,
  type PublicChild,
  type PublicView,
  pathFields,
  type Resource,
  resourcesByName,
  typeOf,
} from '@rimba/core';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { httpError } from '../http/errors.js';
import type { Condition } from '../resources/access.js';
import type { Row } from '../resources/operations.js';
import { declaredCondition, searchMatches } from '../resources/query.js';
import { labelRelations } from '../resources/relations.js';
import { answerFiles } from './files.js';

type AnyDb = Kysely<Record<string, Row>>;

/** The page size of a view that declares none, and the most a caller may ask for. */
export const defaultPublicLimit = { default: 100, max: 100 };

/** A public list's query string, after schema validation: paging, `filters`, and one key per filter. */
export interface PublicQuery {
  page?: number;
  limit?: number;
  filters?: string;
  /** Words searched in the view's `search` fields. */
  q?: string;
  [field: string]: unknown;
}

export interface PublicPage {
  data: Row[];
  total: number;
  page: number;
  limit: number;
}

const viewOf = (resource: Resource): PublicView<string> => {
  if (!resource.public) throw new Error(`${resource.name} has no public view`);
  return resource.public;
};

interface PublicConditions {
  published?: Condition;
  hidden?: Condition;
}

const conditionsCache = new WeakMap<Resource, PublicConditions>();

/**
 * The rows of a resource the public sees, as its public view declares them published, and the converse:
 * the rows it does not see. Neither when every row is public.
 */
function publicConditions(resource: Resource): PublicConditions {
  let known = conditionsCache.get(resource);
  if (known === undefined) {
    const published = resource.public?.published;
    const where = published?.where && declaredCondition(resource, published.where, 'en');
    const from = published?.from;
    known =
      where || from
        ? {
            published: (eb) =>
              eb.and([
                ...(where ? [where(eb)] : []),
                ...(from
                  ? [eb.or([eb(eb.ref(from), 'is', null), eb(eb.ref(from), '<=', sql<Date>`now()`)])]
                  : []),
              ]),
            // Written so that PostgreSQL can find these rows by indexes: a partial index on the where's
            // converse, the index of the publish moment.
            hidden: (eb) =>
              eb.or([
                ...(where ? [sql<SqlBool>`(${where(eb)}) is not true`] : []),
                ...(from ? [eb(eb.ref(from), '>', sql<Date>`now()`)] : []),
              ]),
          }
        : {};
    conditionsCache.set(resource, known);
  }
  return known;
}

/**
 * The rows of a resource the public sees: those its public view declares published, whose publish moment
 * has come. Undefined when every row is public.
 */
export const publishedCondition = (resource: Resource) => publicConditions(resource).published;

/** Which of some ids name rows the public may see (all existing ones, for a resource with no public view). */
export async function visibleIds(
  db: Kysely<Database>,
  resource: Resource,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const published = publishedCondition(resource);
  const rows = await (db as unknown as AnyDb)
    .selectFrom(resource.table)
    .select('id')
    .where('id', 'in', ids)
    .$if(published !== undefined, (q) => q.where(published!))
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** A value from the address or the query for a field, read by the field type's own parser (a 400 if not). */
function parsedValue(resource: Resource, name: string, raw: unknown, lang: Lang): unknown {
  const type = typeOf(resource, name)!;
  const spec = fieldTypes[type];
  const parsed = spec.parse(raw, resource.fieldsByName.get(name) ?? {});
  if (!parsed.ok || spec.listValued) {
    throw httpError(400, 'badRequest', lang, { detail: `${name}: ${String(raw).slice(0, 60)}` });
  }
  return parsed.value;
}

/** The conditions a caller asks for: declared filters only, as `?field=value` or in `filters`. */
function askedFilters(resource: Resource, query: PublicQuery, lang: Lang): Condition[] {
  const declared = viewOf(resource).filters ?? [];
  const conditions: Condition[] = [];
  for (const name of declared) {
    const raw = query[name];
    if (raw === undefined || raw === '') continue;
    conditions.push(declaredCondition(resource, { [name]: parsedValue(resource, name, raw, lang) }, lang));
  }
  if (query.filters === undefined || query.filters.trim() === '') return conditions;
  let parsed: unknown;
  try {
    parsed = JSON.parse(query.filters);
  } catch {
    throw httpError(400, 'badFilters', lang);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw httpError(400, 'badFilters', lang);
  }
  for (const name of Object.keys(parsed)) {
    if (!typeOf(resource, name)) throw httpError(400, 'unknownField', lang, { field: name });
    if (!declared.includes(name)) throw httpError(400, 'notFilterable', lang, { field: name });
  }
  conditions.push(declaredCondition(resource, parsed as Record<string, unknown>, lang));
  return conditions;
}

/**
 * The condition of a caller's `?q=` words: one of the view's search fields, or the English version of a
 * translated one, holds them. None when the view declares no search or the words are blank.
 */
function searchCondition(resource: Resource, query: PublicQuery): Condition[] {
  const fields = viewOf(resource).search ?? [];
  const term = typeof query.q === 'string' ? query.q.trim() : '';
  if (fields.length === 0 || term === '') return [];
  const columns = [...fields, ...englishColumns(resource, fields)];
  return [(eb) => eb.or(searchMatches(eb, columns, term))];
}

/**
 * The conditions of the address's `{field}` segments. A segment that names a row of a resource with a
 * public view must name one the public sees: the comments of an unpublished article are not found.
 */
async function pathConditions(
  db: Kysely<Database>,
  resource: Resource,
  params: Record<string, string>,
  lang: Lang,
): Promise<Condition[]> {
  const conditions: Condition[] = [];
  for (const name of pathFields(viewOf(resource).path)) {
    const value = parsedValue(resource, name, params[name], lang);
    const target = resourcesByName.get(resource.fieldsByName.get(name)?.lookup?.resource ?? '');
    if (target?.public && !(await visibleIds(db, target, [Number(value)])).has(Number(value))) {
      throw httpError(404, 'notFound', lang);
    }
    conditions.push(declaredCondition(resource, { [name]: value }, lang));
  }
  return conditions;
}

/** The English versions of those of some fields that are translated. */
const englishColumns = (resource: Resource, names: readonly string[]) =>
  names.flatMap((n) => (resource.fieldsByName.get(n)?.translate ? [`${n}${englishSuffix}`] : []));

/** The columns a view reads: its fields with their English versions, and the id its children are found by. */
const viewColumns = (resource: Resource, view: PublicView<string>) => [
  ...new Set([...view.fields, ...englishColumns(resource, view.fields), 'id']),
];

/**
 * Puts rows in the caller's language: in English, each translated field answers its English version
 * where an editor gave one, and the Indonesian text where not; the English columns themselves are not
 * answered.
 */
function inLanguage(resource: Resource, names: readonly string[], rows: Row[], lang: Lang): void {
  for (const name of names) {
    if (!resource.fieldsByName.get(name)?.translate) continue;
    const english = `${name}${englishSuffix}`;
    for (const row of rows) {
      const text = row[english];
      if (lang === 'en' && typeof text === 'string' && text.trim() !== '') row[name] = text;
      delete row[english];
    }
  }
}

/** Rows that meet every one of some conditions (any row, for none). */
const allOf =
  (conditions: Condition[]): Condition =>
  (eb) =>
    conditions.length > 0 ? eb.and(conditions.map((c) => c(eb))) : sql<SqlBool>`true`;

/** A page of the public rows of a resource, with their total, children, labels and files. */
export async function publicList(
  db: Kysely<Database>,
  resource: Resource,
  query: PublicQuery,
  params: Record<string, string>,
  lang: Lang,
): Promise<PublicPage> {
  const view = viewOf(resource);
  const limits = view.limit ?? defaultPublicLimit;
  const limit = Math.min(Math.max(query.limit ?? limits.default, 1), limits.max);
  const page = Math.max(query.page ?? 1, 1);
  const published = publishedCondition(resource);
  const asked = [
    ...(await pathConditions(db, resource, params, lang)),
    ...askedFilters(resource, query, lang),
    ...searchCondition(resource, query),
  ];
  const order = view.order ?? resource.defaultOrder;
  const sort: 'asc' | 'desc' = order.sort === 'ASC' ? 'asc' : 'desc';
  const anyDb = db as unknown as AnyDb;
  const total = totalOf(resource, asked);
  const countAlone = async () =>
    countedTotal(
      resource,
      (await anyDb.selectNoFrom((eb) => total(eb).as(totalColumn)).executeTakeFirstOrThrow())[totalColumn],
    );
  // The database reaches a page by stepping over every row before it. A deep page is read from the nearer
  // end of the list, so that the last pages, which the page links offer, are as quick as the first; that
  // takes the total first.
  const offset = (page - 1) * limit;
  let known: number | undefined;
  let window = { offset, limit, sort };
  if (offset >= nearerEndFrom) {
    known = await countAlone();
    if (offset >= known) return { data: [], total: known, page, limit };
    if (offset > known / 2) {
      const rest = known - offset;
      window = {
        offset: Math.max(rest - limit, 0),
        limit: Math.min(limit, rest),
        sort: sort === 'asc' ? 'desc' : 'asc',
      };
    }
  }
  // The page's ids first, then their columns: PostgreSQL finds them in an index that holds the order and
  // the condition (articles_public_order_idx) without reading the rows it steps over.
  const pageIds = anyDb
    .selectFrom(resource.table)
    .select('id')
    .where(allOf(published ? [published, ...asked] : asked))
    .$call(firstRows(view, window.sort === sort ? 'desc' : 'asc'))
    .orderBy(order.field, window.sort)
    .orderBy('id', window.sort)
    .limit(window.limit)
    .offset(window.offset);
  // Unless known, the total comes with the page; a page past the end, which has no row to carry it, asks
  // for it alone.
  const rows = await anyDb
    .selectFrom(resource.table)
    .select(viewColumns(resource, view))
    .$if(known === undefined, (q) => q.select((eb) => total(eb).as(totalColumn)))
    .where('id', 'in', pageIds)
    .$call(firstRows(view, 'desc'))
    .orderBy(order.field, sort)
    .orderBy('id', sort)
    .execute();
  const counted = known ?? (rows[0] ? countedTotal(resource, rows[0][totalColumn]) : await countAlone());
  const data = rows.map(({ [totalColumn]: _, ...row }) => row);
  await completeRows(db, resource, data, lang);
  return { data, total: counted, page, limit };
}

/** Orders the rows a view puts first (`firstWhen`) before the others; `desc` puts them first. */
function firstRows(view: PublicView<string>, sort: 'asc' | 'desc') {
  // biome-ignore lint/suspicious/noExplicitAny: any query over the resource's table
  return <Q extends { orderBy: (...args: any[]) => Q }>(query: Q): Q => {
    const first = view.firstWhen;
    if (!first) return query;
    const over = typeof first.over === 'number' ? sql`${first.over}` : sql.ref(first.over);
    return query.orderBy(sql`(${sql.ref(first.field)} > ${over})`, sort);
  };
}

/** From how many rows before a page a list is read from its nearer end (see publicList). */
const nearerEndFrom = 1000;

/** Every resource table has its row count (countedTable in its migration); a missing one is a bug. */
function countedTotal(resource: Resource, value: unknown): number {
  if (value === null || value === undefined) throw new Error(`${resource.table} has no row in row_counts`);
  return Number(value);
}

const totalColumn = '__total';

/**
 * How many rows of a public list there are: the rows the caller asks for (all of them, from the
 * trigger-kept row count, when they ask for none), less those of them the public does not see. Counting
 * the published rows themselves would read nearly every row of a large table at each call; the hidden
 * ones are few and found by indexes.
 */
function totalOf(resource: Resource, asked: Condition[]) {
  const { hidden } = publicConditions(resource);
  return (eb: Parameters<Condition>[0]) => {
    const rows =
      asked.length === 0
        ? eb.selectFrom('row_counts').select('n').where('table_name', '=', resource.table)
        : eb.selectFrom(resource.table).select(eb.fn.countAll().as('n')).where(allOf(asked));
    if (!hidden) return sql<number | null>`(${rows})`;
    const hiddenRows = eb
      .selectFrom(resource.table)
      .select(eb.fn.countAll().as('n'))
      .where(allOf([...asked, hidden]));
    return sql<number | null>`(${rows}) - (${hiddenRows})`;
  };
}

/** One public row, by id or, where the view declares a slug, by slug; a 404 when the public cannot see it. */
export async function publicDetail(
  db: Kysely<Database>,
  resource: Resource,
  key: string,
  lang: Lang,
): Promise<Row> {
  const view = viewOf(resource);
  const byId = /^\d{1,15}$/.test(key);
  if (!byId && !view.slug) throw httpError(404, 'notFound', lang);
  const published = publishedCondition(resource);
  const row = await (db as unknown as AnyDb)
    .selectFrom(resource.table)
    .select(viewColumns(resource, view))
    .where(byId ? 'id' : view.slug!, '=', byId ? Number(key) : key)
    .$if(published !== undefined, (q) => q.where(published!))
    .executeTakeFirst();
  if (!row) throw httpError(404, 'notFound', lang);
  await completeRows(db, resource, [row], lang);
  return row;
}

const fieldsNamed = (resource: Resource, names: readonly string[]): Field[] =>
  names.flatMap((n) => resource.fieldsByName.get(n) ?? []);

/**
 * Completes public rows as the site reads them: each declared child's rows (one query per child for all
 * the rows), lookups labelled as `rel_{field}`, files as `{ url, filename }`.
 */
async function completeRows(
  db: Kysely<Database>,
  resource: Resource,
  rows: Row[],
  lang: Lang,
): Promise<void> {
  const view = viewOf(resource);
  inLanguage(resource, view.fields, rows, lang);
  const files: { rows: Row[]; fields: Field[] }[] = [{ rows, fields: fieldsNamed(resource, view.fields) }];
  for (const child of view.children ?? []) {
    const { target, childRows } = await childrenOf(db, child, rows, lang);
    files.push({ rows: childRows, fields: fieldsNamed(target, child.fields) });
  }
  await labelRelations({ db, lang }, resource, rows, fieldsNamed(resource, view.fields));
  await answerFiles(db, files);
  if (!view.fields.includes('id')) for (const row of rows) delete row.id;
}

/** The rows of one child for some parent rows, attached to each parent under the child's key. */
async function childrenOf(
  db: Kysely<Database>,
  child: PublicChild,
  parents: Row[],
  lang: Lang,
): Promise<{ target: Resource; childRows: Row[] }> {
  const target = resourcesByName.get(child.resource)!;
  const ids = parents.map((p) => Number(p.id));
  const published = publishedCondition(target);
  const order = child.order ?? target.defaultOrder;
  const sort = order.sort === 'ASC' ? 'asc' : 'desc';
  const childRows =
    ids.length === 0
      ? []
      : await (db as unknown as AnyDb)
          .selectFrom(target.table)
          .select([...new Set([...child.fields, ...englishColumns(target, child.fields), child.via])])
          .where(child.via, 'in', ids)
          .$if(published !== undefined, (q) => q.where(published!))
          .orderBy(order.field, sort)
          .orderBy('id', sort)
          .execute();
  const byParent = new Map<number, Row[]>(ids.map((id) => [id, []]));
  for (const row of childRows) {
    byParent.get(Number(row[child.via]))?.push(row);
    if (!child.fields.includes(child.via)) delete row[child.via];
  }
  for (const parent of parents) parent[child.key] = byParent.get(Number(parent.id)) ?? [];
  inLanguage(target, child.fields, childRows, lang);
  await labelRelations({ db, lang }, target, childRows, fieldsNamed(target, child.fields));
  return { target, childRows };
}
