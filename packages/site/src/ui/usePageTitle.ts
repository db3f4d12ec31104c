import { imageCopyUrl } from '@rimba/core';
import { createContext, useContext, useEffect } from 'react';

/** What a page says of itself in the document's head, and the status it is served with. */
export interface PageHead {
  /** The tab title: `Title · Rimba`, or the site name alone on the home page. */
  title: string;
  description?: string;
  /** An image for link previews (Open Graph), as a path or address. */
  image?: string;
  /** 404 for the not-found page; 200 otherwise. */
  status?: number;
}

/** On the server, the head the rendered page asked for (the server writes it into the HTML). */
export const PageHeadContext = createContext<PageHead | null>(null);

const documentTitle = (title?: string) => (title ? `${title} · Rimba` : 'Rimba');

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) return;
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * A picture for link previews: an uploaded photo's copy 1280 pixels wide in its own format (a JPEG stays
 * a JPEG, which every preview shows), or the picture itself.
 */
function previewImage(url: string): string {
  return imageCopyUrl(url, 1280);
}

/**
 * Sets the page's title and, where given, its description and preview image: during a server render
 * into the HTML the server sends, in the browser into the document's head. The home page passes no
 * title and shows the site name alone.
 */
export function usePageTitle(title?: string, more: Omit<PageHead, 'title'> = {}): void {
  const head = useContext(PageHeadContext);
  const full = documentTitle(title);
  const image = more.image && previewImage(more.image);
  if (head) Object.assign(head, { title: full, ...more, image });
  const { description } = more;
  useEffect(() => {
    document.title = full;
    setMeta('property', 'og:title', full);
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:image', image);
  }, [full, description, image]);
}
