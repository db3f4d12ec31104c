/** Why a list shows no rows, which decides what it says. */
export type EmptyState =
  /** Rows are on their way: the spinner says so, nothing else. */
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'notFound' }
  /** Rows exist, but the page asked for lies past the last one (after a delete, or a stale link). */
  | { kind: 'beyondLast'; last: number }
  | { kind: 'empty' };

/**
 * What an empty page of a list means: rows still loading, a failed load, a search that found nothing, a
 * page past the last of the rows there are, or a list that truly holds nothing yet.
 */
export function emptyStateOf({
  loading,
  failed,
  search,
  total,
  page,
  limit,
}: {
  loading: boolean;
  failed: boolean;
  search: string;
  total: number;
  page: number;
  limit: number;
}): EmptyState {
  if (loading) return { kind: 'loading' };
  if (failed) return { kind: 'failed' };
  if (total > 0 && page > 1) return { kind: 'beyondLast', last: Math.max(1, Math.ceil(total / limit)) };
  if (search) return { kind: 'notFound' };
  return { kind: 'empty' };
}
