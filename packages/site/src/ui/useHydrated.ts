import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the HTML the server sends and while the browser hydrates it, true from then on: a part that
 * works without JavaScript (a link) is rendered as such first, and becomes its scripted form (a button)
 * once the page runs, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
