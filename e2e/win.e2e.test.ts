import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { keepFailure, launchBrowser } from './support/browser.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
  for (const context of browser.contexts()) await context.close();
});

interface Place {
  win_code: string;
  farmer: string;
  village: string;
  latitude: number;
  longitude: number;
}

async function sample(): Promise<Place[]> {
  const answer = (await (await fetch(`${server.url}/api/public/sot`)).json()) as {
    data: { wincheck: Place[] };
  };
  return answer.data.wincheck;
}

/** The globe's view after its last move, as its container notes it. */
async function view(page: Page) {
  const globe = page.getByTestId('win-globe');
  const [zoom, center, first] = await Promise.all([
    globe.getAttribute('data-zoom'),
    globe.getAttribute('data-center'),
    globe.getAttribute('data-first-place'),
  ]);
  const [lng, lat] = (center ?? 'NaN,NaN').split(',').map(Number);
  const [x, y] = (first ?? 'NaN,NaN').split(',').map(Number);
  return { zoom: Number(zoom), lng: lng!, lat: lat!, x: x!, y: y! };
}

/** Whether a click at the centre of what a locator finds lands on it rather than on something over it. */
async function clickable(page: Page, selector: string): Promise<boolean> {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && element.contains(hit);
  });
}

/** Whether the first place found shows on the part of the globe the result sheet leaves uncovered. */
async function placeInView(page: Page): Promise<boolean> {
  const globe = (await page.getByTestId('win-globe').boundingBox())!;
  const sheet = (await page.getByTestId('win-sheet').boundingBox())!;
  const { x, y } = await view(page);
  const at = { x: globe.x + x, y: globe.y + y };
  const onGlobe =
    at.x > globe.x && at.x < globe.x + globe.width && at.y > globe.y && at.y < globe.y + globe.height;
  const underSheet =
    at.x >= sheet.x - 12 &&
    at.x <= sheet.x + sheet.width + 12 &&
    at.y >= sheet.y - 12 &&
    at.y <= sheet.y + sheet.height + 12;
  return onGlobe && !underSheet;
}

