import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, type Violation } from './support/axe.js';
import { launchBrowser, policyViolations } from './support/browser.js';
import { kb, scriptsOf, sum } from './support/script-weight.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The server's JSON answer to a POST, and the cookie it set. */
async function post(path: string, body: object, cookie = '') {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  const set = response.headers.get('set-cookie');
  return { answer: await response.json(), cookie: set ? set.split(';')[0]! : cookie };
}

let visitorPages: string[] | undefined;

/**
 * The pages the sitemap leaves out, as they are a visitor's own, in both languages: the cart, a paid
 * donation's page, and the page of an order waiting for its payment.
 */
async function pagesOfAVisitor(): Promise<string[]> {
  if (visitorPages) return visitorPages;
  const donor = { name_sponsor: 'Rina', email: 'rina@example.id', phone: '08123456789', comment: 'Hijau!' };
  const { answer: donation } = await post('/public/donation', {
    ...donor,
    qty_tree: 10,
    payment_method_id: 1,
  });
  const paid = await fetch(
    `${server.url}/api/public/payments/sandbox/${donation.data.checkout.providerRef}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=pay',
      redirect: 'manual',
    },
  );
  expect(paid.status).toBe(303);
  const { cookie } = await post('/public/cart/items', { product_id: 1, qty: 1 });
  const billing = {
    firstname: 'Rina',
    lastname: 'Putri',
    address1: 'Jl. Mawar 1',
    city: 'Bogor',
    state: 'Jawa Barat',
    country: 'Indonesia',
    zipcode: '16151',
    phone: '08123456789',
  };
  const { answer: order } = await post('/public/billing', { ...billing, payment_method_id: 1 }, cookie);
  const pages = ['/cart', `/donation/${donation.data.code}`, `/cart/order/${order.data.code}`];
  visitorPages = [...pages, ...pages.map((p) => `/en${p}`)];
  return visitorPages;
}

/**
 * The pages the sitemap lists, each site page and the first page of each kind of row (an article, a
 * story, an album…), and a visitor's own pages, in both languages: addresses relative to the server.
 */
async function pagesToVisit(): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    const segments = path
      .replace(/^\/en(?=\/|$)/, '')
      .split('/')
      .filter(Boolean);
    const kind = `${path.startsWith('/en') ? 'en' : 'id'}:${segments.length > 1 ? segments[0] : path}`;
    if (seen.has(kind)) continue;
    seen.add(kind);
    pages.push(path);
  }
  return [...pages, ...(await pagesOfAVisitor())];
}

describe('every page of the site', () => {
  it('opens in both languages, in its language, without an error, a serious accessibility violation or anything its security policy refuses', async () => {
    const pages = await pagesToVisit();
    expect(pages).toEqual(expect.arrayContaining(['/', '/en', '/blog', '/en/blog', '/about-faq']));
    expect(pages.some((p) => /^\/blog\/.+/.test(p))).toBe(true);
    expect(pages).toEqual(expect.arrayContaining(['/donation', '/en/donation', '/cart', '/en/cart']));
    const context = await browser.newContext();
    const refused = await policyViolations(context);
    // What the browser removed of the server's page as it took it over (nothing, when it hydrates in place).
    await context.addInitScript(() => {
      const taken = window as unknown as { removedFromRoot: string[] };
      taken.removedFromRoot = [];
      new MutationObserver((records) => {
        for (const record of records) {
          if ((record.target as Element).id !== 'root') continue;
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element) taken.removedFromRoot.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The cookie banner is the visitor's to answer once; it is checked where it shows, on the first page.
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // Pictures of outside hosts (a video's thumbnail) cannot load where the tests run, offline.
      if (message.type() === 'error' && !message.text().includes('net::ERR_NAME_NOT_RESOLVED')) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    const violations: Record<string, Violation[]> = {};
    for (const path of pages) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe(
        path.startsWith('/en') ? 'en' : 'id',
      );
      expect(await page.locator('h1').count(), `${path} has one main heading`).toBe(1);
      // Hydrated in place: the page's content is the server's, neither doubled nor lost.
      const served = await (await fetch(`${server.url}${path}`)).text();
      const [live, fromServer] = await page.evaluate((html) => {
        // A map's own controls (zoom buttons, the tiles' attribution) are drawn in the browser by the map,
        // beside the page's content.
        const text = (root: ParentNode) => {
          const main = root.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
          // Controls for pages without script (`data-without-script`) leave once the page runs.
          main
            ?.querySelectorAll('.maplibregl-control-container, [data-without-script]')
            .forEach((control) => {
              control.remove();
            });
          return main?.textContent?.replace(/\s+/g, ' ').trim();
        };
        return [text(document), text(new DOMParser().parseFromString(html, 'text/html'))];
      }, served);
      expect(live, `${path} after hydration`).toBe(fromServer);
      // Taken over element by element: a page built again would lose what the visitor typed meanwhile.
      expect(
        await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot),
        `${path} hydrated in place`,
      ).toEqual([]);
      const found = await seriousViolations(page);
      if (found.length > 0) violations[path] = found;
    }
    expect(violations).toEqual({});
    expect(problems).toEqual([]);
    expect(refused).toEqual([]);
  }, 300_000);

  it('has no serious accessibility violation, nor an aria-controls naming no element, with a menu, a dialog or the carousel in use, at 390 and 1366 px', async () => {
    /** What axe finds, and every aria-controls that names no element, on the page as it is now. */
    const problemsOf = async (page: Page) => [
      ...(await seriousViolations(page)).map((v) => `${v.id}: ${v.targets.join(', ')}`),
      ...(await page.evaluate(() =>
        Array.from(document.querySelectorAll('[aria-controls]'))
          .map((element) => element.getAttribute('aria-controls')!)
          .filter((id) => !document.getElementById(id))
          .map((id) => `aria-controls names no element: ${id}`),
      )),
    ];
    const found: Record<string, string[]> = {};
    const check = async (page: Page, state: string) => {
      const problems = await problemsOf(page);
      if (problems.length > 0) found[state] = problems;
    };

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${server.url}/`);
    await phone.waitForLoadState('networkidle');
    await phone.getByRole('button', { name: 'Buka menu' }).click();
    // The button the server rendered controls the menu the browser opened.
    const controls = await phone.getByRole('button', { name: 'Tutup menu' }).getAttribute('aria-controls');
    const menu = phone.locator(`#${controls}`);
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByText('About Us', { exact: true }).click();
    await check(phone, 'phone menu open at 390 px');
    await phone.close();

    const laptop = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await laptop.goto(`${server.url}/en`);
    await laptop.waitForLoadState('networkidle');
    await laptop
      .getByRole('region', { name: 'Banner' })
      .getByRole('button', { name: 'Stop automatic slide show' })
      .click();
    const about = laptop.getByRole('button', { name: 'About Us' });
    await about.hover();
    await about.click();
    await expect.poll(() => laptop.getByRole('link', { name: 'Who We Are' }).isVisible()).toBe(true);
    await check(laptop, 'desktop menu open and home carousel stopped at 1366 px');

    await laptop.goto(`${server.url}/about-our-growers`);
    await laptop.waitForLoadState('networkidle');
    await laptop
      .getByRole('link', { name: /^Perbesar foto: / })
      .first()
      .click();
    await expect.poll(() => laptop.getByRole('dialog').isVisible()).toBe(true);
    await check(laptop, 'photo zoom dialog at 1366 px');
    await laptop.close();

    expect(found).toEqual({});
  }, 120_000);

  it('loads at most 100 KB of script gzipped on the home page, and at most 60 KB more on any other', async () => {
    const pages = await pagesToVisit();
    expect(pages).toContain('/win');
    const home = await scriptsOf(browser, `${server.url}/`);
    const rows = [`/: ${kb(sum(home.values()))} KB`];
    // A map (MapLibre with its worker) is a chunk of its own that a page fetches once it has settled with
    // its content on screen: it is weighed on its own, against a budget of its own. MapLibre is about 440 KB
    // of it (its main script and its worker); the offline basemap's shapes are data the style fetches, not
    // script. Every map shares the `map` chunk (see the site's vite.config.ts); each page's own map code is
    // small. The home page's map of farmers is fetched only once scrolled to, so it weighs nothing there.
    const isMap = (url: string) =>
      /\/assets\/((globe|locationMap|farmersMap|map|tree-clusters)-[\w-]+\.js|maplibre-gl-worker-[\w-]+\.mjs)$/.test(
        url,
      );
    const over: string[] = [];
    if (sum(home.values()) > 100 * 1024) over.push(`/ loads ${kb(sum(home.values()))} KB`);
    if ([...home.keys()].some(isMap)) over.push('/ loads its map before it is scrolled to');
    // A page loads the same scripts in either language: the Indonesian addresses stand for both.
    for (const path of pages.filter((p) => p !== '/' && !p.startsWith('/en/'))) {
      // The tracker's globe is waited for, so that its map is weighed.
      const scripts = await scriptsOf(
        browser,
        `${server.url}${path}`,
        path === '/win' ? '[data-testid="win-globe"] canvas' : undefined,
      );
      const added = [...scripts].filter(([url]) => !home.has(url));
      const more = sum(added.filter(([url]) => !isMap(url)).map(([, size]) => size));
      const map = sum(added.filter(([url]) => isMap(url)).map(([, size]) => size));
      rows.push(
        `${path}: ${kb(sum(scripts.values()))} KB, ${kb(more)} KB more than the home page` +
          (map ? ` and a map of ${kb(map)} KB` : ''),
      );
      if (more > 60 * 1024) over.push(`${path} loads ${kb(more)} KB more than the home page`);
      if (map > 460 * 1024) over.push(`${path} loads a map of ${kb(map)} KB`);
      if (path === '/win' && map === 0) over.push('/win loads no map to weigh');
    }
    console.info(`Script loaded per page, gzipped:\n${rows.join('\n')}`);
    expect(over).toEqual([]);
  }, 600_000);
});
