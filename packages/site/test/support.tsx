import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { inject, vi } from 'vitest';
import { getJson, setApiBase } from '../src/api/client';
import { type FetchJson, FetchJsonContext } from '../src/api/public';
import { AppProviders } from '../src/app/AppProviders';
import { AppRoutes } from '../src/app/AppRoutes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real server the site project's global setup starts. */
    apiUrl: string;
    /** The MAP_STYLE_URL the test server runs with. */
    mapStyleUrl: string;
    adminPassword: string;
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

/** A call of the admin API as the super user. */
export async function asAdmin(method: string, path: string, body?: unknown): Promise<Response> {
  const login = await fetch(`${inject('apiUrl')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
  });
  const { token } = (await login.json()) as { token: string };
  return fetch(`${inject('apiUrl')}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The dashboard's figures as the staff see them (the super user, no filter), each written as a visitor
 * should read it in `lang`: whole from 10 up, to a tenth below; CO₂ as its range low to high.
 */
export async function dashboardFigures(lang: 'id' | 'en') {
  const response = await asAdmin('GET', 'dashboard/information');
  if (!response.ok) throw new Error(`dashboard/information: ${response.status}`);
  const { data } = (await response.json()) as {
    data: Record<'trees_planted' | 'farmers' | 'villages' | 'hectares', number> & {
      co2_tonnes: { low: number; high: number };
    };
  };
  const format = (n: number) =>
    new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
      maximumFractionDigits: Math.abs(n) < 10 ? 1 : 0,
    }).format(n);
  return {
    trees_planted: format(data.trees_planted),
    farmers: format(data.farmers),
    villages: format(data.villages),
    hectares: format(data.hectares),
    co2: `${format(data.co2_tonnes.low)}–${format(data.co2_tonnes.high)}`,
  };
}

/** The hard-coded figures the site showed before its numbers were live (site spec §9): never shown. */
export const placeholderFigures = /3[.,]193[.,]959|5[.,]000[.,]000|2[.,]300[.,]000/;

/**
 * The accessible name of a "Read More" link: its words and the title of what it leads to, which the link
 * carries as visually hidden text (jsdom may put a space between the two parts, a browser does not).
 */
export function readMore(words: string, title: string): RegExp {
  return new RegExp(`^${words} ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * Keeps the cookies the test server sets, as a browser would, and sends them back with every call to it:
 * the visitor's cart is named by one, and Node's fetch (which jsdom's pages use) keeps none. Answers the
 * Undone by `vi.restoreAllMocks()`.
 */
export function keepCookies(): void {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(init.headers);
    // Another visitor's call names its own cookie (see `callApi`).
    if (!url.startsWith(inject('apiUrl')) || headers.has('cookie')) return real(input, init);
    if (jar.size > 0) headers.set('cookie', header());
    const response = await real(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  });
}

/**
 * A call to the test server's API; answers its status, JSON and the cart cookie. With `cookie` (even an
 * empty one) it is a visitor of its own; without, the browser's, whose cookies `keepCookies` keeps.
 */
export async function callApi<T = { data: Record<string, unknown> }>(
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; answer: T; cookie: string }> {
  const response = await fetch(`${inject('apiUrl')}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'id',
      ...(cookie !== undefined && { cookie }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const set = response.headers.getSetCookie()[0]?.split(';')[0];
  return { status: response.status, answer: (await response.json()) as T, cookie: set ?? cookie ?? '' };
}

/** The payer's choice on the sandbox provider's pay page, by the payment's token. */
export async function settleSandbox(token: string, choice: 'pay' | 'decline'): Promise<void> {
  const response = await fetch(`${inject('apiUrl')}/api/public/payments/sandbox/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `choice=${choice}`,
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`The sandbox answered ${response.status}`);
}
