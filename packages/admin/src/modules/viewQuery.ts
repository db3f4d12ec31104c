import { useSearchParams } from 'react-router';
import { listKeys } from './list/listParams';

export const views = ['list', 'detail', 'create', 'update'] as const;
export type View = (typeof views)[number];

/** What the `view` and `id` query parameters ask for (admin spec §2 "Module view selection"). */
export type ViewState =
  | { view: 'list' | 'create' }
  | { view: 'detail' | 'update'; id: number }
  /** Detail or update without a usable id: the module returns to its list. */
  | { view: 'missing-id' }
  | { view: 'unknown' };

const isView = (value: string): value is View => (views as readonly string[]).includes(value);

export function readViewState(query: URLSearchParams): ViewState {
  const view = query.get('view') ?? 'list';
  if (!isView(view)) return { view: 'unknown' };
  if (view === 'list' || view === 'create') return { view };
  const id = Number(query.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? { view, id } : { view: 'missing-id' };
}

/**
 * Moves between the views of a module. The list's own parameters stay in the query string, so coming
 * back to the list finds the same page, sort and search.
 */
export function useViewNavigation(): (view: View, id?: number) => void {
  const [, setQuery] = useSearchParams();
  return (view, id) =>
    setQuery((previous) => {
      const next = new URLSearchParams();
      for (const key of listKeys) {
        const value = previous.get(key);
        if (value !== null) next.set(key, value);
      }
      if (view !== 'list') next.set('view', view);
      if (id !== undefined) next.set('id', String(id));
      return next;
    });
}
