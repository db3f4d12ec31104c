import { createTestApp, type TestApp, testPasswords } from '@rimba/server/test-support';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { keepFailure, launchBrowser } from './support/browser.js';

let test: TestApp;
let url: string;
let browser: Browser;

/** An SMK3L template as large as PP 50/2012's: 166 criteria in 12 elements over three levels. */
const smk3l = {
  scale: [
    { value: 'conform', label: { id: 'Sesuai', en: 'Conform' }, points: 1, finding: false },
    { value: 'not_conform', label: { id: 'Tidak Sesuai', en: 'Not Conform' }, points: 0, finding: true },
  ],
  levels: [1, 2, 3].map((value) => ({ value, label: { id: `Tingkat ${value}`, en: `Level ${value}` } })),
  elements: Array.from({ length: 12 }, (_, e) => ({
    code: String(e + 1),
    title: { id: `Elemen ${e + 1}: pembangunan dan pemeliharaan komitmen`, en: `Element ${e + 1}` },
    criteria: Array.from({ length: e < 10 ? 14 : 13 }, (_, c) => ({
      code: `${e + 1}.${c + 1}`,
      text: {
        id: `Perusahaan menetapkan dan menerapkan prosedur ${c + 1} secara tertulis dan terdokumentasi`,
        en: `The company sets and applies written procedure ${c + 1}`,
      },
      weight: 1,
      level: c < 5 ? 1 : c < 10 ? 2 : 3,
      ...(c % 3 === 0 && {
        guidance: { id: 'Periksa dokumen dan wawancarai pekerja', en: 'Check documents' },
      }),
    })),
  })),
  bands: [
    { value: 'kurang', label: { id: 'Kurang', en: 'Poor' }, min: 0 },
    { value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 60 },
    { value: 'memuaskan', label: { id: 'Memuaskan', en: 'Satisfactory' }, min: 85 },
  ],
  passMin: 60,
};

beforeAll(async () => {
  [test, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  // A version above any the demo content publishes, so that it is the newest.
  await sql`insert into checklist_templates (kind, version, title, content, criteria_count, status)
    values ('smk3l', 99, 'SMK3L PP 50/2012', ${JSON.stringify(smk3l)}::jsonb, 166, 'published')`.execute(
    test.db,
  );
  url = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await browser?.close();
  await test?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
  for (const context of browser.contexts()) await context.close();
});

/** The admin logged in, in a window of the given width (on a phone the menu is in a drawer). */
async function adminAt(width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(`${url}/admin/login`);
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(testPasswords.admin);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((address) => !address.pathname.endsWith('/login'));
  return page;
}

/** Whether the page is wider than the window: a phone would have to scroll sideways. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('QHSE checklists in the admin', () => {
  it('answers an SMK3L checklist of the newest template at its level, with a finding and a live score, at 390 and 1366 px', async () => {
    for (const width of [390, 1366]) {
      const page = await adminAt(width);
      await page.goto(`${url}/admin/master/smkkkl-appraisals?view=create`);
      const checklist = page.getByTestId('field-answers');
      await checklist.getByText('Pilih tingkat penilaian untuk menampilkan kriterianya.').waitFor();
      // The newest published version was chosen for the form.
      await expect
        .poll(() => page.getByTestId('field-template_id').textContent(), { timeout: 20_000 })
        .toContain('SMK3L PP 50/2012');
      await page.getByLabel('Tingkat Penilaian').click();
      await page.locator('.ant-select-dropdown:visible').getByTitle('Transisi (122 kriteria)').click();
      const summary = page.getByTestId('field-answers-summary');
      await expect
        .poll(() => summary.textContent(), { timeout: 20_000 })
        .toContain('0 dari 120 kriteria dijawab');

      const first = page.getByTestId('field-answers-1.1');
      await first.getByText('Tidak Sesuai').click();
      await first.getByText('Kritis').click();
      await page.getByTestId('field-answers-1.2').getByText('Sesuai', { exact: true }).click();
      await expect
        .poll(() => summary.textContent(), { timeout: 20_000 })
        .toContain('2 dari 120 kriteria dijawab');
      expect(await summary.textContent()).toContain('Gagal: ada temuan kritis');
      expect(await page.getByTestId('field-answers-summary-pct').textContent()).toBe('50%');
      expect(await first.getByLabel('Tinggi').isChecked()).toBe(true);

      expect(await seriousViolations(page), `${width} px`).toEqual([]);
      expect(await overflows(page), `${width} px`).toBe(false);
    }
  }, 300_000);

  it("edits a template's content and shows a template's detail, at 390 and 1366 px", async () => {
    for (const width of [390, 1366]) {
      const page = await adminAt(width);
      await page.goto(`${url}/admin/master/checklist-templates?view=create`);
      await page.getByTestId('field-content-start').click();
      await page.getByTestId('field-content-add-element').click();
      await page.getByTestId('field-content-element-0-criteria-add').click();
      const errors = page.getByTestId('field-content-errors');
      await expect.poll(() => errors.textContent(), { timeout: 20_000 }).toContain('Kriteria 1.1 perlu teks');
      expect(await seriousViolations(page), `editor at ${width} px`).toEqual([]);
      expect(await overflows(page), `editor at ${width} px`).toBe(false);

      await page.goto(`${url}/admin/master/checklist-templates?view=detail&id=${await newestId()}`);
      const detail = page.getByTestId('checklist-template');
      await expect.poll(() => detail.textContent(), { timeout: 20_000 }).toContain('12 elemen, 166 kriteria');
      await detail.getByText(/^1\. Elemen 1/).click();
      await expect
        .poll(() => detail.textContent(), { timeout: 20_000 })
        .toContain('1.14 Perusahaan menetapkan');
      expect(await seriousViolations(page), `detail at ${width} px`).toEqual([]);
      expect(await overflows(page), `detail at ${width} px`).toBe(false);
    }
  }, 300_000);
});

async function newestId(): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select id::int as id from checklist_templates where kind = 'smk3l' and version = 99`.execute(test.db);
  return rows[0]!.id;
}
