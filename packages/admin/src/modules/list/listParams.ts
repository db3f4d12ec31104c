import { type Resource, type Sort, systemFields } from '@rimba/core';

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
