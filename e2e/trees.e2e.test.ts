import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { keepFailure, launchBrowser } from './support/browser.js';
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
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
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
      // The whole popup lies within the map, which cuts off whatever passes its edge.
      const inside = await popup.evaluate((element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        const map = element.closest('.maplibregl-map')!.getBoundingClientRect();
        return box.top >= map.top - 1 && box.bottom <= map.bottom + 1;
      });
      expect(inside, names.join(', ')).toBe(true);
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

describe("a growth report, from the garden to the tree's page", () => {
  const password = 'Kebun-Jati-Subur-2026!';
  const { api, signIn } = apiOf(() => server);

  /** A page of the admin signed in as a demo field user. */
  async function adminAs(username: string) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('main-menu').waitFor();
    return page;
  }

  /** Chooses the row of a lookup found by a search in its picker. */
  async function pick(page: Page, field: string, search: string, id: number) {
    await page.getByTestId(`field-${field}-open`).click();
    const modal = page.getByTestId(`field-${field}-modal`);
    await modal.getByTestId(`field-${field}-search`).fill(search);
    await modal.getByTestId(`lookup-row-${id}`).click();
    await page.locator('.ant-modal-footer:visible .ant-btn-primary').click();
    await modal.waitFor({ state: 'hidden' });
  }

  it('is filed with a photo by a field officer, sent back once, approved, and shown on the tree page without its GPS position', async () => {
    // The demo's field officer and supervisor are given passwords by the super user.
    const admin = await signIn('admin', server.adminPassword);
    for (const username of ['petugas.lapangan', 'supervisor.lapangan']) {
      const [user] = (await api<{ data: { id: number }[] }>(`/users/list?search=${username}`, admin)).data;
      await api('/users/update', admin, 'PUT', { id: user!.id, password });
    }
    // A planting on a garden of the officer's own unit, and one of its trees.
    const officer = await signIn('petugas.lapangan', password);
    const gardens = (
      await api<{ data: { id: number; garden_code: string }[] }>('/garden/list?limit=100', officer)
    ).data;
    const plantings = (
      await api<{ data: { id: number; garden_id: number; seedlings: number }[] }>(
        '/plant/list?limit=100',
        officer,
      )
    ).data;
    const planting = plantings.find((p) => gardens.some((g) => g.id === p.garden_id))!;
    const garden = gardens.find((g) => g.id === planting.garden_id)!;
    const filter = encodeURIComponent(JSON.stringify({ plant_id: planting.id }));
    const [tree] = (
      await api<{ data: { win_code: string }[] }>(`/trees/list?filters=${filter}&limit=1`, admin)
    ).data;

    // The officer files the report in the admin, with a phone photo that holds the garden's GPS position.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'RimbaPhone' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '7/1 2/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '110/1 29/1 0/1',
        },
      })
      .toBuffer();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const page = await adminAs('petugas.lapangan');
    await page.goto(`${server.url}/admin/master/report-growth?view=create`);
    await pick(page, 'garden_id', garden.garden_code, garden.id);
    await pick(page, 'plant_id', garden.garden_code, planting.id);
    const date = page.locator(
      'input[data-testid="field-report_date"], [data-testid="field-report_date"] input',
    );
    await date.click();
    await date.fill(today);
    await date.press('Enter');
    await page.getByTestId('field-height_cm').fill('87');
    await page.getByTestId('field-diameter_mm').fill('21');
    await page.getByTestId('field-trees_alive').fill(String(planting.seedlings));
    const photos = page.getByTestId('field-photos');
    await photos
      .locator('input[type=file]')
      .setInputFiles({ name: 'kebun.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect
      .poll(() => photos.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 })
      .toBe(1);
    await page.getByTestId('form-submit').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('detail');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId('action-submit').click();
    await page.getByText('Laporan diajukan untuk diverifikasi').waitFor();

    // The supervisor sends it back with a reason.
    const detail = `${server.url}/admin/master/report-growth?view=detail&id=${id}`;
    const supervisor = await adminAs('supervisor.lapangan');
    await supervisor.goto(detail);
    await supervisor.getByTestId('action-request-revision').click();
    await supervisor
      .getByTestId('action-request-revision-reason')
      .fill('Foto batang kurang jelas, ukur ulang tingginya.');
    await supervisor.getByTestId('confirm-ok').click();
    await supervisor.getByText('Laporan dikembalikan untuk direvisi').waitFor();

    // The officer sees the reason, corrects the height and submits again.
    await page.goto(detail);
    await page.getByText('Perlu Revisi').first().waitFor();
    await page.getByRole('tab', { name: 'Riwayat Status' }).click();
    await page.getByText('Foto batang kurang jelas, ukur ulang tingginya.').waitFor();
    await page.getByTestId('detail-update').click();
    await page.getByTestId('field-height_cm').fill('92');
    await page.getByTestId('form-submit').click();
    await page.getByText('Edit data Laporan Pertumbuhan berhasil').waitFor();
    await page.getByTestId('action-submit').click();
    await page.getByText('Laporan diajukan untuk diverifikasi').waitFor();

    // The supervisor approves it; the approved report can no longer be changed.
    await supervisor.goto(detail);
    await supervisor.getByTestId('action-approve').click();
    await supervisor.getByTestId('confirm-ok').click();
    await supervisor.getByText('Laporan disetujui').waitFor();
    await page.goto(detail);
    await page.getByTestId('row-locked').waitFor();
    expect(await page.getByTestId('detail-update').count()).toBe(0);

    // The tree's public page shows the new height and the verified photo.
    const site = await (await browser.newContext()).newPage();
    await site.goto(`${server.url}/tree/${tree!.win_code}`);
    const measurements = site.getByTestId('tree-measurements');
    expect(await measurements.textContent()).toContain('92 cm');
    expect(await site.getByTestId('tree-planting').textContent()).toContain('92 cm');
    // The photo's public copy is made once the approval has committed, within seconds: the page shows it
    // once it exists.
    const shown = site.getByTestId('tree-photos').locator('img');
    const until = Date.now() + 20_000;
    while ((await shown.count()) === 0 && Date.now() < until) {
      await site.waitForTimeout(500);
      await site.reload();
      await measurements.waitFor();
    }
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('alt')).toMatch(/^Foto pohon pada /);
    const src = new URL((await shown.getAttribute('src'))!, server.url);
    // The photo the public is served, and the copy it was made from, carry no GPS position.
    const publicCopy = src.pathname.replace(/\/\d+\.\w+$/, '');
    for (const url of [src.href, `${server.url}${publicCopy}`]) {
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect((await sharp(bytes).metadata()).exif, url).toBeUndefined();
      expect(bytes.includes(Buffer.from('RimbaPhone')), url).toBe(false);
    }
    // Staff keep the original, with its position.
    const report = await api<{ data: { photos: string[] } }>(`/report-growth/${id}/show`, admin);
    const original = Buffer.from(await (await fetch(`${server.url}${report.data.photos[0]}`)).arrayBuffer());
    expect(original.includes(Buffer.from('RimbaPhone'))).toBe(true);
    expect(report.data.photos[0]).not.toBe(publicCopy);
  }, 180_000);
});

