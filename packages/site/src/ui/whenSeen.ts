/**
 * Calls `start` once `element` comes within 200 px of the view, the page has loaded and the browser then
 * has a moment to spare. A heavy part of a page, such as a map (whose start holds the main thread for a
 * few hundred milliseconds even on a phone with a GPU), so neither holds up the page's own scripts,
 * pictures and first paint, nor loads for a visitor who never scrolls to it. Answers a function that
 * cancels the wait. Without IntersectionObserver nothing starts: the page's text holds the same content.
 */
export function whenSeen(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  let cancelled = false;
  let idle: (() => void) | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      // Within two seconds even on a page that is never idle.
      const id = requestIdleCallback(start, { timeout: 2000 });
      idle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 1);
      idle = () => clearTimeout(id);
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
    window.removeEventListener('load', whenIdle);
    idle?.();
  };
}