describe('the tree tracker', () => {
  it('flies the globe to a searched code, shows its farmer and tree, and a place clicked in a dialog', async () => {
    const places = await sample();
    const first = places[0]!;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const picture = page.waitForResponse((r) => r.url() === `${server.url}/api/public/map/globe.svg`);
    await page.goto(`${server.url}/en/win`);
    const globe = page.getByTestId('win-globe');
    // Until the visitor does something on the page, the globe is a still picture the server drew.
    const still = page.getByTestId('win-globe-still');
    expect((await picture).status()).toBe(200);
    expect(await still.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain(
      '/api/public/map/globe.svg',
    );
    // The cookie banner is drawn by the browser alone: the page runs.
    await page.getByTestId('cookie-okay').waitFor();
    await page.waitForTimeout(1000);
    expect(await globe.locator('canvas').count()).toBe(0);
    await page.mouse.move(640, 600);
    await globe.locator('canvas').waitFor();
    await still.waitFor({ state: 'detached', timeout: 20_000 });
    // The globe opens far out, at zoom 1.5, and turns by itself.
    await expect.poll(async () => (await view(page)).zoom, { timeout: 20_000 }).toBeCloseTo(1.5, 1);
    const before = (await view(page)).lng;
    await expect.poll(async () => (await view(page)).lng, { timeout: 10_000 }).not.toBe(before);

    // An empty search says so in a dialog.
    await page.getByRole('button', { name: 'Search' }).click();
    const empty = page.getByRole('dialog', { name: 'WIN is empty' });
    await empty.waitFor();
    await empty.getByRole('button', { name: 'OK' }).click();
    await empty.waitFor({ state: 'detached' });

    await page.getByLabel('Tree code (WIN)').fill(first.win_code.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/en/win?win_id=${first.win_code}`);
    // The panels replace the search card.
    expect(await page.getByTestId('win-farmer').textContent()).toBe(first.farmer);
    expect(await page.getByTestId('win-code').textContent()).toBe(first.win_code);
    expect(await page.getByLabel('Tree code (WIN)').count()).toBe(0);
    expect(
      await page.getByRole('link', { name: `Page of tree ${first.win_code}` }).getAttribute('href'),
    ).toBe(`/en/tree/${first.win_code}`);
    // The flight ends over the first place at zoom 10.
    await expect.poll(async () => (await view(page)).zoom, { timeout: 20_000 }).toBeCloseTo(10, 1);
    const landed = await view(page);
    expect(landed.lng).toBeCloseTo(first.longitude, 3);
    expect(landed.lat).toBeCloseTo(first.latitude, 3);

    // A click on the first place opens its dialog. While it is in a cluster, drawn where the cluster's
    // places average out, a click on the place itself may miss: the globe is zoomed in on it with its
    // button (which keeps the place where it is) until the place stands alone. On a busy machine the places
    // may not be drawn yet when the flight ends: a click that hits nothing is made again.
    const box = (await globe.boundingBox())!;
    const dialog = page.getByRole('dialog', { name: 'Place of the tree' });
    for (let tries = 0; tries < 8 && !(await dialog.isVisible()); tries++) {
      const at = await view(page);
      await page.mouse.click(box.x + at.x, box.y + at.y);
      const opened = await dialog
        .waitFor({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (opened || at.zoom >= 16) continue;
      await page.locator('.maplibregl-ctrl-zoom-in').click();
      await expect
        .poll(async () => (await view(page)).zoom, { timeout: 4_000 })
        .toBeGreaterThan(at.zoom + 0.5);
    }
    await dialog.waitFor({ timeout: 5_000 });
    expect(await dialog.getByTestId('win-place-farmer').textContent()).toBe(first.farmer);
    expect(await dialog.textContent()).toContain(first.village);
    // The focus follows into the dialog once it is drawn.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Close');

    // Zooming the map closes it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await dialog.waitFor({ state: 'detached' });
  }, 120_000);

  it("searches a win_id of the address at once, and says 'WIN not found' for an unknown code", async () => {
    const first = (await sample())[0]!;
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/win?win_id=${first.win_code}`);
    expect(await page.getByTestId('win-farmer').textContent()).toBe(first.farmer);
    await page.getByTestId('win-globe').locator('canvas').waitFor();
    await expect.poll(async () => (await view(page)).zoom, { timeout: 20_000 }).toBeCloseTo(10, 1);

    await page.goto(`${server.url}/win?win_id=WNOSUCH01`);
    const notFound = page.getByRole('dialog', { name: 'WIN not found' });
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain('WNOSUCH01');
    await notFound.getByRole('button', { name: 'OK' }).click();
    await notFound.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Kode pohon (WIN)').inputValue()).toBe('WNOSUCH01');
  });

  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    it(`keeps the zoom buttons, the attribution and the planting clear of the result at ${width} × ${height}, in a sheet that folds`, async () => {
      const first = (await sample())[0]!;
      const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${server.url}/en/win`);
      await page.getByTestId('cookie-okay').click();
      await page.getByTestId('win-globe').locator('canvas').waitFor();
      await page.locator('.maplibregl-ctrl-zoom-in').waitFor();
      expect(await clickable(page, '.maplibregl-ctrl-zoom-in')).toBe(true);

      await page.getByLabel('Tree code (WIN)').fill(first.win_code);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('win-farmer').waitFor();
      await expect.poll(async () => (await view(page)).zoom, { timeout: 20_000 }).toBeCloseTo(10, 1);
      for (const control of [
        '.maplibregl-ctrl-zoom-in',
        '.maplibregl-ctrl-zoom-out',
        '.maplibregl-ctrl-attrib',
      ]) {
        expect(await clickable(page, control), control).toBe(true);
      }
      await expect.poll(() => placeInView(page), { timeout: 10_000 }).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // Folded, the sheet keeps the farmer's name and the code and gives the map the room; the planting
      // stays in view. The button opens it again from the keyboard.
      const toggle = page.getByRole('button', { name: 'Hide details' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const before = (await page.getByTestId('win-sheet').boundingBox())!.height;
      await toggle.click();
      const unfold = page.getByRole('button', { name: 'Show details' });
      expect(await unfold.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('win-farmer').isVisible()).toBe(false);
      expect(await page.getByTestId('win-sheet').textContent()).toContain(first.win_code);
      expect((await page.getByTestId('win-sheet').boundingBox())!.height).toBeLessThan(before / 2);
      await expect.poll(() => placeInView(page), { timeout: 10_000 }).toBe(true);
      expect(await clickable(page, '.maplibregl-ctrl-zoom-in')).toBe(true);
      await unfold.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('win-farmer').waitFor();
      expect(await page.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe(
        'true',
      );

      // Every request of the search answered: the labels' glyphs among them.
      expect(refused).toEqual([]);
    });
  }

  it('keeps what was typed before the page ran, the search field labelled after a search, and gives the focus back when a dialog closes', async () => {
    const page = await (await browser.newContext()).newPage();
    // The page's scripts held back: the visitor types into the server's page before it runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/en/win`, { waitUntil: 'commit' });
    const field = page.getByLabel('Tree code (WIN)');
    await field.fill('WNOSUCH01');
    release();
    // The cookie banner is drawn by the browser alone: the page runs.
    await page.getByTestId('cookie-okay').waitFor();
    await field.press('Enter');
    const notFound = page.getByRole('dialog', { name: 'WIN not found' });
    await notFound.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await notFound.getByRole('button', { name: 'OK', exact: true }).click();
    await notFound.waitFor({ state: 'detached' });
    // The field that opened the dialog has the focus again, under its label.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('win_id');
    expect(await field.inputValue()).toBe('WNOSUCH01');
    expect(await seriousViolations(page)).toEqual([]);

    await field.fill('WNOSUCH02');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'WIN not found' }).waitFor();
    await page.keyboard.press('Escape');
    await notFound.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search');
    expect(await field.inputValue()).toBe('WNOSUCH02');
  });
});
