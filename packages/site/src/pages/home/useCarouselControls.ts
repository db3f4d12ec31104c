import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

/** Which slide is selected and how to move, kept in step with an Embla carousel. */
export function useCarouselControls(embla: UseEmblaCarouselType[1]) {
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);

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

  return {
    selected,
    snapCount,
    previous: useCallback(() => embla?.scrollPrev(), [embla]),
    next: useCallback(() => embla?.scrollNext(), [embla]),
    goTo: useCallback((index: number) => embla?.scrollTo(index), [embla]),
  };
}
