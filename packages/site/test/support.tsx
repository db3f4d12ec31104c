import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { inject } from 'vitest';
import { getJson, setApiBase } from '../src/api/client';
import { type FetchJson, FetchJsonContext } from '../src/api/public';
import { AppProviders } from '../src/app/AppProviders';
import { AppRoutes } from '../src/app/AppRoutes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real server the site project's global setup starts. */
    apiUrl: string;
  }
}

/** The whole site, opened at `path`; `fetchJson` changes how its pages call the API. */
export function renderApp(path: string, fetchJson: FetchJson = getJson) {
  return render(
    <FetchJsonContext.Provider value={fetchJson}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </FetchJsonContext.Provider>,
  );
}

/** Points the site at the real server the site project's global setup starts. */
export function pointAtTestServer(): void {
  setApiBase(inject('apiUrl'));
}

/** What the test server answers for a public list, read straight from the API. */
export async function fetchPublicList<T>(path: string): Promise<T[]> {
  const response = await fetch(`${inject('apiUrl')}/api/public/${path}`);
  const body = (await response.json()) as { data: T[] };
  return body.data;
}

/**
 * The accessible name of a "Read More" link: its words and the title of what it leads to, which the link
 * carries as visually hidden text (jsdom may put a space between the two parts, a browser does not).
 */
export function readMore(words: string, title: string): RegExp {
  return new RegExp(`^${words} ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
