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

/**
 * Whether a view opens: `forbidden` for a user without its permission (the 403 page), `list` for a view the
 * module hides or its resource does not offer (the server has no route to save it: the list shows
 * instead), else `show`. The buttons follow the same rule, so a URL opens nothing a button would not.
 */
export function viewAccess(
  view: View,
  can: Record<'read' | 'create' | 'update', boolean>,
  hide: Record<'create' | 'detail' | 'update' | 'delete', boolean>,
): 'show' | 'list' | 'forbidden' {
  if (!can.read && (view === 'list' || view === 'detail')) return 'forbidden';
  if (view === 'list') return 'show';
  if (view === 'create' || view === 'update') {
    if (!can[view]) return 'forbidden';
    return hide[view] ? 'list' : 'show';
  }
  return hide.detail ? 'list' : 'show';
}

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
