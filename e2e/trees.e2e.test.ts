import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { loggedInPage } from './support/session.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a tree code page', () => {
  it('shows a demo tree with JavaScript off: its farmer, village, species, map and QR code', async () => {
    const sample = (await (await fetch(`${server.url}/api/public/sot`)).json()) as {
      data: { wincheck: { win_code: string; farmer: string; village: string; tree_name: string }[] };
    };
    const tree = sample.data.wincheck[0]!;
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const response = await page.goto(`${server.url}/tree/${tree.win_code}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`Pohon ${tree.win_code} · Rimba`);
    expect(await page.getByTestId('tree-code').textContent()).toBe(tree.win_code);
    const places = page.getByTestId('tree-places');
    expect(await places.textContent()).toContain(tree.farmer);
    expect(await places.textContent()).toContain(tree.village);
    expect(await places.textContent()).toContain(tree.tree_name);
    // The map and the QR code are images the server draws: both arrive and have a size.
    for (const name of ['Peta lokasi pohon', 'Kode QR halaman ini']) {
      const image = page.getByRole('img', { name: new RegExp(name) });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    const unknown = await page.goto(`${server.url}/tree/WNOSUCH01`);
    expect(unknown?.status()).toBe(404);
  });
});

describe('Peta WIN in the admin', () => {
  it('shows the projects as markers over the tree clusters, each linking to its detail', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    const clusterCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/public/trees/clusters/') && response.status() === 200) {
        clusterCalls.push(response.url());
      }
    });
    await page.goto(`${server.url}/admin/dashboard/map`);
    await page.getByTestId('win-map').locator('canvas').waitFor();
    const markers = page.getByTestId('win-map-project');
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('win-map-count').textContent()).toContain(
      `${await markers.count()} proyek di peta`,
    );
    await expect.poll(() => clusterCalls.length).toBeGreaterThan(0);

    const first = markers.first();
    const name = await first.getAttribute('aria-label');
    // A marker is redrawn on every frame of the map, so it is clicked where it stands rather than waited on.
    await first.evaluate((element: HTMLElement) => element.click());
    const link = page.getByTestId('win-map-project-link');
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/admin\/master\/projects\?view=detail&id=\d+/);
    await page.getByText(name!).first().waitFor();
  });
});
