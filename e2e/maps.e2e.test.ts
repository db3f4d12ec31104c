import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { keepFailure, launchBrowser, policyViolations } from './support/browser.js';
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
    const refused = await policyViolations(page.context());
    const file = page.waitForResponse((r) => r.url().endsWith(layer.file_maps.url));
    await page.goto(`${server.url}/admin/setting/maps?view=detail&id=${layer.id}`);
    await page.getByRole('link', { name: 'demo-map-mu-wonosobo.geojson' }).waitFor();
    await page.getByTestId('layer-map').locator('canvas').waitFor();
    const response = await file;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/geo+json');
    // The map, its worker and its tiles, and the admin's styles, all within the admin's security policy.
    expect(refused).toEqual([]);
    // The map's credits, links within a line of text, are told apart from it without colour.
    await page.getByTestId('layer-map').locator('.maplibregl-ctrl-attrib a').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the login, a module list and the API documentation within their security policies', async () => {
    const context = await browser.newContext();
    const refused = await policyViolations(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByTestId('login-submit').waitFor();
    await page.goto(`${server.url}/api/docs/`);
    await page.getByText('Rimba API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    const admin = await loggedInPage(browser, server, 'admin');
    const refusedInAdmin = await policyViolations(admin.context());
    await admin.goto(`${server.url}/admin/master/partners`);
    await admin.locator('[data-testid^="row-"]').first().waitFor();
    expect([...refused, ...refusedInAdmin]).toEqual([]);
  });
});
