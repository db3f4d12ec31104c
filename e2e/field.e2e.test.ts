import { mkdir } from 'node:fs/promises';
import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { keepFailure, launchBrowser } from './support/browser.js';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The reports the phone sent, as the server stored them. */
let fresh: SoilRow[] = [];

const password = 'Kebun-Tanpa-Sinyal-2026!';
const phone = { width: 390, height: 844 };
/** Where the screens are kept at a phone's and a laptop's width, for a person to look at (not compared). */
const shots = '/tmp/field-shots';
const reports = 30;

type SoilRow = {
  id: number;
  client_id: string;
  version: number;
  status: string;
  ph: number;
  photos: string[];
};

const { api, signIn } = apiOf(() => server, password);

/** The soil reports the officer has filed, newest first. */
async function officerReports(token: string): Promise<SoilRow[]> {
  const me = (await api<{ data: { id: number } }>('/me', token)).data;
  const filters = encodeURIComponent(JSON.stringify({ reporter_id: me.id }));
  return (await api<{ data: SoilRow[] }>(`/report-soil/list?filters=${filters}&limit=1000`, token)).data;
}

/** A screen at the phone's width and a laptop's, then the phone's width again. */
async function shoot(name: string) {
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(phone);
}

async function expectAccessible(screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

/** A small photo of its own colour, so that each report's photo has a hash of its own. */
const photoOf = (i: number) =>
  sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20 + i * 7, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer('pglite', { LOGIN_RATE_LIMIT: '1000' }),
    launchBrowser(),
    mkdir(shots, { recursive: true }),
  ]);
  // The demo's field officer and supervisor are given passwords by the super user.
  const admin = await signIn('admin', server.adminPassword);
  for (const username of ['petugas.lapangan', 'supervisor.lapangan']) {
    const [user] = (await api<{ data: { id: number }[] }>(`/users/list?search=${username}`, admin)).data;
    await api('/users/update', admin, 'PUT', { id: user!.id, password });
  }
  // A phone in a garden near Semarang, whose GPS the app may read.
  context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: -7.0312, longitude: 110.4921, accuracy: 6 },
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
});

