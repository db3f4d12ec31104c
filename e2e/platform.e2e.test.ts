import { solidPng, startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
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

describe('admin and site together', () => {
  it('admin creates a partner with a logo, finds it by search, and the public home page shows it', async () => {
    const page = await loggedInPage(browser, server, 'admin');

    await page.goto(`${server.url}/admin/master/partners`);
    await page.getByTestId('add-button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('create');
    await page.getByTestId('field-company_name').fill('PT Rimba Uji Ujung');
    await page.getByTestId('field-website').fill('https://uji.example.id');
    await page
      .getByTestId('field-file_logo')
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, 64, [30, 120, 60]) });
    await page.getByTestId('field-file_logo').locator('img').first().waitFor();
    await page.getByTestId('form-submit').click();
    await page.getByText('Data Mitra berhasil ditambahkan').waitFor();

    await page.goto(`${server.url}/admin/master/partners`);
    await page.getByTestId('list-search').fill('Uji Ujung');
    await page.getByTestId('list-search').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Uji Ujung');
    const rows = page.locator('[data-testid^="row-"]');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain('PT Rimba Uji Ujung');

    const site = await (await browser.newContext()).newPage();
    await site.goto(`${server.url}/`);
    const partner = site.getByTestId('partner-item').filter({ hasText: 'PT Rimba Uji Ujung' }).first();
    await partner.waitFor({ state: 'attached' });
    const logo = await partner.locator('img').first().getAttribute('src');
    // The logo as uploaded, served in a copy the width the page asks for.
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\/960\.png$/);
    const served = await fetch(`${server.url}${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('viewer sees no add button, and the API refuses a create anyway', async () => {
    const page = await loggedInPage(browser, server, 'viewer');
    await page.goto(`${server.url}/admin/master/partners`);
    await page.locator('[data-testid^="row-"]').first().waitFor();
    expect(await page.getByTestId('add-button').count()).toBe(0);

    const token = await page.evaluate(() => localStorage.getItem('_token'));
    expect(token).toBeTruthy();
    const status = await page.evaluate(async (bearer) => {
      const res = await fetch('/api/partners/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ company_name: 'PT Tidak Boleh', file_logo: '/uploads/x.png' }),
      });
      return { code: res.status, body: await res.json() };
    }, token);
    expect(status.code).toBe(403);
    expect(status.body.message).toBe('Anda tidak memiliki izin untuk tindakan ini (partners.create)');
  });
});
