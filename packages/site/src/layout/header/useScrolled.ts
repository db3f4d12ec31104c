import { useEffect, useState } from 'react';

/** Whether the page is scrolled further down than `offset` pixels. */
export function useScrolled(offset: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}