describe('the dashboards in the admin', () => {
  it('land a user on the figures the API counts, each chart readable as a table, with no serious accessibility violation on a phone or a laptop', async () => {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: server.adminPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    const api = (await (
      await fetch(`${server.url}/api/dashboard/information`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { trees_planted: number; farmers: number } };
    const page = await loggedInPage(browser, server, 'admin');
    await page.getByTestId('dashboard-information').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/information');
    const written = (n: number) => n.toLocaleString('id-ID');
    await expect
      .poll(() => page.getByTestId('figure-trees_planted').textContent())
      .toContain(written(api.data.trees_planted));
    expect(await page.getByTestId('figure-farmers').textContent()).toContain(written(api.data.farmers));
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of ['information', 'general', 'climate', 'qhse']) {
        await page.goto(`${server.url}/admin/dashboard/${screen}`);
        await page.getByTestId(`dashboard-${screen}`).waitFor();
        await page.locator('[data-testid$="-summary"], [data-testid$="-table"]').first().waitFor();
        // The menu's current entry fades to its colours: axe reads them once it has (antd's motion is 0.3 s).
        await page.waitForTimeout(600);
        // Nothing runs past the page's width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${screen} at ${width}px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `${screen} at ${width}px`).toEqual([]);
      }
    }
    // A chart shown as its table, then the page checked again.
    await page.locator('.ant-segmented-item', { hasText: 'Tabel' }).first().click();
    await page.locator('[data-testid$="-table"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
