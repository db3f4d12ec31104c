import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ListPage } from '../api/public';
import { Link } from './Link';
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
 * ('Empty Data') when there is nothing to show; past the last page, with a link back to it.
 */
export function PagedList<T>({ query, page, pageSize, path, label, className, item, emptyText }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading />;
  const rows = query.data?.data ?? [];
  const pages = Math.max(Math.ceil((query.data?.total ?? 0) / pageSize), 1);
  const href = (n: number) => (n === 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${n}`);
  if (rows.length === 0) {
    return (
      <>
        <EmptyList text={emptyText} />
        {(query.data?.total ?? 0) > 0 && (
          <p className="text-center">
            <Link
              to={href(pages)}
              className="inline-block rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800"
              data-testid="list-last-page"
            >
              {t('pagination.toLast', { page: pages })}
            </Link>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <ul className={className}>{rows.map(item)}</ul>
      <Pagination page={Math.min(page, pages)} pages={pages} href={href} label={label} />
    </>
  );
}
