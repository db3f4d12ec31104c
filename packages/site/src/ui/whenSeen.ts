/** How long a page is left to settle after its load before a heavy part starts. */
export const settleMs = 1500;

/**
 * Milliseconds since the document's load event ended: none while it runs, a long time when the browser
 * cannot say.
 */
function sinceLoad(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  if (!navigation) return Number.POSITIVE_INFINITY;
  const ended = (navigation as PerformanceNavigationTiming).loadEventEnd;
  return ended ? performance.now() - ended : 0;
}

/**
 * Calls `start` once `element` comes within 200 px of the view, the page has loaded and settled (`settleMs`
 * after its load event; at once on a page loaded long before), and the browser then has a moment to spare. A heavy part of a page, such as a map (whose start holds the main
 * thread for a few hundred milliseconds even on a phone with a GPU), so neither holds up the page's
 * first paint and the visitor's first taps and typing, nor loads for a visitor who never scrolls to it.
 * Answers a function that cancels the wait. Without IntersectionObserver nothing starts: the page's text
 * holds the same content.
 */
export function whenSeen(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback !== 'function') {
      start();
      return;
    }
    // Within two seconds even on a page that is never idle.
    idle = requestIdleCallback(() => !cancelled && start(), { timeout: 2000 });
  };
  const settled = () => {
    timer = setTimeout(whenIdle, Math.max(0, settleMs - sinceLoad()));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (document.readyState === 'complete') settled();
      else window.addEventListener('load', settled, { once: true });
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
    window.removeEventListener('load', settled);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
