import type { Resource } from '@rimba/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dataProvider, queryKeys } from '../../api/dataProvider';
import { type ListParams, listKeys, listQueryEntries, nextSort, readListParams } from './listParams';

/**
 * The headless list: its state lives in the query string (page, limit, order, sort, search, filters),
 * its rows come from the data provider. Changing search, filters or page size goes back to page 1.
 */
export function useListController(resource: Resource) {
  const [query, setQuery] = useSearchParams();
  const params = readListParams(query, resource);
  const result = useQuery({
    queryKey: queryKeys.list(resource.name, params),
    queryFn: () => dataProvider.getList(resource.name, params),
    placeholderData: keepPreviousData,
  });

  const change = (update: (current: ListParams) => Partial<ListParams>) =>
    setQuery((previous) => {
      const current = readListParams(previous, resource);
      const next = new URLSearchParams(previous);
      for (const key of listKeys) next.delete(key);
      for (const [key, value] of listQueryEntries({ ...current, ...update(current) })) next.set(key, value);
      return next;
    });

  return {
    params,
    rows: result.data?.data ?? [],
    total: result.data?.total ?? 0,
    loading: result.isFetching,
    error: result.error,
    setPage: (page: number) => change(() => ({ page })),
    setLimit: (limit: number) => change(() => ({ limit, page: 1 })),
    setSearch: (search: string) => change(() => ({ search: search.trim(), page: 1 })),
    setFilters: (filters: Record<string, unknown>) => change(() => ({ filters, page: 1 })),
    toggleSort: (column: string) => change((current) => nextSort(current, column)),
  };
}

export type ListController = ReturnType<typeof useListController>;
