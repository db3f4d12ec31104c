import { solidPng, startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';
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

const module = (path = '') => `${server.url}/admin/master/contoh-komponen${path}`;
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** Chooses an option of an antd select by its label. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

describe('the module engine on "Contoh Komponen"', () => {
  it('keeps hidden columns and the page size in the URL across a reload', async () => {
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
    await expect.poll(() => query(page, 'hide')).toBe('email');

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
    expect(await page.getByTestId('detail-photo').locator('img').getAttribute('src')).toMatch(
      /^\/uploads\/[0-9a-f]{32}\.png$/,
    );
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
});
