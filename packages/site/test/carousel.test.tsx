import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../src/api/public';
import { AppProviders } from '../src/app/AppProviders';
import BannerCarousel, { BANNER_INTERVAL_MS } from '../src/pages/home/BannerCarousel';

/**
 * Embla measures its slides, which jsdom does not lay out: a stand-in with Embla's calls moves through
 * three slides and says so as Embla does, with its `select` event.
 */
const carousel = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const api = {
    index: 0,
    count: 3,
    selectedScrollSnap: () => api.index,
    scrollSnapList: () => Array.from({ length: api.count }, (_, index) => index),
    scrollTo: (index: number) => {
      api.index = index;
      for (const listener of listeners) listener();
    },
    scrollNext: () => api.scrollTo((api.index + 1) % api.count),
    scrollPrev: () => api.scrollTo((api.index + api.count - 1) % api.count),
    on: (event: string, listener: () => void) => {
      if (event === 'select') listeners.add(listener);
      return api;
    },
    off: (_event: string, listener: () => void) => {
      listeners.delete(listener);
      return api;
    },
  };
  return api;
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, carousel] }));

const banners = [1, 2, 3].map(
  (id) =>
    ({
      id,
      title: `Banner ${id}`,
      subtitle: null,
      description: null,
      link: null,
      button_text: null,
      file_banner: null,
    }) as unknown as Banner,
);

function showCarousel() {
  render(
    <AppProviders>
      <MemoryRouter>
        <BannerCarousel banners={banners} />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('region', { name: 'Banner' });
}

/** The number of the slide shown, as its dot says. */
const shown = () =>
  screen
    .getAllByRole('button', { name: /^Ke slide / })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The system's reduced-motion setting, as `matchMedia` answers it. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

describe('the home page banner carousel', () => {
  beforeEach(() => {
    carousel.index = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('turns every 4 seconds until the visitor stops it with its button, and turns again when started', async () => {
    prefersReducedMotion(false);
    showCarousel();
    expect(BANNER_INTERVAL_MS).toBe(4000);
    expect(shown()).toBe(1);
    await wait(BANNER_INTERVAL_MS);
    expect(shown()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Hentikan slide otomatis' }));
    await wait(3 * BANNER_INTERVAL_MS);
    expect(shown()).toBe(2);
    // The arrows and dots still move it.
    fireEvent.click(screen.getByRole('button', { name: 'Slide berikutnya' }));
    expect(shown()).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Putar slide otomatis' }));
    expect(screen.getByRole('button', { name: 'Hentikan slide otomatis' })).toBeTruthy();
    await wait(BANNER_INTERVAL_MS);
    expect(shown()).toBe(1);
  });

  it('holds still while the pointer is over it or focus is in it', async () => {
    prefersReducedMotion(false);
    const region = showCarousel();

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    await wait(2 * BANNER_INTERVAL_MS);
    expect(shown()).toBe(1);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    await wait(BANNER_INTERVAL_MS);
    expect(shown()).toBe(2);

    act(() => screen.getByRole('button', { name: 'Ke slide 1' }).focus());
    await wait(2 * BANNER_INTERVAL_MS);
    expect(shown()).toBe(2);
    act(() => screen.getByRole('button', { name: 'Ke slide 1' }).blur());
    await wait(BANNER_INTERVAL_MS);
    expect(shown()).toBe(3);
  });

  it('does not turn by itself when the system asks for reduced motion, until the visitor starts it', async () => {
    prefersReducedMotion(true);
    showCarousel();
    await wait(3 * BANNER_INTERVAL_MS);
    expect(shown()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Putar slide otomatis' }));
    await wait(BANNER_INTERVAL_MS);
    expect(shown()).toBe(2);
  });
});
