import { formatRupiah } from '@rimba/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Gift, ListPage } from '../src/api/public';
import { callApi, keepCookies, pointAtTestServer, renderApp, settleSandbox } from './support';

/** A gift of the demo shop by its name, as the API answers it now. */
async function giftNamed(name: string): Promise<Gift> {
  const response = await fetch(`${inject('apiUrl')}/api/public/gifts?limit=12`);
  return ((await response.json()) as ListPage<Gift>).data.find((gift) => gift.product_name === name)!;
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminPassword: string;
  }
}

/** A promo code one buyer may use, made through the admin API as the super user. */
async function promoForOne(): Promise<string> {
  const login = await fetch(`${inject('apiUrl')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
  });
  const { token } = (await login.json()) as { token: string };
  const code = `SATU${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const made = await fetch(`${inject('apiUrl')}/api/discount/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, kind: 'amount', amount: 5_000, usage_limit: 1, active: true }),
  });
  if (!made.ok) throw new Error(`discount: ${made.status}`);
  return code;
}

const buyer = {
  firstname: 'Budi',
  lastname: 'Santoso',
  address1: 'Jl. Melati 3',
  city: 'Bandung',
  state: 'Jawa Barat',
  country: 'Indonesia',
  zipcode: '40111',
  phone: '081234567890',
  payment_method_id: 1,
};

// A gift the other suites of the run do not count the stock of: checkouts here hold some of it.
const shirt = 'Kaos Katun Organik "Tanam Pohon"';

describe('the cart', () => {
  beforeAll(pointAtTestServer);
  afterEach(() => vi.restoreAllMocks());

  it('is empty at first, says so, and leads to the gifts', async () => {
    keepCookies();
    renderApp('/cart');
    expect(await screen.findByText('Keranjang Anda masih kosong.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeTruthy();
    expect(screen.getByText('0 barang di keranjang')).toBeTruthy();
    expect(screen.getByTestId('invoice-note').textContent).toBe('Nomor invoice diberikan saat checkout');
    expect(screen.getByRole('link', { name: 'Lihat hadiah' }).getAttribute('href')).toBe('/gifts');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });

  it('shows the server’s cart: quantities within the stock, a promo code, totals and delete', async () => {
    keepCookies();
    const tumbler = await giftNamed('Tumbler Bambu Rimba');
    const bag = await giftNamed('Tas Jinjing Kanvas');
    renderApp('/gifts');
    const cards = await screen.findAllByTestId('gift-card');
    for (const gift of [tumbler, bag]) {
      const card = cards.find((c) => within(c).queryByRole('heading', { name: gift.product_name }))!;
      fireEvent.click(within(card).getByTestId('add-to-cart'));
      await within(card).findByRole('status');
    }
    // The header's badge counts what the server answered.
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('link', { name: 'Keranjang, 2 barang di keranjang' }));

    const lines = await screen.findAllByTestId('cart-line');
    expect(lines.map((line) => within(line).getByRole('heading').textContent)).toEqual([
      'Tumbler Bambu Rimba',
      'Tas Jinjing Kanvas',
    ]);
    expect(within(lines[0]!).getByTestId('cart-line-stock').textContent).toBe('Stok tersedia: 40');
    const qty = within(lines[0]!).getByLabelText('Jumlah Tumbler Bambu Rimba') as HTMLInputElement;
    expect([qty.value, qty.min, qty.max]).toEqual(['1', '1', '40']);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('Rp. 210.000');

    fireEvent.change(qty, { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('cart-subtotal').textContent).toBe('Rp. 460.000'));
    expect(within(lines[0]!).getByTestId('cart-line-amount').textContent).toBe(
      'Subtotal barang: Rp. 375.000',
    );
    expect(screen.getByTestId('cart-count').textContent).toBe('4');

    // More than the stock: the server refuses in its own words, and the quantity stays the server's.
    fireEvent.change(qty, { target: { value: '41' } });
    const refused = await within(lines[0]!).findByRole('alert');
    expect(refused.textContent).toMatch(/Tumbler Bambu Rimba/);
    expect(qty.value).toBe('3');

    const promo = screen.getByTestId('promo-form');
    fireEvent.change(within(promo).getByLabelText('Kode promo'), { target: { value: 'BUKAN' } });
    fireEvent.submit(promo);
    expect((await screen.findByTestId('promo-error')).textContent).toBe('Kode promo tidak berlaku');
    fireEvent.change(within(promo).getByLabelText('Kode promo'), { target: { value: 'hijau10' } });
    fireEvent.submit(promo);
    expect(await screen.findByText('Kode promo HIJAU10 dipakai')).toBeTruthy();
    expect(screen.getByText('Diskon (HIJAU10)')).toBeTruthy();
    expect(screen.getByTestId('cart-discount').textContent).toBe('−Rp. 46.000');
    expect(screen.getByTestId('cart-total').textContent).toBe('Rp. 414.000');
    fireEvent.click(screen.getByRole('button', { name: 'Hapus kode' }));
    await waitFor(() => expect(screen.queryByTestId('cart-discount')).toBeNull());
    expect(screen.getByTestId('cart-total').textContent).toBe('Rp. 460.000');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Tumbler Bambu Rimba dari keranjang' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByTestId('cart-total').textContent).toBe('Rp. 85.000');
    expect(screen.getByText('1 barang di keranjang')).toBeTruthy();
  });

  it('checks the billing form with the spec’s words before anything is sent', async () => {
    keepCookies();
    const shirtId = (await giftNamed(shirt)).id;
    await callApi('POST', '/public/cart/items', { product_id: shirtId, qty: 1 });
    const sent = vi.mocked(globalThis.fetch);
    renderApp('/cart');
    const form = await screen.findByTestId('checkout-form');
    expect(await within(form).findByLabelText('Kartu Kredit & Transfer Bank')).toHaveProperty(
      'checked',
      true,
    );
    expect(within(form).getByLabelText('PayPal')).toHaveProperty('checked', false);
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'bukan-email' } });
    fireEvent.change(within(form).getByLabelText(/^Telepon/), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue to checkout' }));
    expect(within(form).getByTestId('error-firstname').textContent).toBe('Valid first name is required.');
    expect(within(form).getByTestId('error-lastname').textContent).toBe('Valid last name is required.');
    expect(within(form).getByTestId('error-email').textContent).toBe(
      'Please enter a valid email address for shipping updates.',
    );
    expect(within(form).getByTestId('error-address1').textContent).toBe(
      'Please enter your shipping address.',
    );
    expect(within(form).getByTestId('error-phone').textContent).toBe('Valid phone is required.');
    expect(within(form).getByTestId('error-state').textContent).toBe('Please provide a valid state.');
    expect(within(form).getByTestId('error-zipcode').textContent).toBe('Zip code required.');
    expect(within(form).queryByTestId('error-country')).toBeNull();
    expect(within(form).queryByTestId('error-address2')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Nama depan/));
    expect(sent.mock.calls.some(([to]) => String(to).endsWith('/api/public/billing'))).toBe(false);
  });

  it('shows the total and the promo code before the checkout button, as a phone shows them one under another', async () => {
    keepCookies();
    await callApi('POST', '/public/cart/items', { product_id: (await giftNamed(shirt)).id, qty: 1 });
    renderApp('/cart');
    const button = await screen.findByRole('button', { name: 'Continue to checkout' });
    const before = (element: Element) =>
      Boolean(element.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByTestId('cart-total'))).toBe(true);
    expect(before(screen.getByTestId('promo-form'))).toBe(true);
  });

  it('after a declined payment says the cart and billing details are kept, and leads back to them filled in', async () => {
    keepCookies();
    await callApi('POST', '/public/cart/items', { product_id: (await giftNamed(shirt)).id, qty: 1 });
    await callApi('PUT', '/public/cart/promo', { code: 'HIJAU10' });
    const order = await callApi<{ data: { code: string; checkout: { providerRef: string } } }>(
      'POST',
      '/public/billing',
      buyer,
    );
    expect(order.status).toBe(201);
    await settleSandbox(order.answer.data.checkout.providerRef, 'decline');

    renderApp(`/cart/order/${order.answer.data.code}`);
    const failed = await screen.findByTestId('order-failed');
    expect(within(failed).getByText('Payment Failed')).toBeTruthy();
    expect(
      within(failed).getByText(
        'Pembayaran gagal. Keranjang dan data penagihan Anda masih tersimpan; silakan coba lagi.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Terima kasih/)).toBeNull();
    fireEvent.click(within(failed).getByRole('link', { name: 'Coba lagi' }));

    const form = await screen.findByTestId('checkout-form');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByTestId('cart-discount').textContent).toMatch(/^−Rp\. /);
    expect(within(form).getByLabelText(/^Nama depan/)).toHaveProperty('value', buyer.firstname);
    expect(within(form).getByLabelText(/^Kode pos/)).toHaveProperty('value', buyer.zipcode);
    expect(within(form).getByLabelText(/^Telepon/)).toHaveProperty('value', buyer.phone);
  });

  it('says the server’s message when the stock ran out meanwhile, and shows the cart as it is now', async () => {
    keepCookies();
    const gift = await giftNamed(shirt);
    const available = gift.stock! - gift.reserved!;
    await callApi('POST', '/public/cart/items', { product_id: gift.id, qty: 1 });
    renderApp('/cart');
    const form = await filledCheckoutForm();

    // Another buyer checks out every one left, before this visitor does.
    const other = await callApi('POST', '/public/cart/items', { product_id: gift.id, qty: available }, '');
    const held = await callApi<{ data: { checkout: { providerRef: string } } }>(
      'POST',
      '/public/billing',
      buyer,
      other.cookie,
    );
    expect(held.status).toBe(201);
    try {
      fireEvent.click(within(form).getByRole('button', { name: 'Continue to checkout' }));
      const alert = await within(form).findByTestId('payment-error');
      expect(alert.textContent).toContain('Error');
      expect(alert.textContent).toContain('Something went wrong');
      expect(alert.textContent).toContain(shirt);
      await waitFor(() => expect(screen.getByTestId('cart-line-stock').textContent).toBe('Stok tersedia: 0'));
    } finally {
      await settleSandbox(held.answer.data.checkout.providerRef, 'decline');
    }
  });

  it('says when the promo code was used up meanwhile, with the new total, and lets the buyer go on without it or stop', async () => {
    keepCookies();
    const gift = await giftNamed(shirt);
    const code = await promoForOne();
    await callApi('POST', '/public/cart/items', { product_id: gift.id, qty: 1 });
    expect((await callApi('PUT', '/public/cart/promo', { code })).status).toBe(200);
    renderApp('/cart');
    const form = await filledCheckoutForm();

    // Another buyer uses the code's only use first.
    const other = await callApi('POST', '/public/cart/items', { product_id: gift.id, qty: 1 }, '');
    await callApi('PUT', '/public/cart/promo', { code }, other.cookie);
    const held = await callApi<{ data: { checkout: { providerRef: string } } }>(
      'POST',
      '/public/billing',
      buyer,
      other.cookie,
    );
    expect(held.status).toBe(201);
    try {
      const said = `Kode promo ${code} sudah habis dipakai. Tanpa kode ini, total pesanan Anda ${formatRupiah(gift.price)}. Lanjutkan tanpa kode promo, atau kembali ke keranjang.`;
      fireEvent.click(within(form).getByRole('button', { name: 'Continue to checkout' }));
      const gone = await within(form).findByTestId('promo-gone');
      expect(gone.getAttribute('role')).toBe('alert');
      expect(within(gone).getByText(said)).toBeTruthy();

      // Stopping makes no order: the cart still holds the gift.
      fireEvent.click(within(gone).getByRole('button', { name: 'Kembali ke keranjang' }));
      expect(within(form).queryByTestId('promo-gone')).toBeNull();
      expect((await callApi<{ data: { count: number } }>('GET', '/public/cart')).answer.data.count).toBe(1);

      fireEvent.click(within(form).getByRole('button', { name: 'Continue to checkout' }));
      const again = await within(form).findByTestId('promo-gone');
      fireEvent.click(within(again).getByRole('button', { name: 'Lanjutkan tanpa kode promo' }));
      // Going on checks the cart out at the full price.
      const sent = () =>
        vi
          .mocked(globalThis.fetch)
          .mock.calls.filter(([to]) => String(to).endsWith('/api/public/billing'))
          .map(([, init]) => JSON.parse(String(init?.body)));
      // Only the buyer's last call, after choosing to go on, said so.
      await waitFor(() =>
        expect(sent().map((body) => body.without_promo === true)).toEqual([false, false, false, true]),
      );
    } finally {
      await settleSandbox(held.answer.data.checkout.providerRef, 'decline');
    }
  });
});

/** The cart page's checkout form, its billing details filled in as a buyer would. */
async function filledCheckoutForm(): Promise<HTMLElement> {
  const form = await screen.findByTestId('checkout-form');
  await within(form).findByLabelText('Kartu Kredit & Transfer Bank');
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fill(/^Nama depan/, 'Dewi');
  fill(/^Nama belakang/, 'Lestari');
  fill(/^Alamat \*/, 'Jl. Kenari 12');
  fill(/^Kota/, 'Bogor');
  fill(/^Provinsi/, 'Jawa Barat');
  fill(/^Kode pos/, '16151');
  fill(/^Telepon/, '0812 3456 7890');
  return form;
}
