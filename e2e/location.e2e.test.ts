import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${server.url}/api${path}`)).json()) as T;

/** The map of the trees as its container notes it after its last answer and move. */
async function treeMap(page: Page) {
  const map = page.getByTestId('location-map');
  const [clusters, filter, center] = await Promise.all([
    map.getAttribute('data-clusters'),
    map.getAttribute('data-filter'),
    map.getAttribute('data-center'),
  ]);
  return { clusters: Number(clusters ?? -1), filter: filter ?? '', center: center ?? '' };
}

describe('the location and capacity page', () => {
  it('cascades province, unit and village, redrawing the trees of each choice without a reload', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const clusterCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/public/trees/clusters/') && response.ok())
        clusterCalls.push(response.url());
    });
    await page.goto(`${server.url}/en/about-location-capacity`);
    const map = page.getByTestId('location-map');
    // A map is drawn once it comes into view.
    await map.scrollIntoViewIfNeeded();
    await map.locator('canvas').waitFor();
    await expect.poll(async () => (await treeMap(page)).clusters, { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await treeMap(page)).filter).toBe('');
    // The page stays the same document all along: a reload would lose this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const unitSelect = page.getByLabel('Management unit');
    const villageSelect = page.getByLabel('Village');
    expect(await unitSelect.isDisabled()).toBe(true);

    const provinces = await api<{ data: { id: number; province_code: string }[] }>(
      '/public/province?limit=100',
    );
    const central = provinces.data.find((p) => p.province_code === '33')!;
    await page.getByLabel('Province').selectOption('33');
    await page.waitForURL('**/en/about-location-capacity?province=33');
    await expect.poll(() => unitSelect.isDisabled(), { timeout: 10_000 }).toBe(false);
    const units = await api<{ data: { id: number; mu_no: string; unit_management_name: string }[] }>(
      '/public/unit-management?province_code=33',
    );
    await expect
      .poll(() => unitSelect.locator('option').allTextContents(), { timeout: 10_000 })
      .toEqual(['All units', ...units.data.map((u) => u.unit_management_name)]);
    await expect
      .poll(async () => (await treeMap(page)).filter, { timeout: 10_000 })
      .toBe(`province_id=${central.id}`);
    const summary = page.getByTestId('location-summary');
    await expect
      .poll(() => summary.textContent(), { timeout: 10_000 })
      .toContain('trees planted in Jawa Tengah');

    const unit = units.data.find((u) => u.mu_no === 'MU-3307')!;
    await unitSelect.selectOption('MU-3307');
    await page.waitForURL('**/en/about-location-capacity?province=33&unit=MU-3307');
    await expect.poll(() => villageSelect.isDisabled(), { timeout: 10_000 }).toBe(false);
    await expect
      .poll(async () => (await treeMap(page)).filter, { timeout: 10_000 })
      .toBe(`province_id=${central.id}&unit_id=${unit.id}`);
    await expect
      .poll(() => summary.textContent(), { timeout: 10_000 })
      .toContain('trees planted in MU Wonosobo');
    // The cards and the nursery map follow the unit: its one nursery.
    await expect
      .poll(() => page.getByTestId('capacity-nurseries').textContent(), { timeout: 10_000 })
      .toBe('1');
    // The nursery map is drawn once it comes into view.
    await page.getByTestId('nursery-map').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('nursery-marker').count(), { timeout: 10_000 }).toBe(1);

    const villages = await api<{ data: { id: number; village_code: string; village_name: string }[] }>(
      `/public/village?unit_management_id=${unit.id}`,
    );
    const village = villages.data[0]!;
    const beforeVillage = clusterCalls.length;
    await villageSelect.selectOption(village.village_code);
    await expect
      .poll(async () => (await treeMap(page)).filter, { timeout: 10_000 })
      .toBe(`province_id=${central.id}&unit_id=${unit.id}&village_id=${village.id}`);
    await expect
      .poll(() => summary.textContent(), { timeout: 10_000 })
      .toContain(`trees planted in ${village.village_name}`);
    expect(clusterCalls.slice(beforeVillage).some((url) => url.includes(`village_id=${village.id}`))).toBe(
      true,
    );
    // The village's trees are fewer than the unit's, and the map moved in to them.
    const villageSummary = await api<{ data: { trees: number; bounds: number[] } }>(
      `/public/trees?village_id=${village.id}`,
    );
    const [west, south, east, north] = villageSummary.data.bounds;
    await expect
      .poll(
        async () => {
          const [lng, lat] = (await treeMap(page)).center.split(',').map(Number);
          return (
            lng! >= west! - 0.05 && lng! <= east! + 0.05 && lat! >= south! - 0.05 && lat! <= north! + 0.05
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // Choosing another province clears the unit and the village below it.
    await page.getByLabel('Province').selectOption('32');
    await page.waitForURL('**/en/about-location-capacity?province=32');
    await expect.poll(() => villageSelect.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await unitSelect.inputValue()).toBe('');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('opens a nursery popup with its name and capacity', async () => {
    const page = await (await browser.newContext()).newPage();
    // Over all of Indonesia, nurseries close together share a pin: every pin is what a click at its head
    // hits, and together the pins name every nursery.
    const all = await api<{ data: { name: string }[] }>('/public/nurseries');
    await page.goto(`${server.url}/about-location-capacity`);
    const pins = page.getByTestId('nursery-marker');
    await page.getByTestId('nursery-map').scrollIntoViewIfNeeded();
    await pins.first().waitFor();
    // The pins are drawn again each time the map settles, so the page is scrolled to them inside each try.
    await expect
      .poll(
        () =>
          pins.evaluateAll((elements) => {
            elements[0]?.scrollIntoView({ block: 'center' });
            return elements.flatMap((pin) => {
              const box = pin.getBoundingClientRect();
              const hit = pin.contains(
                document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 3),
              );
              return hit ? pin.getAttribute('aria-label')!.split(', ') : ['(covered)'];
            });
          }),
        { timeout: 10_000 },
      )
      .toEqual(expect.arrayContaining(all.data.map((n) => n.name)));
    expect(
      await pins.evaluateAll((elements) =>
        elements.some((pin) => pin.getAttribute('aria-label')!.includes(', ')),
      ),
    ).toBe(true);
    const hits = await pins.evaluateAll((elements) =>
      elements.map((pin) => {
        const box = pin.getBoundingClientRect();
        return pin.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 3));
      }),
    );
    expect(hits.every(Boolean)).toBe(true);

    await page.goto(`${server.url}/about-location-capacity?province=33&unit=MU-3307`);
    const nurseries = await api<{ data: { name: string; capacity: number }[] }>(
      '/public/nurseries?province_code=33&mu_no=MU-3307',
    );
    const nursery = nurseries.data[0]!;
    const marker = page.getByRole('button', { name: nursery.name });
    await page.getByTestId('nursery-map').scrollIntoViewIfNeeded();
    await marker.waitFor();
    // The pins are placed again, closed, when the map ends a zoom: it is clicked once the map stands on the
    // nurseries (the map notes its zoom when a move ends). A marker is redrawn on every frame of the map, so it
    // is clicked where it stands rather than waited on.
    await page.locator('[data-testid="nursery-map"][data-zoom]').waitFor({ state: 'attached' });
    await marker.evaluate((element: HTMLElement) => element.click());
    const popup = page.locator('.maplibregl-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(nursery.name);
    expect(await popup.textContent()).toContain(
      `${nursery.capacity.toLocaleString('id-ID')} bibit per tahun`,
    );
    // From the keyboard: the marker takes the focus, and Enter closes its popup and opens it again.
    await marker.evaluate((element: HTMLElement) => element.focus());
    await page.keyboard.press('Enter');
    await popup.waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(nursery.name);
  });

  it('answers the filter form without JavaScript', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${server.url}/about-location-capacity`);
    await page.getByLabel('Provinsi').selectOption('33');
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.waitForURL(/province=33/);
    const unitSelect = page.getByLabel('Unit manajemen');
    expect(await unitSelect.isDisabled()).toBe(false);
    await unitSelect.selectOption('MU-3307');
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.waitForURL(/unit=MU-3307/);
    expect(await page.getByTestId('capacity-nurseries').textContent()).toBe('1');
    expect(await page.getByTestId('location-summary').textContent()).toContain(
      'pohon ditanam di MU Wonosobo',
    );
  });
});
