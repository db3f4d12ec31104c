import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyList, ListLoading } from './ListStates';

interface Props<T> {
  /** A whole public list, as its rows. */
  query: UseQueryResult<T[]>;
  className: string;
  item: (row: T, index: number) => ReactNode;
}

/** A short public list shown whole (annual reports, partners): a placeholder while it loads, or its empty text. */
export function WholeList<T>({ query, className, item }: Props<T>) {
  if (query.isPending) return <ListLoading />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <EmptyList />;
  return <ul className={className}>{rows.map(item)}</ul>;
}
