import { useSyncExternalStore } from 'react';

/**
 * Cards in columns, the n-th card in column n mod the number of columns, in order. Cards loaded later only
 * ever go under the cards already shown: none moves when the next page arrives (a CSS multi-column layout
 * rebalances its columns and shuffles them).
 */
export function cardColumns<T>(cards: readonly T[], count: number): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  for (const [i, card] of cards.entries()) columns[i % columns.length]!.push(card);
  return columns;
}

/** The rows of the pages loaded so far, each once (a row that moved to a later page is not shown twice). */
export function uniqueRows<T extends { id: unknown }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<unknown>();
  return pages.flat().filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** Admin spec §2: three columns, two below 1024 px, one below 425 px. */
const wide = '(min-width: 1024px)';
const medium = '(min-width: 425px)';

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(wide), window.matchMedia(medium)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
  };
}

const columnCount = () => (window.matchMedia(wide).matches ? 3 : window.matchMedia(medium).matches ? 2 : 1);

export function useCardColumnCount(): number {
  return useSyncExternalStore(subscribe, columnCount, () => 3);
}
