import {
  freePort,
  MidtransTestServer,
  PayPalTestServer,
  startTestServer,
  type TestServer,
} from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepFailure, policyViolations } from './support/browser.js';
import { withMailingServer } from './support/mailing-server.js';
import { loggedInPage } from './support/session.js';

/** Settings for a server the payment providers send the payer back to: its public address is its own. */
async function ownAddress(): Promise<Record<string, string>> {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, PUBLIC_CACHE_SECONDS: '0' };
}

const site = withMailingServer(ownAddress);

/** What the security policy refused on each page of the test that runs, checked after each test. */
let refused: string[][] = [];

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  refused.push(await policyViolations(context));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${page.url()}: ${error.message}`));
  return page;
}

afterEach(() => {
  const seen = refused.flat();
  refused = [];
  expect(seen).toEqual([]);
});

/** Fills the donation form: a number of trees by its tile, and the donor. */
async function fillDonation(page: Page, url: string, email: string, tile = '10 pohon') {
  await page.goto(`${url}/donation`);
  // The number of trees is chosen once the page's script runs (until then its inputs wait, disabled).
  await expect.poll(() => page.getByTestId('donation-qty_tree').isEnabled()).toBe(true);
  await page.getByTestId('tree-tier').filter({ hasText: tile }).click();
  await page.getByTestId('donation-name_sponsor').fill('Sari Wulandari');
  await page.getByTestId('donation-email').fill(email);
  await page.getByTestId('donation-phone').fill('+62 812-3456-7890');
  await page.getByTestId('donation-comment').fill('Untuk hutan yang lebih hijau.');
}

/** What a gift's page says of its stock. */
async function stockOf(page: Page, url: string, name: string): Promise<string> {
  await page.goto(`${url}/gifts`);
  await page
    .getByTestId('gift-card')
    .filter({ hasText: name })
    .getByRole('link', { name, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return (await page.getByTestId('gift-stock').textContent()) ?? '';
}

/** Adds a gift from the list of gifts, waiting for the server's answer. */
async function addToCart(page: Page, name: string) {
  const card = page.getByTestId('gift-card').filter({ hasText: name });
  await card.getByTestId('add-to-cart').click();
  await card.getByRole('status').waitFor();
}

/** Fills the cart's billing form. */
async function fillBilling(page: Page, email: string) {
  await page.getByTestId('billing-firstname').fill('Dewi');
  await page.getByTestId('billing-lastname').fill('Lestari');
  await page.getByTestId('billing-email').fill(email);
  await page.getByTestId('billing-address1').fill('Jl. Kenari No. 12');
  await page.getByTestId('billing-city').fill('Bogor');
  await page.getByTestId('billing-state').fill('Jawa Barat');
  await page.getByTestId('billing-zipcode').fill('16151');
  await page.getByTestId('billing-phone').fill('0812 3456 7890');
}

const codeOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

describe('donations and the gift shop with the sandbox provider', () => {
  let paidDonation = '';
  let paidOrder = '';

  it('takes a donation of 10 trees by card: the pay page, the thanks, the receipt and the certificate', async () => {
    const { server, inbox } = site;
    const page = await newPage(site.browser);
    await fillDonation(page, server.url, 'sari@example.id');
    expect(await page.getByTestId('donation-total').textContent()).toBe(
      'Total donasi: Rp. 150.000 (≈ US$9.38)',
    );
    await page.getByTestId('pay-card').click();
    await page.waitForURL(/\/api\/public\/payments\/sandbox\//);
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('Rp 150.000');
    await page.getByRole('button', { name: 'Setujui Pembayaran' }).click();
    await page.waitForURL(/\/donation\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Thank you for your donation' }).waitFor();
    expect(await page.getByTestId('donation-trees').textContent()).toBe('10');
    expect(await page.getByTestId('donation-amount').textContent()).toBe('Rp. 150.000');
    expect(await page.getByTestId('donation-status').textContent()).toBe('Lunas');
    paidDonation = (await page.getByTestId('donation-reference').textContent())!;
    expect(paidDonation).toMatch(/^DON-\d{4}-\d{6}$/);

    const mail = await inbox.mailTo('sari@example.id', 'Terima kasih atas donasi Anda');
    expect(mail.text).toContain(paidDonation);
    const certificate = await page.getByTestId('donation-certificate').getAttribute('href');
    expect(certificate).toBe(`${server.url}/api/public/donation/${codeOf(page)}/certificate.pdf`);
    const pdf = await fetch(certificate!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('sells two gifts with the promo code HIJAU10: paid, the stock lowered, and the receipt mailed', async () => {
    const { server, inbox } = site;
    const page = await newPage(site.browser);
    const before = await stockOf(page, server.url, 'Tumbler Bambu Rimba');
    expect(before).toBe('Stok tersedia: 40');

    await page.goto(`${server.url}/gifts`);
    await addToCart(page, 'Tumbler Bambu Rimba');
    await addToCart(page, 'Tas Jinjing Kanvas');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');

    // The cart is the server's, named by the browser's cookie: the server renders it, for that browser alone.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const served = await fetch(`${server.url}/cart`, { headers: { cookie } });
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    const html = await served.text();
    expect(html).toContain('Tumbler Bambu Rimba');
    expect(html).toContain('2 barang di keranjang');
    expect(await (await fetch(`${server.url}/cart`)).text()).toContain('Keranjang Anda masih kosong.');

    await page.getByRole('link', { name: /^Keranjang/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Keranjang' }).waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(await page.getByTestId('invoice-note').textContent()).toBe(
      'Nomor invoice diberikan saat checkout',
    );
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('Rp. 210.000');

    await page.getByTestId('promo-form').getByRole('textbox').fill('NOPE');
    await page.getByTestId('promo-form').getByRole('button').click();
    expect(await page.getByTestId('promo-error').textContent()).toBe('Kode promo tidak berlaku');
    await page.getByTestId('promo-form').getByRole('textbox').fill('hijau10');
    await page.getByTestId('promo-form').getByRole('button').click();
    await page.getByText('Kode promo HIJAU10 dipakai').waitFor();
    expect(await page.getByTestId('cart-discount').textContent()).toBe('−Rp. 21.000');
    expect(await page.getByTestId('cart-total').textContent()).toBe('Rp. 189.000');

    // The spec's words for what is missing, before anything is sent.
    await page.getByTestId('checkout-submit').click();
    expect(await page.getByTestId('error-firstname').textContent()).toBe('Valid first name is required.');
    expect(await page.getByTestId('error-zipcode').textContent()).toBe('Zip code required.');
    // The first field marked wrong takes the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('billing-firstname');
    await fillBilling(page, 'dewi@example.id');
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/api\/public\/payments\/sandbox\//);
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('Rp 189.000');
    await page.getByRole('button', { name: 'Setujui Pembayaran' }).click();
    await page.waitForURL(/\/cart\/order\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Payment Success' }).waitFor();
    await page.getByRole('heading', { name: 'Update Success' }).waitFor();
    paidOrder = (await page.getByTestId('order-invoice').textContent())!;
    expect(paidOrder).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await page.getByTestId('order-item').count()).toBe(2);
    expect(await page.getByTestId('order-total').textContent()).toBe('Rp. 189.000');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');

    expect(await stockOf(page, server.url, 'Tumbler Bambu Rimba')).toBe('Stok tersedia: 39');
    const mail = await inbox.mailTo('dewi@example.id', `Tanda terima pesanan ${paidOrder}`);
    expect(mail.text).toContain('HIJAU10');
  });

  it('says "Payment Failed" when the payment is declined, and the gift can be bought again', async () => {
    const { server } = site;
    const page = await newPage(site.browser);
    const before = await stockOf(page, server.url, 'Kartu Hadiah Satu Pohon');
    await page.goto(`${server.url}/gifts`);
    await addToCart(page, 'Kartu Hadiah Satu Pohon');
    await page.goto(`${server.url}/cart`);
    await fillBilling(page, 'ditolak@example.id');
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/api\/public\/payments\/sandbox\//);
    // While the payment is open, the checkout holds one.
    const held = Number(before.replace(/\D/g, '')) - 1;
    expect(await stockOf(await newPage(site.browser), server.url, 'Kartu Hadiah Satu Pohon')).toBe(
      `Stok tersedia: ${held}`,
    );
    await page.getByRole('button', { name: 'Tolak Pembayaran' }).click();
    await page.waitForURL(/\/cart\/order\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Failed' }).waitFor();
    await page.getByText('Payment Failed').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Gagal');
    expect(await stockOf(page, server.url, 'Kartu Hadiah Satu Pohon')).toBe(before);
  });

  it('shows the paid donation to staff, and refunds a paid order with a reason', async () => {
    const { server, browser } = site;
    expect(paidDonation && paidOrder).toBeTruthy();
    const page = await loggedInPage(browser, server, 'admin');
    await page.goto(`${server.url}/admin/setting/donation-detail?search=${paidDonation}`);
    await page.getByText(paidDonation).waitFor();
    await page.locator('[data-testid^="action-detail-"]').first().click();
    expect(await page.getByTestId('detail-qty_tree').textContent()).toBe('10');
    expect(await page.getByTestId('detail-status').textContent()).toBe('Lunas');

    await page.goto(`${server.url}/admin/setting/billing-address?search=${paidOrder}`);
    await page.getByText(paidOrder).waitFor();
    await page.locator('[data-testid^="action-detail-"]').first().click();
    await page.getByTestId('action-refund').click();
    await page.getByTestId('action-refund-reason').waitFor();
    expect(await page.getByTestId('action-refund-reason').getAttribute('placeholder')).toBe(
      'Alasan pengembalian dana',
    );
    await page.getByTestId('action-refund-reason').fill('Pembeli membatalkan pesanan.');
    await page.getByTestId('confirm-ok').click();
    await page.getByText(`Pesanan ${paidOrder} dikembalikan lewat penyedia pembayaran`).waitFor();
    await expect.poll(() => page.getByTestId('detail-status').textContent()).toBe('Dikembalikan');

    // The buyer's page says so too.
    const code = await orderCode(server.url, paidOrder);
    const buyer = await newPage(browser);
    await buyer.goto(`${server.url}/cart/order/${code}`);
    expect(await buyer.getByTestId('order-status').textContent()).toBe('Dikembalikan');
  });
});

/** The page code of an order, as its receipt names its page. */
async function orderCode(url: string, invoice: string): Promise<string> {
  const mail = await site.inbox.mailTo('dewi@example.id', `Tanda terima pesanan ${invoice}`);
  const link = mail.text.match(/\/cart\/order\/([\w-]+)/);
  expect(link, `${url}: the receipt links the order's page`).toBeTruthy();
  return link![1]!;
}

