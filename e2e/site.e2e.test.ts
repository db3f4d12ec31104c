import { startTestServer, type TestServer } from '@rimba/server/test-support';
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

/** A page's HTML as a crawler or a browser without JavaScript gets it. */
async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.text() };
}

async function publicList<T>(path: string, lang: 'id' | 'en'): Promise<T[]> {
  const response = await fetch(`${server.url}/api/public/${path}`, { headers: { 'accept-language': lang } });
  return ((await response.json()) as { data: T[] }).data;
}

describe('pages rendered on the server', () => {
  it('sends the home page with its banners and partners in the HTML, and its head', async () => {
    const [banners, partners] = await Promise.all([
      publicList<{ title: string }>('banner', 'id'),
      publicList<{ company_name: string }>('partners', 'id'),
    ]);
    const { status, body } = await html('/');
    expect(status).toBe(200);
    expect(body).toContain('<html lang="id"');
    expect(body).toContain('<title>Rimba</title>');
    expect(body).toContain('Tanam pohon bersama petani Indonesia');
    expect(body).toContain(banners[0]!.title);
    expect(body).toContain(partners[0]!.company_name);
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/" \/>/);
    expect(body).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/en" \/>/);
    expect(body).toContain('<meta property="og:title" content="Rimba" />');
    expect(body).toContain('id="rimba-state"');
    // All in place, readable without a script: no part left behind a fallback for a script to fill in.
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
    expect(main).toContain(banners[0]!.title);
    expect(body).not.toContain('<template id="B:');
    expect(main).not.toContain('Memuat…');
  });

  it('sends a page of the English address in English, and an unknown address as a 404 page', async () => {
    const faqs = await publicList<{ question: string }>('faq', 'en');
    const faq = await html('/en/about-faq');
    expect(faq.status).toBe(200);
    expect(faq.body).toContain('<html lang="en"');
    expect(faq.body).toContain('<title>FAQ · Rimba</title>');
    expect(faq.body).toContain(faqs[0]!.question.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(faq.body).toMatch(/hreflang="id" href="http:\/\/[^"]+\/about-faq"/);

    const missing = await html('/en/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found');
  });

  it('sends an article with its title, text and head in the HTML, in each language', async () => {
    const id = await html('/blog/menanam-mangrove-di-pesisir-demak');
    expect(id.status).toBe(200);
    expect(id.body).toContain('<title>Menanam Mangrove di Pesisir Demak · Rimba</title>');
    expect(id.body).toContain('<strong>20.000 bibit mangrove</strong>');
    expect(id.body).toContain(
      '<meta name="description" content="Warga Sayung menanam 20.000 bibit mangrove untuk menahan abrasi pantai utara Jawa." />',
    );
    expect(id.body).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/uploads\/demo-article-1\.jpg\/1280\.jpg" \/>/,
    );
    const en = await html('/en/blog/menanam-mangrove-di-pesisir-demak');
    expect(en.body).toContain(
      '<h1 class="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Planting Mangroves on the Demak Coast</h1>',
    );
    expect(en.body).toContain('<strong>20,000 mangrove seedlings</strong>');
    expect((await html('/blog/tidak-ada-artikel-ini')).status).toBe(404);
    const list = await html('/blog?page=2');
    expect(list.body).toContain('href="/blog"');
    const publications = await html('/en/our-publications');
    expect(publications.body).toContain('An Agroforestry Guide for Farmers');
    expect(publications.body).toMatch(/href="\/uploads\/demo-publication-\d+\.pdf" download=/);
  });

  it('hydrates without a mismatch, starts from the answers in the page, and switches language', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const faqCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/public/faq')) faqCalls.push(request.url());
    });
    await page.goto(`${server.url}/blog/menanam-mangrove-di-pesisir-demak`);
    await page.getByTestId('article-body').waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${server.url}/about-faq`);
    await page.getByTestId('faq-item').first().waitFor();
    // Hydrated: the lazy page's script has run and the switch works as a link in the app.
    await page.waitForLoadState('networkidle');
    expect(faqCalls).toEqual([]);
    await page.getByTestId('lang-switch').click();
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(new URL(page.url()).pathname).toBe('/en/about-faq');
    expect(problems).toEqual([]);
  });

  it('shows a gift beside its picture, its button to buy it above the fold of a laptop', async () => {
    const gifts = await publicList<{ id: number; product_name: string }>('gifts', 'id');
    const tumbler = gifts.find((gift) => gift.product_name === 'Tumbler Bambu Rimba')!;
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/gifts/${tumbler.id}`);
    const button = (await page.getByTestId('add-to-cart').boundingBox())!;
    const picture = (await page.locator('article img').first().boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(768);
    // Two columns: the picture on the left, the name, price and button on the right, side by side.
    expect(picture.x + picture.width).toBeLessThanOrEqual(button.x);
    expect(button.y).toBeLessThan(picture.y + picture.height);
    await context.close();
  });

  it('shows a page with JavaScript off', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${server.url}/about-faq`);
    expect(await page.getByTestId('faq-item').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Tanya Jawab (FAQ) · Rimba');
  });

  it('takes a comment, which shows on the article once an admin approves it', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/blog/bibit-sehat-dari-kebun-bibit-ungaran`);
    await visitor.getByLabel('Komentar Anda').fill('Bibitnya sehat sekali, terima kasih petani!');
    await visitor.getByRole('button', { name: 'Kirim Komentar' }).click();
    await visitor.getByText('Terima kasih! Komentar Anda akan tampil setelah disetujui.').waitFor();
    await visitor.reload();
    await visitor.getByTestId('comment-form').waitFor();
    expect(await visitor.getByText('Bibitnya sehat sekali').count()).toBe(0);

    const admin = await loggedInPage(browser, server, 'admin');
    await admin.goto(
      `${server.url}/admin/setting/article-comments?search=${encodeURIComponent('Bibitnya sehat')}`,
    );
    await admin.locator('[data-testid^="action-detail-"]').first().click();
    await admin.getByTestId('action-approve').click();
    // Approving asks for no confirmation (the declaration has none).
    await admin.getByText('Komentar disetujui dan tampil di situs').waitFor();

    // The page is rendered anew on the server: the approved comment is in its HTML, shown as Anonim.
    const { body } = await html('/blog/bibit-sehat-dari-kebun-bibit-ungaran');
    expect(body).toContain('Bibitnya sehat sekali, terima kasih petani!');
    await visitor.reload();
    const comment = visitor.getByTestId('comment').filter({ hasText: 'Bibitnya sehat sekali' });
    await comment.waitFor();
    expect(await comment.textContent()).toContain('Anonim');
  });
});
