import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLang } from '../src/i18n';

// The browser's zone is the admin's default time zone: the tests run as in a browser in Jakarta (WIB),
// whatever the zone of the machine running them.
process.env.TZ = 'Asia/Jakarta';

// jsdom lacks what antd measures layout with; minimal stand-ins are enough for components to render.
// Media queries answer as a wide desktop screen would: every min-width matches, no max-width does.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;

// jsdom does not implement pseudo-element styles, which antd asks for when measuring scrollbars.
// Computing an element's style matches every rule of antd's style sheets against it, and Testing Library
// asks it of every ancestor of every element a role query looks at: most of a test's time. An element's
// style cannot change while the document does not, so each is computed once until the next change of the
// document (its nodes, attributes, inline styles or style sheets), which the observer's pending records
// tell synchronously.
const computedStyle = window.getComputedStyle.bind(window);
let unchanged = new WeakMap<Element, CSSStyleDeclaration>();
const changes = new MutationObserver(() => {});
changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
window.getComputedStyle = (element: Element) => {
  if (changes.takeRecords().length > 0) unchanged = new WeakMap();
  let style = unchanged.get(element);
  if (!style) {
    style = computedStyle(element);
    unchanged.set(element, style);
  }
  return style;
};

// antd renders slowly under jsdom; a whole page can take more than the default second to appear, and a
// lazily loaded module page more than ten while every suite runs at once on two cores.
configure({ asyncUtilTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  setLang('id');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
