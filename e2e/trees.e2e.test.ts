import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
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
  it('shows the projects as pins over the tree clusters, every one clickable where it stands and linking to its detail', async () => {
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
    const count = await page.getByTestId('win-map-count').textContent();
    const placed = Number(/(\d+) proyek di peta/.exec(count ?? '')?.[1]);
    await expect.poll(() => clusterCalls.length, { timeout: 15_000 }).toBeGreaterThan(0);

    // Each pin is what a click at its centre hits (none lies under another), and its popup names every
    // project of the pin: together the popups name every project on the map. The demo's projects near
    // Semarang, a few kilometres apart, share a pin at the opening zoom.
    const named = new Set<string>();
    const popup = page.locator('.maplibregl-popup');
    for (let i = 0; i < (await markers.count()); i++) {
      const marker = markers.nth(i);
      const names = (await marker.getAttribute('aria-label'))!.split(', ');
      const centre = await marker.evaluate((element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        const at = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
        return { ...at, hit: element.contains(document.elementFromPoint(at.x, at.y)) };
      });
      expect(centre.hit, names.join(', ')).toBe(true);
      await page.mouse.click(centre.x, centre.y);
      await popup.waitFor();
      for (const name of names) {
        expect(await popup.textContent()).toContain(name);
        named.add(name);
      }
      await popup.getByRole('button', { name: /close/i }).click();
      await popup.waitFor({ state: 'detached' });
    }
    expect(named.size).toBe(placed);
    expect(await markers.count()).toBeLessThan(placed);

    const first = markers.first();
    const name = (await first.getAttribute('aria-label'))!.split(', ')[0];
    const box = (await first.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
    const link = page.getByTestId('win-map-project-link').first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/admin\/master\/projects\?view=detail&id=\d+/);
    await page.getByText(name!).first().waitFor();
  });
});

describe("the home page's farmers map", () => {
  it('loads the map only once scrolled to, then shows the farmers of the year chosen in the view', async () => {
    const page = await (await browser.newContext()).newPage();
    const mapCode: string[] = [];
    const asked: URL[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(farmersMap|map)-[\w-]+\.js$/.test(request.url())) mapCode.push(request.url());
      if (request.url().includes('/api/public/farmers/map?')) asked.push(new URL(request.url()));
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    expect(mapCode).toEqual([]);
    const year = new Date().getFullYear();
    // The page is whole before the map: the year's farmers with the most trees, as text.
    const section = page.getByRole('region', { name: 'Peta petani' });
    expect(await section.getByTestId('top-farmers').getByRole('listitem').count()).toBeGreaterThan(0);

    const map = page.getByTestId('farmers-map');
    await map.scrollIntoViewIfNeeded();
    await map.locator('canvas').waitFor();
    expect(mapCode.length).toBeGreaterThan(0);
    await expect.poll(() => map.getAttribute('data-farmers'), { timeout: 15_000 }).toMatch(/^[1-9]\d*$/);
    expect(await map.getAttribute('data-year')).toBe(String(year));
    const first = asked.find((url) => url.searchParams.has('bbox'))!;
    expect(first.searchParams.get('year')).toBe(String(year));
    const [west, south, east, north] = first.searchParams.get('bbox')!.split(',').map(Number);
    // The view around Java the map opens on, never the whole world.
    expect(west! < 106.8 && 106.8 < east! && south! < -6.2 && -6.2 < north!).toBe(true);
    expect(east! - west!).toBeLessThan(60);
    const status = section.getByTestId('farmers-map-status');
    expect(await status.textContent()).toBe(`${await map.getAttribute('data-farmers')} petani di peta`);

    expect(await seriousViolations(page)).toEqual([]);

    // Zoomed in on the farmer with the most trees until no cluster is left, their marker opens their popup.
    const box = (await map.boundingBox())!;
    const topFarmer = async () => {
      const [id, x, y] = (await map.getAttribute('data-top-farmer'))!.split(/[@,]/).map(Number);
      return { id: id!, x: box.x + x!, y: box.y + y! };
    };
    for (let zoom = 6; zoom < 15; ) {
      const at = await topFarmer();
      await page.mouse.move(at.x, at.y);
      await page.mouse.wheel(0, -600);
      await expect
        .poll(async () => Number(await map.getAttribute('data-zoom')), { timeout: 15_000 })
        .toBeGreaterThan(zoom + 0.1);
      zoom = Number(await map.getAttribute('data-zoom'));
    }
    const at = await topFarmer();
    const answer = await (
      await fetch(`${server.url}${asked.at(-1)!.pathname}${asked.at(-1)!.search}`)
    ).json();
    const farmer = answer.features.find((f: { id: number }) => f.id === at.id).properties;
    await page.mouse.click(at.x, at.y);
    const popup = page.getByTestId('farmer-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toBe(
      `${farmer.farmer}Total pohon${farmer.total_trees.toLocaleString('id-ID')}` +
        `Kecamatan${farmer.district}Desa${farmer.village}`,
    );

    const earlier = year - 3;
    await section.getByRole('combobox', { name: 'Tahun tanam' }).selectOption(String(earlier));
    await expect.poll(() => map.getAttribute('data-year'), { timeout: 15_000 }).toBe(String(earlier));
    expect(page.url()).toBe(`${server.url}/?year=${earlier}`);
    expect(asked.at(-1)!.searchParams.get('year')).toBe(String(earlier));
    await section.getByRole('heading', { name: `Petani dengan pohon terbanyak pada ${earlier}` }).waitFor();
  });
});
