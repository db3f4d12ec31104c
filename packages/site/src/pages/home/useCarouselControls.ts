import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';

/**
 * Whether the visitor's system asks for less motion. Read once the page runs: the server cannot know, and
 * the first render in the browser must be the server's for hydration.
 */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Which slide is selected and how to move, kept in step with an Embla carousel; with `autoplayMs`, the
 * slides also turn by themselves every so many milliseconds (WCAG 2.2.2): not under reduced motion unless
 * the visitor starts them, never once the visitor stops them, and not while a pointer is over the carousel
 * or focus is in it (`holdHandlers`, for the carousel's root).
 */
export function useCarouselControls(embla: UseEmblaCarouselType[1], autoplayMs?: number) {
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = autoplayMs !== undefined && snapCount > 1 && (chosen ?? !reducedMotion);
  const turning = rotating && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: set again at every slide change, so that a slide the visitor moved to shows for a whole interval
  useEffect(() => {
    if (!embla || !turning) return;
    const timer = setTimeout(() => embla.scrollNext(), autoplayMs);
    return () => clearTimeout(timer);
  }, [embla, turning, autoplayMs, selected]);

  return {
    selected,
    snapCount,
    previous: useCallback(() => embla?.scrollPrev(), [embla]),
    next: useCallback(() => embla?.scrollNext(), [embla]),
    goTo: useCallback((index: number) => embla?.scrollTo(index), [embla]),
    /** Whether the slides turn by themselves (held still meanwhile by a pointer or focus). */
    rotating,
    toggleRotation: () => setChosen(!rotating),
    holdHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