describe('donations through Midtrans and PayPal', () => {
  const midtrans = new MidtransTestServer();
  const paypal = new PayPalTestServer();
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    const [snapUrl, paypalUrl] = await Promise.all([midtrans.start(), paypal.start()]);
    const env = await ownAddress();
    midtrans.notificationUrl = `${env.PUBLIC_URL}/api/public/payments/midtrans/notification`;
    paypal.webhookUrl = `${env.PUBLIC_URL}/api/public/payments/paypal/webhook`;
    server = await startTestServer('pglite', {
      ...env,
      MIDTRANS_SERVER_KEY: midtrans.serverKey,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-rimba',
      MIDTRANS_SNAP_URL: snapUrl,
      MIDTRANS_API_URL: snapUrl,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_API_URL: paypalUrl,
      PAYPAL_SDK_URL: `${paypalUrl}/sdk/js`,
    });
    browser = site.browser;
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([midtrans.stop(), paypal.stop()]);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await keepFailure(browser, ctx.task.name);
  });

  it('takes a donation by card in Midtrans’ Snap dialog, and thanks once Midtrans told the server', async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await fillDonation(page, server.url, 'budi@example.id');
    expect(scripts.some((url) => url.startsWith(midtrans.url))).toBe(false);
    await page.getByTestId('pay-card').click();
    const dialog = page.getByRole('dialog', { name: 'Midtrans test payment' });
    await dialog.getByText(/Rp 150000/).waitFor();
    expect(await page.locator('script[data-client-key]').getAttribute('data-client-key')).toBe(
      'SB-Mid-client-rimba',
    );
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/donation\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Thank you for your donation' }).waitFor();
    expect(await page.getByTestId('donation-amount').textContent()).toBe('Rp. 150.000');
  });

  it('takes a donation through PayPal’s buttons, charged in US dollars', async () => {
    const page = await newPage(browser);
    await fillDonation(page, server.url, 'ayu@example.id');
    await page.getByTestId('pay-paypal').click();
    const button = page.getByTestId('paypal-buttons').getByRole('button', { name: 'PayPal' });
    await button.click();
    await page.waitForURL(/\/donation\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Thank you for your donation' }).waitFor();
    expect(await page.getByTestId('donation-amount').textContent()).toBe('US$9.38 (Rp. 150.000)');
    const order = [...paypal.orders.values()].at(-1)!;
    expect(order.status).toBe('COMPLETED');
  });
});
