import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepFailure, launchBrowser } from './support/browser.js';
import { loggedInPage } from './support/session.js';

let browser: Browser;
let server: TestServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startTestServer('pglite')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
  for (const context of browser.contexts()) await context.close();
});

describe('GIS map layers', () => {
  it("draws a layer's GeoJSON file on a map in its detail, beside the file's link", async () => {
    const { data } = (await (await fetch(`${server.url}/api/public/maps?mu_no=MU-3307`)).json()) as {
      data: { id: number; map_name: string; file_maps: { url: string } }[];
    };
    const layer = data.find((l) => l.map_name === 'Batas MU Wonosobo')!;
    const page = await loggedInPage(browser, server, 'admin');
    const file = page.waitForResponse((r) => r.url().endsWith(layer.file_maps.url));
    await page.goto(`${server.url}/admin/setting/maps?view=detail&id=${layer.id}`);
    await page.getByRole('link', { name: 'demo-map-mu-wonosobo.geojson' }).waitFor();
    await page.getByTestId('layer-map').locator('canvas').waitFor();
    const response = await file;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/geo+json');
  });
});