describe('the field app in Chromium on a phone', () => {
  it('files 30 reports with a photo each while offline, sends them once when online, and once again changes nothing', async () => {
    // Logged in while online: the service worker takes the page, the work data is kept on the phone.
    await page.goto(`${server.url}/field/`);
    await page.getByRole('heading', { name: 'Masuk' }).waitFor();
    await expectAccessible('login');
    await shoot('login');
    await page.getByLabel('Nama pengguna atau email').fill('petugas.lapangan');
    await page.getByLabel('Kata sandi').fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    const soil = page.getByRole('button', { name: 'Laporan Tanah' });
    await soil.waitFor({ timeout: 30_000 });
    await page.getByText(/^Data kerja diunduh /).waitFor({ timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
      .toBe(true);

    // No signal: the app still opens, from the service worker.
    await context.setOffline(true);
    await page.reload();
    await page.getByText('Luring: laporan disimpan di ponsel').waitFor();
    await soil.waitFor();

    const officer = await signIn('petugas.lapangan');
    const before = (await officerReports(officer)).length;
    const garden = page.getByLabel('Kebun');
    for (let i = 0; i < reports; i++) {
      await page.getByRole('button', { name: 'Laporan Baru' }).click();
      await soil.click();
      const form = page.getByRole('form', { name: 'Laporan Tanah' });
      await form.waitFor();
      // The first garden the officer reaches, today's date (filled in), a pH and a photo.
      await garden.selectOption({ index: 1 });
      await page.getByLabel('pH Tanah').fill(String(5 + (i % 20) / 10));
      await page.getByLabel('Foto', { exact: true }).setInputFiles({
        name: `tanah-${i}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photoOf(i),
      });
      await form.locator('.photos img').waitFor();
      if (i === 0) {
        await expectAccessible('form');
        await shoot('form');
      }
      await form.getByRole('button', { name: 'Ajukan Verifikasi' }).click();
      await page.getByRole('heading', { name: 'Antrean' }).waitFor();
    }
    const queue = page.locator('ul.queue > li');
    expect(await queue.count()).toBe(reports);
    // Each keep tries a sync, which finds no network and leaves the report waiting.
    await expect.poll(() => page.locator('ul.queue > li.state-waiting').count()).toBe(reports);
    await expectAccessible('queue');
    await shoot('queue');

    // The signal returns: the queue goes, photos first, each report once.
    const sent: { url: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/report-soil/sync/')) {
        sent.push({ url: request.url(), body: request.postData() ?? '' });
      }
    });
    await context.setOffline(false);
    // Sync starts by itself when the phone says the connection is back; the button sends in any case.
    const send = page.getByRole('button', { name: 'Kirim sekarang' });
    await send.click({ timeout: 120_000 });
    await expect
      .poll(() => page.locator('ul.queue > li.state-sent').count(), { timeout: 120_000 })
      .toBe(reports);
    await page.getByText('Daring', { exact: true }).waitFor();
    await send.waitFor({ timeout: 60_000 });

    // Exactly one stored report for each id the phone gave, each with its photo.
    const ids = new Set(sent.map((s) => s.url.split('/').at(-1)));
    expect(ids.size).toBe(reports);
    const stored = await officerReports(officer);
    expect(stored.length - before).toBe(reports);
    fresh = stored.filter((r) => ids.has(r.client_id));
    expect(fresh).toHaveLength(reports);
    for (const row of fresh) {
      expect(row.status).toBe('verification_request');
      expect(row.photos).toHaveLength(1);
      const photo = await fetch(`${server.url}${row.photos[0]}`);
      expect(photo.status, row.photos[0]).toBe(200);
    }
    expect(new Set(fresh.map((r) => r.photos[0])).size).toBe(reports);

    // The same queue sent again, body for body, as a phone that never heard the answers: still 30.
    expect(sent).toHaveLength(reports);
    const replayed = await page.evaluate(async (requests) => {
      const token = await new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('rimba-field');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('sessions').objectStore('sessions').get('session');
          get.onsuccess = () => resolve(get.result.token);
        };
      });
      const results: string[] = [];
      for (const { url, body } of requests) {
        const res = await fetch(url, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        results.push(res.ok ? (await res.json()).result : String(res.status));
      }
      return results;
    }, sent);
    expect(replayed).toEqual(Array(reports).fill('replayed'));
    expect((await officerReports(officer)).length - before).toBe(reports);
  }, 300_000);

  it('shows a report changed on the server since the phone took it as two versions, and keeps the one chosen', async () => {
    expect(fresh.length).toBeGreaterThan(0);
    const report = fresh[0]!;
    const officer = await signIn('petugas.lapangan');
    const supervisor = await signIn('supervisor.lapangan');
    // The supervisor sends it back: the phone takes it in with the work data, to be edited.
    await api(`/report-soil/${report.id}/request-revision`, supervisor, 'POST', {
      reason: 'pH terlalu rendah untuk kebun ini, ukur ulang.',
    });
    await page.getByRole('button', { name: 'Kirim sekarang' }).click();
    const item = page.locator('ul.queue > li.state-editing');
    await item.waitFor({ timeout: 30_000 });
    expect(await item.locator('.badge').textContent()).toBe('Perlu diubah');

    // Meanwhile a colleague corrects it on the server; the phone, offline, still edits the version it took.
    await context.setOffline(true);
    await api('/report-soil/update', officer, 'PUT', { id: report.id, ph: 7.7 });
    await item.getByRole('button', { name: 'Ubah' }).click();
    const form = page.getByRole('form', { name: 'Laporan Tanah' });
    await form.getByText('Perlu Revisi').waitFor();
    await page.getByLabel('pH Tanah').fill('6,1');
    await form.getByRole('button', { name: 'Ajukan Verifikasi' }).click();
    await page.getByRole('heading', { name: 'Antrean' }).waitFor();

    // Online again: the send is refused with the server's version, and both are shown side by side.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Kirim sekarang' }).click({ timeout: 60_000 });
    const conflict = page.locator('ul.queue > li.state-conflict');
    await conflict.waitFor({ timeout: 30_000 });
    const table = conflict.getByRole('table', { name: 'Dua versi laporan' });
    const ph = table.getByRole('row', { name: /pH Tanah/ });
    expect(await ph.getByRole('cell').allTextContents()).toEqual(['6.1', '7.7']);
    expect(await ph.getAttribute('class')).toContain('differs');
    await expectAccessible('conflict');
    await shoot('conflict');
    // The phone's version is kept: sent over the server's, on the version it now knows.
    await conflict.getByRole('button', { name: 'Pakai versi ponsel' }).click();
    await page.getByRole('button', { name: 'Kirim sekarang' }).click({ timeout: 60_000 });
    await expect
      .poll(() => page.locator('ul.queue > li.state-sent').count(), { timeout: 60_000 })
      .toBe(reports);
    const stored = await api<{ data: SoilRow }>(`/report-soil/${report.id}/show`, officer);
    expect(stored.data).toMatchObject({
      ph: 6.1,
      status: 'verification_request',
      client_id: report.client_id,
    });
    expect(stored.data.version).toBeGreaterThan(report.version);
  }, 180_000);
});
