import { type FieldType, fieldTypes, type Resource, type Sort, systemFields } from '@rimba/core';

/** Page sizes a list offers (admin spec §9); the first is the default. */
export const pageSizes = [10, 20, 50, 100] as const;
export const defaultPageSize = pageSizes[0];

/** The state of a list screen, kept in the query string so it survives reloads and can be shared. */
export interface ListParams {
  page: number;
  limit: number;
  /** The sorted column; none means the resource's default order. */
  order?: string;
  sort: Sort;
  search: string;
  filters: Record<string, unknown>;
}

/** The query-string keys the list owns (admin spec §2 "Generic list screens"). */
export const listKeys = ['page', 'limit', 'order', 'sort', 'search', 'filters'] as const;

function parseFilters(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Whether the list may sort by a column: a field declared sortable, or a system column. */
export function isSortable(resource: Resource, name: string): boolean {
  return resource.fieldsByName.get(name)?.sortable ?? systemFields.some((s) => s.name === name);
}

/**
 * Reads the list state from the query string. Hand-edited values that the server would refuse (an
 * unknown column, an odd page size) fall back to the defaults instead.
 */
export function readListParams(query: URLSearchParams, resource: Resource): ListParams {
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const order = query.get('order') ?? undefined;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: pageSizes.find((size) => size === limit) ?? defaultPageSize,
    order: order !== undefined && isSortable(resource, order) ? order : undefined,
    sort: query.get('sort') === 'ASC' ? 'ASC' : 'DESC',
    search: query.get('search') ?? '',
    filters: parseFilters(query.get('filters')),
  };
}

/** A list state as query-string entries; empty ones are left out. */
export function listQueryEntries(params: ListParams): [string, string][] {
  const entries: [string, string][] = [
    ['page', String(params.page)],
    ['limit', String(params.limit)],
  ];
  if (params.order) entries.push(['order', params.order], ['sort', params.sort]);
  if (params.search) entries.push(['search', params.search]);
  if (Object.keys(params.filters).length) entries.push(['filters', JSON.stringify(params.filters)]);
  return entries;
}

/** Sorting by a column (admin spec §4): a new column starts DESC; the same column toggles DESC ⇄ ASC. */
export function nextSort(
  params: Pick<ListParams, 'order' | 'sort'>,
  column: string,
): { order: string; sort: Sort } {
  if (params.order !== column) return { order: column, sort: 'DESC' };
  return { order: column, sort: params.sort === 'DESC' ? 'ASC' : 'DESC' };
}

/** The page a page-jump input asks for, clamped to 1..last page (admin spec §5); junk stays on `current`. */
export function clampPage(input: string | number, total: number, limit: number, current = 1): number {
  const wanted = typeof input === 'number' ? input : Number.parseInt(input.replace(/\D/g, ''), 10);
  if (!Number.isFinite(wanted)) return current;
  const last = Math.max(1, Math.ceil(total / limit));
  return Math.min(Math.max(1, Math.trunc(wanted)), last);
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The filters a filter form stores when it succeeds (admin spec §4): blank values dropped, each value
 * as a condition of the one filter grammar — text contains, a list is one of, a `[from, to]` period
 * is a range — and the module's fixed `filter_api` merged over them, so it always applies.
 */
export function filtersFromForm(
  resource: Resource,
  values: Record<string, unknown>,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isBlank(value)) continue;
    const field = resource.fieldsByName.get(name);
    if (typeof value === 'string' && field && fieldTypes[field.type].operators.includes('contains')) {
      filters[name] = { contains: value.trim() };
    } else if (Array.isArray(value) && value.length === 2 && field && isOrdered(field.type)) {
      const [from, to] = value;
      if (isBlank(from) && isBlank(to)) continue;
      filters[name] = { ...(isBlank(from) ? {} : { gte: from }), ...(isBlank(to) ? {} : { lte: to }) };
    } else if (Array.isArray(value)) {
      filters[name] = { in: value };
    } else {
      filters[name] = value;
    }
  }
  return { ...filters, ...fixed };
}

const isOrdered = (type: FieldType) => fieldTypes[type].operators.includes('gte');

/** The values a filter form starts from: the stored conditions read back (the inverse of filtersFromForm). */
export function formValuesFromFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, condition] of Object.entries(filters)) {
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) {
      values[name] = condition;
      continue;
    }
    const c = condition as Record<string, unknown>;
    if ('contains' in c) values[name] = c.contains;
    else if ('in' in c) values[name] = c.in;
    else if ('gte' in c || 'lte' in c) values[name] = [c.gte ?? null, c.lte ?? null];
    else if ('eq' in c) values[name] = c.eq;
  }
  return values;
}
