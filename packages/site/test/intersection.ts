import { vi } from 'vitest';

type Entries = { isIntersecting: boolean }[];

/**
 * Puts an IntersectionObserver in place whose callback the test calls itself: `scrolled(true)` says the
 * element observed last came into view, `scrolled(false)` that it left it.
 */
export function stubIntersectionObserver(): { scrolled: (into: boolean) => void } {
  let seen: ((entries: Entries) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Entries) => void) {
        seen = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return { scrolled: (into) => seen?.([{ isIntersecting: into }]) };
}
