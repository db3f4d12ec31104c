import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { type FetchJson, FetchJsonContext } from './api/public';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { langOfPath } from './app/lang';
import { i18nFor } from './i18n';
import { RenderedPartsContext } from './ui/preloadable';
import { type PageHead, PageHeadContext } from './ui/usePageTitle';

export { sitePages } from './layout/siteMap';

/** One page as the server sends it: its markup, head, status, and the API answers it was built from. */
export interface RenderedPage {
  html: string;
  /**
   * The resource hints React found while rendering (the preload of an image high on the page), which it
   * writes before the markup: they go in the head, as inside the root the browser's hydration would meet
   * them where the page's first element belongs, and build the whole page again.
   */
  hints: string;
  head: Required<Pick<PageHead, 'title' | 'description'>> & Pick<PageHead, 'image'>;
  status: number;
  lang: 'id' | 'en';
  /** What the browser starts from (JSON). */
  state: PageState;
}

/** The API answers a page was built from (the query cache, dehydrated) and the parts it rendered. */
export interface PageState {
  queries: DehydratedState;
  parts: string[];
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

/**
 * Renders the page at `url` (path and query) to HTML, once every API answer it uses has come in, so
 * that the HTML holds the whole content, readable without JavaScript. `fetchJson` reads the API.
 */
export async function renderPage(url: string, fetchJson: FetchJson): Promise<RenderedPage> {
  const lang = langOfPath(new URL(url, 'http://site').pathname);
  const queryClient: QueryClient = createQueryClient();
  const head: PageHead = { title: 'Rimba' };
  const parts = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadContext value={head}>
        <RenderedPartsContext value={parts}>
          <FetchJsonContext value={fetchJson}>
            <AppProviders queryClient={queryClient}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </FetchJsonContext>
        </RenderedPartsContext>
      </PageHeadContext>
    </StrictMode>,
    // Every boundary in place, however large: React would otherwise move a large one to the end of the
    // document for a script to put back, and a visitor without JavaScript would see its fallback.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await text(prelude);
  const hints = /^(?:<link [^>]*>)+/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hints.length);
  // Failed calls too: the browser starts from the same answers, a refusal included, as the HTML shows.
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  const state: PageState = { queries, parts: [...parts] };
  queryClient.clear();
  return {
    html,
    hints,
    head: {
      title: head.title,
      description: head.description ?? i18nFor(lang).t('common.siteDescription'),
      image: head.image,
    },
    status: head.status ?? 200,
    lang,
    state,
  };
}
