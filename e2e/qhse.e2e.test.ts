import { readFile } from 'node:fs/promises';
import { dayIn } from '@rimba/core';
import { startTestServer, type TestServer } from '@rimba/server/test-support';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { keepFailure, launchBrowser } from './support/browser.js';

let server: TestServer;
let browser: Browser;
/** The management unit of the demo's QHSE auditor. */
let auditorUnit: number;
const password = 'Audit-Kebun-Bersih-2026!';
const area = `Gudang bibit uji ${Date.now()}`;

const { api, signIn } = apiOf(() => server, password);

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** A page of its own, logged in through the login form as a demo QHSE user. */
async function pageOf(username: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('main-menu').waitFor();
  return page;
}

const detail = (id: number) => `${server.url}/admin/master/r-appraisals?view=detail&id=${id}`;

/** Makes a transition from the row's detail, giving its reason or confirming it when it asks. */
async function transition(page: Page, id: number, name: string, done: string, reason?: string) {
  await page.goto(detail(id));
  await page.getByTestId(`action-${name}`).click();
  if (reason !== undefined) await page.getByTestId(`action-${name}-reason`).fill(reason);
  if (reason !== undefined || (await page.getByTestId('confirm-ok').count())) {
    await page.getByTestId('confirm-ok').click();
  }
  await page.getByText(done).first().waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer('pglite', { LOGIN_RATE_LIMIT: '1000' }),
    launchBrowser(),
  ]);
  // The demo's QHSE auditor, verifier and manager are given passwords by the super user.
  const admin = await signIn('admin', server.adminPassword);
  for (const username of ['auditor', 'verifikator', 'manajer.qhse']) {
    const [user] = (
      await api<{ data: { id: number; unit_id: number }[] }>(`/users/list?search=${username}`, admin)
    ).data;
    await api('/users/update', admin, 'PUT', { id: user!.id, password });
    if (username === 'auditor') auditorUnit = user!.unit_id;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
});

describe('a 5R appraisal from the audit to the PDF', () => {
  it('is filled with photos, sent back, revised, verified, approved and printed with its score', async () => {
    const auditorToken = await signIn('auditor');
    const unit = (
      await api<{ data: { unit_management_name: string } }>(`/units/${auditorUnit}/show`, auditorToken)
    ).data;
    const kind = encodeURIComponent(JSON.stringify({ kind: '5r', status: 'published' }));
    const [template] = (
      await api<{ data: { content: { elements: { criteria: { code: string }[] }[] } }[] }>(
        `/checklist-templates/list?filters=${kind}&order=version&sort=DESC&limit=1`,
        auditorToken,
      )
    ).data;
    const elements = template!.content.elements;

    // The appraiser fills the form: the site, the day, and every item of every R.
    const auditor = await pageOf('auditor');
    await auditor.goto(`${server.url}/admin/master/r-appraisals?view=create`);
    await auditor.getByTestId('field-unit_id').locator('.ant-select').click();
    await auditor.keyboard.type(unit.unit_management_name);
    await auditor.locator('.ant-select-dropdown:visible').getByTitle(unit.unit_management_name).click();
    await auditor.getByTestId('field-site_type').locator('.ant-select').click();
    await auditor.locator('.ant-select-dropdown:visible').getByTitle('Kantor', { exact: true }).click();
    await auditor.getByTestId('field-area').fill(area);
    const date = auditor.locator(
      'input[data-testid="field-appraisal_date"], [data-testid="field-appraisal_date"] input',
    );
    await date.click();
    await date.fill(dayIn(new Date()));
    await date.press('Enter');
    const checklist = auditor.getByTestId('field-answers');
    const headers = checklist.locator('.ant-collapse-header');
    for (const [index, element] of elements.entries()) {
      if (index > 0) await headers.nth(index).click();
      for (const [n, { code }] of element.criteria.entries()) {
        const item = checklist.getByTestId(`field-answers-${code}`);
        // The first item does not apply; every other is good (3 of 4): the score is 75% whatever the weights.
        await item
          .getByRole('radio', { name: index === 0 && n === 0 ? 'Tidak Berlaku' : 'Baik', exact: true })
          .check();
      }
    }
    // Evidence: a photo of the second item.
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer();
    const secondCode = elements[0]!.criteria[1]!.code;
    await checklist
      .getByTestId(`field-answers-${secondCode}-photos`)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'rak-bibit.jpg', mimeType: 'image/jpeg', buffer: photo });
    await checklist.getByTestId(`field-answers-${secondCode}-photos`).locator('img').first().waitFor();
    await expect.poll(() => checklist.getByTestId('field-answers-summary-pct').textContent()).toContain('75');
    expect(await seriousViolations(auditor), 'the filled checklist').toEqual([]);
    await auditor.getByTestId('form-submit').click();
    await auditor.getByText('Data 5R berhasil ditambahkan').first().waitFor();

    const filters = encodeURIComponent(JSON.stringify({ area }));
    const [made] = (
      await api<{
        data: { id: number; score_pct: number; answers: Record<string, { photos?: string[] }> }[];
      }>(`/r-appraisals/list?filters=${filters}`, auditorToken)
    ).data;
    expect(made!.score_pct).toBe(75);
    expect(made!.answers[secondCode]!.photos).toHaveLength(1);
    const id = made!.id;
    await transition(auditor, id, 'submit', 'Penilaian diajukan untuk diverifikasi');

    // The verifier sends it back with a reason; the appraiser revises and submits again.
    const verifier = await pageOf('verifikator');
    await transition(
      verifier,
      id,
      'request-revision',
      'Penilaian dikembalikan untuk direvisi',
      'Lengkapi ringkasan',
    );
    await auditor.goto(`${server.url}/admin/master/r-appraisals?view=update&id=${id}`);
    await auditor.getByTestId('field-summary').fill('Gudang rapi; satu rak belum berlabel.');
    await auditor.getByTestId('form-submit').click();
    await auditor.getByText('Edit data 5R berhasil').first().waitFor();
    await transition(auditor, id, 'submit', 'Penilaian diajukan untuk diverifikasi');

    // The verifier passes it on, the manager approves it.
    await transition(verifier, id, 'verify', 'Penilaian diverifikasi dan diajukan untuk disetujui');
    const manager = await pageOf('manajer.qhse');
    await transition(manager, id, 'approve', 'Penilaian disetujui');
    await manager.getByTestId('detail-status').getByText('Disetujui').waitFor();

    // The PDF downloads from the detail and shows the score.
    const [download] = await Promise.all([
      manager.waitForEvent('download'),
      manager.getByTestId('action-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`r-appraisals-${id}.pdf`);
    const text = await pdfText(await readFile((await download.path())!));
    expect(text).toContain('Nilai total: 75%');
    expect(text).toContain(area);
    // Four people's pages and every item of the checklist answered by hand: about a minute.
  }, 180_000);

  it('flags an overdue corrective action in its list', async () => {
    const manager = await pageOf('manajer.qhse');
    const overdue = encodeURIComponent(JSON.stringify({ overdue: true }));
    await manager.goto(`${server.url}/admin/master/corrective-actions?filters=${overdue}`);
    const flag = manager.locator('.ant-table-row').first().getByText('Terlambat');
    await flag.waitFor({ state: 'attached' });
    await flag.scrollIntoViewIfNeeded();
    expect(await flag.isVisible()).toBe(true);
    expect(await seriousViolations(manager), 'the corrective actions list').toEqual([]);
  });
});
