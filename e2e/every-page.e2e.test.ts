import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, type Violation } from './support/axe.js';
import { launchBrowser } from './support/browser.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The pages the sitemap lists, each site page and the first page of each kind of row (an article, a
 * story, an album…), in both languages: addresses relative to the server.
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
  return pages;
}

describe('every page of the site', () => {
  it('opens in both languages, in its language, without an error and without a serious accessibility violation', async () => {
    const pages = await pagesToVisit();
    expect(pages).toEqual(expect.arrayContaining(['/', '/en', '/blog', '/en/blog', '/about-faq']));
    expect(pages.some((p) => /^\/blog\/.+/.test(p))).toBe(true);
    const context = await browser.newContext();
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
      const found = await seriousViolations(page);
      if (found.length > 0) violations[path] = found;
    }
    expect(violations).toEqual({});
    expect(problems).toEqual([]);
  }, 300_000);
});
