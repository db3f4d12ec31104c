import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSeen } from '../src/ui/whenSeen';
import { stubIntersectionObserver } from './intersection';

/** Says the element came into view or left it. */
let scrolled: (into: boolean) => void;
let readyState: DocumentReadyState = 'interactive';

// Fake timers, an idle callback 50 ms away, the page still loading, and an IntersectionObserver the test drives.
beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  ({ scrolled } = stubIntersectionObserver());
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50));
  vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a heavy part of a page (a map)', () => {
  it('starts only once it comes into view, after the page has loaded, when the browser is idle', async () => {
    const start = vi.fn();
    whenSeen(document.body, start);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(start).not.toHaveBeenCalled();

    scrolled(false);
    scrolled(true);
    await vi.advanceTimersByTimeAsync(10_000);
    // Still loading: the page's own scripts and pictures come first.
    expect(start).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(49);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once cancelled, as when the page is left', async () => {
    const start = vi.fn();
    const cancel = whenSeen(document.body, start);
    scrolled(true);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('a heavy part in the first view, started on the visitor’s first input', () => {
  beforeEach(() => {
    readyState = 'complete';
  });

  it.each(['pointerdown', 'keydown', 'scroll', 'touchstart'])('waits, in view, until a %s', async (input) => {
    const start = vi.fn();
    whenSeen(document.body, start, { afterInput: true });
    scrolled(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(start).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event(input, { bubbles: true }));
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
    // Later inputs start nothing more.
    document.body.dispatchEvent(new Event(input, { bubbles: true }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the view too when the input comes first', async () => {
    const start = vi.fn();
    whenSeen(document.body, start, { afterInput: true });
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();
    scrolled(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('listens no more once cancelled', async () => {
    const start = vi.fn();
    const cancel = whenSeen(document.body, start, { afterInput: true });
    scrolled(true);
    cancel();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('a heavy part in the first view, on a page the visitor reached for before its script ran', () => {
  beforeEach(() => {
    readyState = 'complete';
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('starts without waiting when a field has the focus already', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const start = vi.fn();
    whenSeen(document.body, start, { afterInput: true });
    scrolled(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts without waiting when the page is scrolled already', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    const start = vi.fn();
    whenSeen(document.body, start, { afterInput: true });
    scrolled(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
