import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages wait for a real server, which shares the machine with the other suites of the run.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Embla and the layout call; these stand-ins do nothing, which is what a
// page with no layout needs.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// A file that renders as the server does runs without a DOM (`@vitest-environment node`).
const browser = typeof window !== 'undefined';

if (browser)
  Object.assign(window, {
    IntersectionObserver: NoopObserver,
    ResizeObserver: NoopObserver,
    scrollTo: () => {},
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }),
  });

// jsdom has no PointerEvent: pointer events would come as plain events, without the pointer's type.
if (browser && !window.PointerEvent) {
  window.PointerEvent = class extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  } as typeof PointerEvent;
}

afterEach(() => {
  if (!browser) return;
  cleanup();
  localStorage.clear();
});
