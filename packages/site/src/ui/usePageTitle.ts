import { useEffect } from 'react';

/** Sets the browser tab title; the home page passes nothing and shows the site name alone. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Rimba` : 'Rimba';
  }, [title]);
}
