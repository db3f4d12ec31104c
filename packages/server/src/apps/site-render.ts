import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { basePath, localPath } from '@rimba/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withNonce } from '../http/security-headers.js';
import { escapeHtml } from '../resources/export-formats/html.js';

/** What the site's server entry (packages/site/src/entry-server.tsx, built to dist-ssr) offers. */
interface SiteEntry {
  renderPage(
    url: string,
    fetchJson: <T>(path: string, lang: 'id' | 'en') => Promise<T>,
  ): Promise<{
    html: string;
    /** The resource hints React found while rendering (an image's preload), for the head. */
    hints: string;
    head: { title: string; description: string; image?: string };
    status: number;
    lang: 'id' | 'en';
    state: unknown;
  }>;
  /** The site's own pages, for the sitemap. */
  sitePages: readonly string[];
}

export interface SiteRenderer {
  render: (request: FastifyRequest) => Promise<RenderedSitePage>;
  pages: readonly string[];
}

export interface RenderedSitePage {
  status: number;
  html: string;
  /** Rendered with the visitor's cookies (their cart, say): for their browser alone, never a shared cache. */
  personal: boolean;
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Renders the site's pages on the server: each page's HTML holds its content (readable without
 * JavaScript, and by search engines), its own title, description, canonical address, the address of
 * the other language and Open Graph tags, and the API answers it was built from, which the browser
 * hydrates from. The API is called in process. Answers undefined when the site's server entry is not
 * built; the page is then rendered in the browser alone.
 */
export async function loadSiteRenderer(
  app: FastifyInstance,
  entryFile: string | undefined,
  template: string,
  publicUrl: string,
): Promise<SiteRenderer | undefined> {
  if (!entryFile || !existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as SiteEntry;
  const origin = publicUrl.replace(/\/+$/, '');

  const render = async (request: FastifyRequest): Promise<RenderedSitePage> => {
    // The visitor's cookies go along: a page of theirs (the cart) is rendered with what the API keeps for them.
    const cookie = request.headers.cookie;
    const fetchJson = async <T>(path: string, lang: 'id' | 'en'): Promise<T> => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api${path}`,
        headers: { accept: 'application/json', 'accept-language': lang, ...(cookie ? { cookie } : {}) },
      });
      if (answer.statusCode >= 400) throw new Error(`GET /api${path} answered ${answer.statusCode}`);
      return answer.json() as T;
    };
    const page = await entry.renderPage(request.url, fetchJson);
    const pathname = new URL(request.url, 'http://site').pathname;
    const base = basePath(pathname);
    const address = (lang: 'id' | 'en') => `${origin}${localPath(base, lang)}`;
    const image = page.head.image && new URL(page.head.image, `${origin}/`).href;
    const head = [
      `<title>${escapeHtml(page.head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(page.head.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(address(page.lang))}" />`,
      `<link rel="alternate" hreflang="id" href="${escapeHtml(address('id'))}" />`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(address('en'))}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address('id'))}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Rimba" />`,
      `<meta property="og:title" content="${escapeHtml(page.head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(page.head.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(address(page.lang))}" />`,
      `<meta property="og:locale" content="${page.lang === 'en' ? 'en_US' : 'id_ID'}" />`,
      ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
      ...(page.hints ? [page.hints] : []),
    ].join('\n    ');
    // Only the template's own scripts carry the nonce, never anything inside the rendered content; the
    // content goes in through functions, so no `$` pattern in it is expanded by replace.
    const html = withNonce(template, request)
      .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="rimba-state">${scriptJson(page.state)}</script>`,
      );
    return { status: page.status, html, personal: !!cookie };
  };
  return { render, pages: entry.sitePages };
}
