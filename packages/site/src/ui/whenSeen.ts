/** What says a visitor is at the page: any of these, anywhere on it. */
const inputs = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focusin'] as const;

/**
 * Whether the visitor has done something on the page before its script ran: it is scrolled, or something
 * has the focus. (Not the pointer over the page: a browser puts it there before anyone moves it.)
 */
function visitedAlready(): boolean {
  const active = document.activeElement;
  return window.scrollY > 0 || (!!active && active !== document.body && active !== document.documentElement);
}

export interface WhenSeenOptions {
  /**
   * Wait also for the visitor's first input on the page (a touch, a key, the mouse moving, a scroll): for
   * a part in the first view whose start costs a phone's main thread seconds, so a page nobody touches
   * (a tab opened in the background, a crawler) never pays for it. The page shows a still picture or the
   * same content as text meanwhile.
   */
  afterInput?: boolean;
}

/**
 * Calls `start` once `element` comes within 200 px of the view, the page has loaded and the browser then
 * has a moment to spare. A heavy part of a page, such as a map (whose start holds the main thread for a
 * few hundred milliseconds even on a phone with a GPU), so neither holds up the page's own scripts,
 * pictures and first paint, nor loads for a visitor who never scrolls to it. Answers a function that
 * cancels the wait. Without IntersectionObserver nothing starts: the page's text holds the same content.
 */
export function whenSeen(element: Element, start: () => void, options: WhenSeenOptions = {}): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  let cancelled = false;
  let idle: (() => void) | undefined;
  let seen = false;
  let touched = !options.afterInput || visitedAlready();
  const stopListening = () => {
    for (const input of inputs) window.removeEventListener(input, onInput, true);
  };
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
  const go = () => {
    if (!seen || !touched) return;
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  };
  function onInput() {
    stopListening();
    touched = true;
    go();
  }
  if (!touched)
    for (const input of inputs) window.addEventListener(input, onInput, { capture: true, passive: true });
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      seen = true;
      go();
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
    stopListening();
    window.removeEventListener('load', whenIdle);
    idle?.();
  };
}
