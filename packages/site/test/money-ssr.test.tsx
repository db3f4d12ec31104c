// @vitest-environment node
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson } from '../src/api/client';
import type { FetchJson } from '../src/api/public';
import { renderPage } from '../src/entry-server';
import { callApi, pointAtTestServer, settleSandbox } from './support';

type Started = {
  data: { code: string; reference: string; checkout: { redirectUrl: string; providerRef: string } };
};

/** The API as the server calls it for a visitor's page: with the visitor's cookie. */
const withCookie =
  (cookie: string): FetchJson =>
  async <T,>(path: string, lang: 'id' | 'en') => {
    const response = await fetch(`${inject('apiUrl')}/api${path}`, {
      headers: { accept: 'application/json', 'accept-language': lang, cookie },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };

describe('the money pages as the server renders them', () => {
  beforeAll(pointAtTestServer);

  it('renders the donation page with its tiles and prices, its buttons waiting for the script', async () => {
    const { html, status, head } = await renderPage('/donation', getJson);
    expect(status).toBe(200);
    expect(head.title).toBe('Donasi · Rimba');
    expect(html).toContain('Rp. 1.500.000');
    expect(html).toContain('≈ US$93.75');
    expect(html).toMatch(/<button type="button" disabled=""[^>]*data-testid="pay-card"/);
    expect(html).toMatch(/<button type="button" disabled=""[^>]*data-testid="pay-paypal"/);
    expect(html).toContain('Kunjungi pohon Anda');
    // The cart's number comes with the page's script, so the HTML and the hydrated page agree.
    expect(html).not.toContain('data-testid="cart-count"');
  });

  it('renders the visitor’s own cart by their cookie, and an empty one without', async () => {
    const gifts = await callApi<{ data: { id: number; product_name: string }[] }>('GET', '/public/gifts');
    const bag = gifts.answer.data.find((g) => g.product_name === 'Tas Jinjing Kanvas')!;
    const { cookie } = await callApi('POST', '/public/cart/items', { product_id: bag.id, qty: 2 });
    const own = await renderPage('/en/cart', withCookie(cookie));
    expect(own.html).toContain('Canvas Tote Bag');
    expect(own.html).toContain('2 items in the cart');
    expect(own.html).toContain('Rp. 170.000');
    expect(own.html).toContain('Continue to checkout');
    const none = await renderPage('/cart', getJson);
    expect(none.html).toContain('Keranjang Anda masih kosong.');
    expect(none.html).not.toContain('Continue to checkout');
  });

  it('renders a paid donation’s thanks, an order waiting with a link to pay it, and 404 for an unknown code', async () => {
    const donation = await callApi<Started>('POST', '/public/donation', {
      name_sponsor: 'Rina Kusuma',
      email: 'rina@example.id',
      phone: '081234567890',
      comment: 'Untuk bumi',
      qty_tree: 1,
      payment_method_id: 1,
    });
    await settleSandbox(donation.answer.data.checkout.providerRef, 'pay');
    const paid = await renderPage(`/donation/${donation.answer.data.code}`, getJson);
    expect(paid.html).toContain('Thank you for your donation');
    expect(paid.head.title).toBe(`Donasi ${donation.answer.data.reference} · Rimba`);

    const gifts = await callApi<{ data: { id: number; product_name: string }[] }>('GET', '/public/gifts');
    const shirt = gifts.answer.data.find((g) => g.product_name.startsWith('Kaos Katun Organik'))!;
    const { cookie } = await callApi('POST', '/public/cart/items', { product_id: shirt.id, qty: 1 });
    const order = await callApi<Started>(
      'POST',
      '/public/billing',
      {
        firstname: 'Dewi',
        lastname: 'Lestari',
        address1: 'Jl. Kenari 12',
        city: 'Bogor',
        state: 'Jawa Barat',
        country: 'Indonesia',
        zipcode: '16151',
        phone: '081234567890',
        payment_method_id: 1,
      },
      cookie,
    );
    try {
      const waiting = await renderPage(`/cart/order/${order.answer.data.code}`, getJson);
      expect(waiting.html).toContain('Menunggu pembayaran');
      expect(waiting.html).toContain(`href="${order.answer.data.checkout.redirectUrl}"`);
      expect(waiting.html).toContain(order.answer.data.reference);
    } finally {
      await settleSandbox(order.answer.data.checkout.providerRef, 'decline');
    }

    expect((await renderPage('/donation/tidakadadonasiini', getJson)).status).toBe(404);
    expect((await renderPage('/cart/order/x', getJson)).status).toBe(404);
  });
});
