import { describe, expect, it } from 'vitest';
import { withMailingServer } from './support/mailing-server.js';

const site = withMailingServer();

const newPage = async () => (await site.browser.newContext()).newPage();

describe('engaging with the site', () => {
  it('sends a get-involved enquiry, which the foundation receives by mail', async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}/trees4teams`);
    const form = page.locator('#get-involved form');
    await form.getByLabel('Kategori').selectOption({ label: 'Acara Penanaman Tim' });
    await form.getByPlaceholder('Enter your name').fill('Rina Kartika');
    await form.getByPlaceholder('Enter your email').fill('rina@perusahaan.co.id');
    await form.getByPlaceholder('Enter your phone number').fill('+62 812 3456 7890');
    await form.getByPlaceholder('Enter your country').fill('Indonesia');
    await form
      .getByPlaceholder('Enter your question')
      .fill('Bisakah 40 karyawan kami menanam di Kendal bulan depan?');
    await form.getByRole('button', { name: 'Kirim' }).click();
    await form.getByRole('status').getByText('Success').first().waitFor();
    expect(await form.getByPlaceholder('Enter your name').inputValue()).toBe('');

    const mail = await site.inbox.mailTo(
      'info@rimba.or.id',
      'Get Involved: Acara Penanaman Tim – Rina Kartika',
    );
    expect(mail.text).toContain('Bisakah 40 karyawan kami menanam di Kendal bulan depan?');
    expect(mail.text).toContain('rina@perusahaan.co.id');
    expect(mail.headers.get('reply-to')).toContain('rina@perusahaan.co.id');
  });

  it('filters the events by category, searches them, and resets the filter', async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}/campaign-event`);
    const cards = page.getByTestId('event-card');
    await cards.first().waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThan(2);

    await page.getByRole('link', { name: 'Pelatihan Petani' }).click();
    await page.getByRole('link', { name: 'Reset filter' }).waitFor();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    const trainings = await cards.allTextContents();
    expect(trainings.every((text) => text.includes('Pelatihan Petani'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Pelatihan Petani' }).getAttribute('aria-current')).toBe(
      'true',
    );

    await page.getByRole('link', { name: 'Reset filter' }).click();
    await expect.poll(() => cards.count()).toBe(all);

    await page.getByRole('searchbox').fill('mangrove');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('mangrove');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Tanam Mangrove Bersama Warga Demak');
  });

  it('opens the lightbox at the third photo of an album, moves on and closes', async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}/photo-gallery`);
    await page.locator('main a[href^="/photo-gallery/"]').first().click();
    const thumbnails = page.getByTestId('album-thumbnail');
    await thumbnails.nth(2).waitFor();
    const third = await thumbnails.nth(2).locator('img').getAttribute('src');
    await thumbnails.nth(2).getByRole('button').click();
    const lightbox = page.getByRole('dialog');
    await lightbox.waitFor();
    expect(await page.getByTestId('lightbox-counter').textContent()).toMatch(/^3 \/ \d+$/);
    expect(await lightbox.locator('figure img').getAttribute('src')).toBe(third);
    // Chromium takes the WebP copy sized for its window, made by the server from the uploaded JPEG.
    const shown = lightbox.locator('figure img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/uploads\/demo-gallery-\d+-photo-3\.jpg\/\d+\.webp$/,
    );
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('lightbox-counter').textContent()).toMatch(/^4 \/ \d+$/);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-testid="album-thumbnail"]') !== null),
    ).toBe(true);
  });
});
