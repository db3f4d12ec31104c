import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ListPage } from '../api/public';
import { EmptyList, ListLoading } from './ListStates';
import { Pagination } from './Pagination';

/** The page number of the address, `?page=2`; anything else is the first page. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

interface Props<T> {
  /** The page of the list the address names (see usePageParam), as the API answers it. */
  query: UseQueryResult<ListPage<T>>;
  page: number;
  pageSize: number;
  /**
   * The list's own address, e.g. `/blog`: the pages' links are `/blog?page=2`… An address with a query
   * (`/campaign-event?category=2`) keeps it: `/campaign-event?category=2&page=2`.
   */
  path: string;
  /** The name of the list's pagination for screen readers. */
  label: string;
  className: string;
  item: (row: T, index: number) => ReactNode;
  /** What an empty list says, when not 'Data Kosong' ('Empty Data'). */
  emptyText?: string;
}

/**
 * A public list a page at a time, with its page links: a placeholder while it loads, and 'Data Kosong'
 * ('Empty Data') when there is nothing to show.
 */
export function PagedList<T>({ query, page, pageSize, path, label, className, item, emptyText }: Props<T>) {
  if (query.isPending) return <ListLoading />;
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return <EmptyList text={emptyText} />;
  const pages = Math.max(Math.ceil((query.data?.total ?? 0) / pageSize), 1);
  return (
    <>
      <ul className={className}>{rows.map(item)}</ul>
      <Pagination
        page={Math.min(page, pages)}
        pages={pages}
        href={(n) => (n === 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${n}`)}
        label={label}
      />
    </>
  );
}
