import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepFailure, launchBrowser } from './support/browser.js';
import { loggedInPage } from './support/session.js';

/** A tile host on loopback serving one MapLibre style, which notes every path asked of it. */
async function startStyleHost(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const style = {
    version: 8,
    name: 'Satellite streets',
    sources: {},
    layers: [{ id: 'ground', type: 'background', paint: { 'background-color': '#2e5e3a' } }],
  };
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify(style));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/styles/satellite-streets.json`, asked };
}

let host: Awaited<ReturnType<typeof startStyleHost>>;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  host = await startStyleHost();
  [server, browser] = await Promise.all([
    startTestServer('pglite', { MAP_STYLE_URL: host.url }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => host?.server.close(resolve));
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
  for (const context of browser.contexts()) await context.close();
});

describe('map style', () => {
  it("draws the admin's map with the server's MAP_STYLE_URL, set at run time", async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await page.goto(`${server.url}/admin/master/contoh-komponen?view=create`);
    await page.getByTestId('field-location-map').locator('canvas').waitFor();
    await expect.poll(() => host.asked).toContain('/styles/satellite-streets.json');
  });

  it("opens an empty map field on the spec's centre at zoom 10, with coordinates wide enough to read", async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/admin/master/contoh-komponen?view=create`);
    const canvas = page.getByTestId('field-location-map').locator('canvas');
    await canvas.waitFor();
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const input = (testId: string) =>
      page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
    const value = (testId: string) => input(testId).inputValue().then(Number);
    let point = { lat: 0, lng: 0 };
    /** Clicks the map at a share of its width and height; answers the point the field then holds. */
    const pickAt = async (x: number, y: number) => {
      const before = point;
      await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      await expect
        .poll(async () => {
          point = { lat: await value('field-location-lat'), lng: await value('field-location-lng') };
          return point;
        })
        .not.toEqual(before);
      return point;
    };
    // Admin spec §9: about -7.03, 110.49 at zoom 10, a view some tens of kilometres across.
    const middle = await pickAt(0.5, 0.5);
    expect(middle.lat).toBeCloseTo(-7.03, 1);
    expect(middle.lng).toBeCloseTo(110.49, 1);
    const west = await pickAt(0.03, 0.5);
    expect(west.lng).toBeGreaterThan(109);
    expect(west.lng).toBeLessThan(110.4);

    // A full coordinate shows whole in its box on a laptop and on a phone.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [testId, typed] of [
        ['field-location-lat', '-7.0312345'],
        ['field-location-lng', '110.4912345'],
      ] as const) {
        await input(testId).fill(typed);
        const fits = await input(testId).evaluate((el: HTMLInputElement) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
          right: el.getBoundingClientRect().right,
        }));
        expect(fits.scroll, `${testId} at ${width} px`).toBeLessThanOrEqual(fits.client);
        expect(fits.right, `${testId} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});

describe('offline basemap', () => {
  let offline: TestServer;
  beforeAll(async () => {
    offline = await startTestServer('pglite');
  });
  afterAll(async () => {
    await offline?.close();
  });

  it("names the provinces with glyphs from the app's own server when no MAP_STYLE_URL is set", async () => {
    const page = await loggedInPage(browser, offline, 'admin');
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(offline.url) && !request.url().startsWith('blob:'))
        outside.push(request.url());
    });
    const glyphs = page.waitForResponse((response) =>
      response.url().startsWith(`${offline.url}/api/public/map/glyphs/Noto%20Sans%20Regular/0-255.pbf`),
    );
    const coasts = page.waitForResponse(
      (response) => response.url() === `${offline.url}/api/public/map/basemap/countries-detail.geojson`,
    );
    await page.goto(`${offline.url}/admin/master/contoh-komponen?view=create`);
    const canvas = page.getByTestId('field-location-map').locator('canvas');
    await canvas.waitFor();
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // The picker opens on Central Java at zoom 10, where the provinces' names end: zoom out to them.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    const response = await glyphs;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/x-protobuf');
    expect((await response.body()).length).toBeGreaterThan(1000);
    // The coasts are data of the same server, not part of the admin's script.
    const shapes = await coasts;
    expect(shapes.status()).toBe(200);
    expect(((await shapes.json()) as { features: unknown[] }).features).toHaveLength(6);
    expect(outside).toEqual([]);
  });

  it("names the villages around a field's place, from the server's tiles of the region data", async () => {
    const page = await loggedInPage(browser, offline, 'admin');
    const token = await page.evaluate(() => localStorage.getItem('_token'));
    const read = async <T>(path: string) =>
      (await (
        await fetch(`${offline.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as T;
    const field = await read<{ data: { id: number; village_id: number }[] }>('/fields/list?limit=1');
    const { id, village_id } = field.data[0]!;
    const village = await read<{ data: { village_name: string } }>(`/village/${village_id}/show`);
    const names: Buffer[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/public/map/places/') && response.status() === 200) {
        // A tile still loading when the test ends has no body to read any more.
        response.body().then(
          (body) => names.push(body),
          () => undefined,
        );
      }
    });
    // The field's map opens on its place at zoom 14, where villages are named.
    await page.goto(`${offline.url}/admin/master/fields?view=update&id=${id}`);
    await page.getByTestId('field-location-map').locator('canvas').waitFor();
    await expect
      .poll(() => names.some((body) => body.includes(village.data.village_name)), { timeout: 20_000 })
      .toBe(true);
  });
});
