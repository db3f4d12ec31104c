import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dataProvider, queryKeys } from '../../api/dataProvider';
import type { AdminModule } from '../config';
import { type ListParams, listKeys, listQueryEntries, nextSort, readListParams } from './listParams';

type SetQuery = (update: (previous: URLSearchParams) => URLSearchParams) => void;

/** The list state of an embedded module (a child tab) lives in the component, not in the page's URL. */
function useLocalQuery(): [URLSearchParams, SetQuery] {
  const [query, setQuery] = useState(() => new URLSearchParams());
  return [query, (update) => setQuery((previous) => update(previous))];
}

/**
 * The headless list: its state lives in the query string (page, limit, order, sort, search, filters) —
 * or, for an embedded module, in the component — and its rows come from the data provider with the
 * module's fixed filters merged over the user's. Changing search, filters or page size goes back to
 * page 1.
 */
export function useListController(module: AdminModule, options: { embedded?: boolean } = {}) {
  const url = useSearchParams();
  const local = useLocalQuery();
  const [query, setQuery] = options.embedded ? local : (url as unknown as [URLSearchParams, SetQuery]);
  const { resource } = module;
  const params = readListParams(query, resource);
  const request = { ...params, filters: { ...params.filters, ...module.filterApi } };
  const result = useQuery({
    queryKey: queryKeys.list(resource.name, request),
    queryFn: () => dataProvider.getList(module.api, request),
    placeholderData: keepPreviousData,
  });

  // The query last written or shown. A change builds on it rather than on the query of the render its
  // handler came from: the router may not have rendered the previous change yet (its navigations are
  // transitions), and a change built on that render would undo it.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const change = (update: (current: ListParams) => Partial<ListParams>) => {
    const current = readListParams(latest.current, resource);
    const next = new URLSearchParams(latest.current);
    for (const key of listKeys) next.delete(key);
    for (const [key, value] of listQueryEntries({ ...current, ...update(current) })) next.set(key, value);
    latest.current = next;
    setQuery(() => next);
  };

  return {
    params,
    /** The query of the rows shown, fixed filters included: what an export downloads. */
    request,
    rows: result.data?.data ?? [],
    total: result.data?.total ?? 0,
    /** Whether `total` is the server's estimate rather than a count. */
    totalEstimated: result.data?.totalEstimated ?? false,
    loading: result.isFetching,
    /** Whether the server has answered (the rows and total above are its, not the empty defaults). */
    answered: result.data !== undefined,
    error: result.error,
    setPage: (page: number) => change(() => ({ page })),
    setLimit: (limit: number) => change(() => ({ limit, page: 1 })),
    setSearch: (search: string) => change(() => ({ search: search.trim(), page: 1 })),
    setFilters: (filters: Record<string, unknown>) => change(() => ({ filters, page: 1 })),
    toggleSort: (column: string) => change((current) => nextSort(current, column)),
  };
}

export type ListController = ReturnType<typeof useListController>;
