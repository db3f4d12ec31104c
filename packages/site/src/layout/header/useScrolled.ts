import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (update: () => void) => {
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
};

/** Whether the page is scrolled further down than `offset` pixels; a page rendered on the server is at its top. */
export function useScrolled(offset: number): boolean {
  const read = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribe, read, () => false);
}
