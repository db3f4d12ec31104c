import { solidPng, startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
// Each test's pages close when it ends.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
  for (const context of browser.contexts()) await context.close();
});

const module = (path = '') => `${server.url}/admin/master/contoh-komponen${path}`;
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** Chooses an option of an antd select by its label. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

/** The input of a picker: the test id sits on the input itself or on its wrapper, depending on the picker. */
const pickerInput = (page: Page, testId: string, nth = 0) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).nth(nth);

/** Types a moment into a picker and confirms it. */
async function typeMoment(page: Page, testId: string, text: string, nth = 0) {
  const input = pickerInput(page, testId, nth);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/**
 * Types a period into a range picker, start then end. The start must come before the period's current
 * end, or the picker refuses it, as it should.
 */
async function typeRange(page: Page, testId: string, from: string, to: string) {
  const end = pickerInput(page, testId, 1);
  await pickerInput(page, testId, 0).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(from);
  // Confirming the start moves on to the end.
  await page.keyboard.press('Enter');
  await expect.poll(() => end.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(to);
  await page.keyboard.press('Enter');
}

/** Opens the update form of the first demo row a search finds, answering the row's id. */
async function openUpdate(page: Page, search: string): Promise<string> {
  await page.goto(module(`?search=${encodeURIComponent(search)}`));
  const update = page.locator('[data-testid^="action-update-"]').first();
  const id = (await update.getAttribute('data-testid'))!.replace('action-update-', '');
  await update.click();
  await page.getByTestId('field-name').waitFor();
  return id;
}

/** Saves an update form and waits for the detail it leads to. */
async function saveUpdate(page: Page) {
  await page.getByTestId('form-submit').click();
  await page.getByText('Edit data Contoh Komponen berhasil').waitFor();
  await expect.poll(() => query(page, 'view')).toBe('detail');
  await page.getByTestId('detail-name').waitFor();
}

const detail = async (page: Page, field: string) =>
  (await page.getByTestId(`detail-${field}`).textContent())?.trim();

describe('the module engine on "Contoh Komponen"', () => {
  it('keeps the page size in the URL and the hidden columns remembered across a reload', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await page.goto(module());
    await page.locator('[data-testid^="row-"]').first().waitFor();
    await page.locator('.ant-pagination-options .ant-select').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^20 / })
      .click();
    await expect.poll(() => query(page, 'limit')).toBe('20');
    await page.getByTestId('columns-button').click();
    await page.getByTestId('columns-dialog').getByText('Surel').click();
    await expect.poll(() => page.locator('thead th').allTextContents()).not.toContain('Surel');

    await page.reload();
    await page.locator('[data-testid^="row-"]').first().waitFor();
    const headers = await page.locator('thead th').allTextContents();
    expect(headers).toContain('Nama');
    expect(headers).not.toContain('Surel');
    expect(query(page, 'limit')).toBe('20');
    expect(await page.locator('.ant-pagination-options').textContent()).toMatch(/^20 /);
  });

  it('shows the validation messages in Indonesian and refuses a picture that is too large', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await page.goto(module('?view=create'));
    await page.getByTestId('form-submit').click();
    for (const message of ['Nama harus diisi', 'Tanggal Tanam harus diisi', 'Status harus diisi']) {
      await page.getByText(message).waitFor();
    }
    await page.getByTestId('field-name').fill('ab');
    await page.getByTestId('field-name').blur();
    await page.getByText('Nama minimal mengandung 3 karakter').waitFor();

    const tooLarge = Buffer.alloc(1024 * 1024 + 10, 0);
    solidPng(8, 8, [0, 0, 0]).copy(tooLarge);
    await page
      .getByTestId('field-gallery')
      .locator('input[type=file]')
      .setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: tooLarge });
    await page.getByTestId('field-gallery').getByText('File terlalu besar').waitFor();
  });

  it('saves a record filled through its inputs and shows every value back in the detail', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await page.goto(module('?view=create'));
    await page.getByTestId('field-name').fill('Kebun Uji Peramban');
    await page.getByTestId('field-email').fill('uji@peramban.example.id');
    await page.getByTestId('field-phone').fill('+62 811-2233-4455');
    await page.getByTestId('field-website').fill('https://peramban.example.id');
    await page.getByTestId('field-quantity').fill('1250');
    await page.getByTestId('field-height').fill('4,5');
    await page.getByTestId('field-price').fill('175000');
    // The test id sits on the picker's input or on its wrapper, depending on the picker.
    const planted = page
      .locator('input[data-testid="field-planted_on"], [data-testid="field-planted_on"] input')
      .first();
    await planted.click();
    await planted.fill('2026-03-15');
    await planted.press('Enter');
    await choose(page, 'field-status', 'Aktif');
    await page.getByTestId('field-priority').getByText('Tinggi').click();
    await page.getByTestId('field-activities').getByText('Penanaman').click();
    await page.getByTestId('field-activities').getByText('Pemantauan').click();
    await page.getByTestId('field-plantings-add').click();
    await choose(page, 'field-plantings-0-species', 'Jati');
    await page.getByTestId('field-plantings-0-count').fill('30');
    await page
      .getByTestId('field-photo')
      .locator('input[type=file]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: solidPng(32, 32, [20, 120, 40]) });
    await page.getByTestId('field-photo').locator('img').first().waitFor();
    await page.getByTestId('form-submit').click();
    await page.getByText('Data Contoh Komponen berhasil ditambahkan').waitFor();
    await expect.poll(() => query(page, 'view')).toBe('detail');

    const shown = async (field: string) => (await page.getByTestId(`detail-${field}`).textContent())?.trim();
    await page.getByTestId('detail-name').waitFor();
    expect(await shown('name')).toBe('Kebun Uji Peramban');
    expect(await shown('email')).toBe('uji@peramban.example.id');
    expect(await shown('quantity')).toBe('1250');
    expect(await shown('height')).toBe('4.5');
    expect(await shown('price')).toBe('Rp. 175.000');
    expect(await shown('planted_on')).toBe('15 Maret 2026');
    expect(await shown('status')).toBe('Aktif');
    expect(await shown('priority')).toBe('Tinggi');
    expect(await shown('activities')).toBe('Penanaman, Pemantauan');
    expect(await shown('plantings')).toContain('Jati');
    expect(await shown('plantings')).toContain('30');
    // The detail shows the server's small WebP copy of the uploaded photo, and it loads.
    const photo = page.getByTestId('detail-photo').locator('img');
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\/320\.webp$/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it('downloads the list as xlsx, csv and html with every row of the search, and imports after a preview', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await page.goto(module('?search=kebun'));
    await page.locator('[data-testid^="row-"]').first().waitFor();
    const token = await page.evaluate(() => localStorage.getItem('_token'));
    const listed = (await (
      await fetch(`${server.url}/api/contoh-komponen/list?search=kebun&limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number };
    for (const format of ['xlsx', 'csv', 'html'] as const) {
      await page.getByTestId('export-button').click();
      await page.getByTestId(`export-${format}`).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`export-${format}`).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^Contoh Komponen \\d{2}-\\d{2}-\\d{4}\\.${format}$`),
      );
      const file = await download.path();
      const content = (await import('node:fs')).readFileSync(file);
      if (format === 'csv') {
        // The header line, then one line per row (no field of the demo rows holds a line break).
        const lines = content.toString('utf8').trim().split(/\r?\n/);
        expect(lines.length - 1).toBe(listed.total);
      } else if (format === 'html') {
        expect((content.toString('utf8').match(/<tr>/g) ?? []).length - 1).toBe(listed.total);
      } else {
        expect(content.subarray(0, 2).toString()).toBe('PK');
      }
    }

    await page.goto(module());
    await page.getByTestId('import-button').click();
    const header = 'Nama,Tanggal Tanam,Status\n';
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'salah.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}Kebun Baris Salah,2026-02-30,active\n`),
    });
    await page.locator('.ant-modal').getByText('Tanggal Tanam harus berupa tanggal yang benar').waitFor();
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'benar.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}Kebun Impor Satu,2026-02-20,active\nKebun Impor Dua,2026-02-21,draft\n`),
    });
    await page.locator('.ant-modal').getByText('Kebun Impor Dua').waitFor();
    await page.getByTestId('import-confirm').click();
    // The dialog closes once the rows are in; until then it holds the focus.
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await page.getByTestId('list-search').fill('Kebun Impor');
    await page.getByTestId('list-search').press('Enter');
    await expect.poll(() => page.locator('[data-testid^="row-"]').count(), { timeout: 10_000 }).toBe(2);
  });

  it('switches a mapping off only after confirming, and leaves it on when declined', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    // A demo row, linked to a few partners.
    await page.goto(module('?search=Ungaran'));
    const first = page.locator('[data-testid^="action-detail-"]').first();
    await first.click();
    await page.getByTestId('detail-tabs').getByText('Mitra Terhubung').click();
    await page.getByTestId('mapping-filter').getByText('Aktif', { exact: true }).click();
    const toggle = page.locator('[data-testid^="mapping-switch-"]').first();
    await toggle.waitFor();
    const id = (await toggle.getAttribute('data-testid'))!;
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await toggle.click();
    await page.getByTestId('confirm-cancel').click();
    expect(await page.getByTestId(id).getAttribute('aria-checked')).toBe('true');

    await page.getByTestId(id).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText(/dinonaktifkan$/).waitFor();
    await expect.poll(() => page.getByTestId(id).count()).toBe(0);
  });

  it('saves the moments, periods, texts, colour and switch of a record and shows them back', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await openUpdate(page, 'Ungaran');
    await page.getByTestId('field-pin').fill('rahasia-123');
    await page.getByTestId('field-notes').fill('Catatan dari peramban');
    const story = page.getByTestId('field-story').locator('[contenteditable=true]');
    await story.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Cerita penanaman dari peramban');
    const verified = page.getByTestId('field-verified');
    const wasOn = (await verified.getAttribute('aria-checked')) === 'true';
    await verified.click();
    await page.getByTestId('field-color').locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-input input').first();
    await hex.fill('1f7a3d');
    await hex.press('Enter');
    await page.keyboard.press('Escape');

    await typeMoment(page, 'field-visited_at', '2026-03-15 08:30:00');
    await typeMoment(page, 'field-start_time', '07:15:00');
    await typeMoment(page, 'field-season_year', '2027');
    await typeMoment(page, 'field-period_month', '2026-04');
    // A week is chosen on its panel: the first week of the shown month.
    await pickerInput(page, 'field-period_week').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-week-panel-row').first().click();
    await typeRange(page, 'field-campaign_dates', '2025-12-01', '2026-05-31');
    await typeRange(page, 'field-working_hours', '06:00:00', '16:00:00');
    await typeRange(page, 'field-project_years', '2024', '2030');
    await typeRange(page, 'field-report_months', '2025-10', '2026-06');
    await saveUpdate(page);

    expect(await detail(page, 'notes')).toBe('Catatan dari peramban');
    expect(await detail(page, 'story')).toBe('Cerita penanaman dari peramban');
    expect(await detail(page, 'verified')).toBe(wasOn ? 'Tidak' : 'Ya');
    expect((await detail(page, 'color'))?.toLowerCase()).toContain('#1f7a3d');
    expect(await detail(page, 'visited_at')).toContain('15 Maret 2026');
    expect(await detail(page, 'start_time')).toBe('07:15:00');
    expect(await detail(page, 'season_year')).toBe('2027');
    expect(await detail(page, 'period_month')).toBe('2026-04');
    expect(await detail(page, 'period_week')).toMatch(/^\d{4}-W\d{2}$/);
    expect(await detail(page, 'campaign_dates')).toBe('1 Desember 2025 – 31 Mei 2026');
    expect(await detail(page, 'working_hours')).toBe('06:00:00 – 16:00:00');
    expect(await detail(page, 'project_years')).toBe('2024 – 2030');
    expect(await detail(page, 'report_months')).toBe('2025-10 – 2026-06');
    // The PIN is kept but never shown.
    expect(await page.getByTestId('detail-pin').count()).toBe(0);
  }, 120_000);

  it('saves choices, lookups chosen in the picker and a place typed on the map, and shows them back', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await openUpdate(page, 'Ungaran');
    const species = page.getByTestId('field-species');
    await species.locator('.ant-select').click();
    await species.locator('input').fill('Kemenyan');
    await page.locator('.ant-select-dropdown:visible').getByTitle('Kemenyan', { exact: true }).click();
    await page.keyboard.press('Escape');

    await page.getByTestId('field-partner_id-open').click();
    const row = page.getByTestId('field-partner_id-modal').locator('[data-testid^="lookup-row-"]').first();
    const partner = (await row.locator('td').nth(1).textContent())?.trim() ?? '';
    await row.click();
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('field-partner_id-value').textContent()).toBe(partner);

    const sponsor = page.getByTestId('field-sponsor_id').locator('label').first();
    const sponsorName = (await sponsor.textContent())?.trim() ?? '';
    await sponsor.click();
    const supporters = page.getByTestId('field-supporter_ids').locator('label');
    const supporterNames: string[] = [];
    for (const i of [0, 1]) {
      const label = supporters.nth(i);
      supporterNames.push((await label.textContent())?.trim() ?? '');
      if (!(await label.locator('input').isChecked())) await label.click();
    }

    await pickerInput(page, 'field-location-lat').fill('-7.03');
    await pickerInput(page, 'field-location-lng').fill('110.49');
    await page.getByText('Lokasi', { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('field-location-address').textContent(), { timeout: 10_000 })
      .toContain('Indonesia');
    await saveUpdate(page);

    expect(await detail(page, 'species')).toContain('Kemenyan');
    expect(await detail(page, 'partner_id')).toBe(partner);
    expect(await detail(page, 'sponsor_id')).toBe(sponsorName);
    for (const name of supporterNames) expect(await detail(page, 'supporter_ids')).toContain(name);
    expect(await detail(page, 'location')).toContain('-7.03, 110.49');
    expect(await detail(page, 'location')).toContain('Indonesia');
  });

  it('shows upload progress in percent, and saves a document, pictures and a video', async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await openUpdate(page, 'Ungaran');
    // A slow uplink, so the upload is seen on its way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    const document = page.getByTestId('field-document');
    for (const button of await document.locator('.ant-upload-list-item .anticon-delete').all()) {
      await button.click();
    }
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(600 * 1024, 32),
      Buffer.from('\n%%EOF\n'),
    ]);
    await document.locator('input[type=file]').setInputFiles({
      name: 'laporan.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect
      .poll(() => document.locator('.ant-upload-list-item-progress').first().textContent(), {
        timeout: 10_000,
      })
      .toMatch(/^\d+%$/);
    await document.locator('a', { hasText: /\.pdf$/ }).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const gallery = page.getByTestId('field-gallery');
    const before = await gallery.locator('.ant-upload-list-item').count();
    await gallery
      .locator('input[type=file]')
      .setInputFiles([{ name: 'satu.png', mimeType: 'image/png', buffer: solidPng(16, 16, [200, 30, 30]) }]);
    await expect
      .poll(() => gallery.locator('.ant-upload-list-item-done, .ant-upload-list-item').count())
      .toBe(before + 1);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mp42isom'),
      Buffer.alloc(2048),
    ]);
    const videos = page.getByTestId('field-videos');
    for (const button of await videos.locator('.ant-upload-list-item .anticon-delete').all()) {
      await button.click();
    }
    await videos
      .locator('input[type=file]')
      .setInputFiles({ name: 'tanam.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await videos.locator('a', { hasText: /\.mp4$/ }).waitFor();
    await saveUpdate(page);

    expect(await detail(page, 'document')).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await page.getByTestId('detail-gallery').locator('img').count()).toBe(before + 1);
    expect(await page.getByTestId('detail-videos').locator('video').count()).toBe(1);
  }, 120_000);
});

describe('module pages on a phone', () => {
  it("fits an article's detail and the menu in 390 px: labels above their values, long values and titles wrapped", async () => {
    const page = await loggedInPage(browser, server, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin/setting/article`);
    await page.locator('[data-testid^="action-detail-"]').first().click();
    await page.getByTestId('detail-description').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Every title of the menu, searched open, shows whole in the phone's drawer: none cut off.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('menu-search').fill('a');
    const menu = page.getByTestId('main-menu');
    await menu.getByText('Operasional Lapangan').waitFor();
    const cut = await menu.evaluate((root) =>
      Array.from(root.querySelectorAll('.ant-menu-title-content'))
        .filter((title) => {
          const entry = title.closest('.ant-menu-item, .ant-menu-submenu-title')!;
          return title.scrollWidth > title.clientWidth + 1 || entry.scrollHeight > entry.clientHeight + 1;
        })
        .map((title) => title.textContent),
    );
    expect(cut).toEqual([]);
    // The page under the open drawer stays within the window too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
