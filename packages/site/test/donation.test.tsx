import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pollEveryMs, pollForMs } from '../src/pages/payment/usePaymentState';
import { asAdmin, callApi, pointAtTestServer, renderApp, settleSandbox } from './support';

type Started = {
  data: { code: string; reference: string; checkout: { redirectUrl: string; providerRef: string } };
};

const donor = {
  name_sponsor: 'Rina Kusuma',
  email: 'rina@example.id',
  phone: '081234567890',
  comment: 'Untuk bumi',
};

/** A donation of the demo's card method (the sandbox provider), paid or declined or left to pay. */
async function donation(end?: 'pay' | 'decline', trees = 10): Promise<Started['data']> {
  const { status, answer } = await callApi<Started>('POST', '/public/donation', {
    ...donor,
    qty_tree: trees,
    payment_method_id: 1,
  });
  expect(status).toBe(201);
  if (end) await settleSandbox(answer.data.checkout.providerRef, end);
  return answer.data;
}

describe('the donation page', () => {
  beforeAll(pointAtTestServer);
  afterEach(() => vi.restoreAllMocks());

  it('offers 1, 10 and 100 trees at the setting’s price, any other number, and a button per way to pay', async () => {
    renderApp('/donation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donasi' })).toBeTruthy();
    await screen.findByText('Rp. 150.000');
    const tiles = screen.getAllByTestId('tree-tier');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      '1 pohonRp. 15.000≈ US$0.94',
      '10 pohonRp. 150.000≈ US$9.38',
      '100 pohonRp. 1.500.000≈ US$93.75',
    ]);
    const total = screen.getByTestId('donation-total');
    expect(total.textContent).toBe('Total donasi: Rp. 15.000 (≈ US$0.94)');
    fireEvent.click(within(tiles[1]!).getByRole('radio'));
    expect(total.textContent).toBe('Total donasi: Rp. 150.000 (≈ US$9.38)');
    const other = screen.getByLabelText(/^Jumlah lain/) as HTMLInputElement;
    expect(other.value).toBe('10');
    expect(other.placeholder).toBe('Masukkan jumlah donasi (pohon)');
    fireEvent.change(other, { target: { value: '25' } });
    expect(total.textContent).toBe('Total donasi: Rp. 375.000 (≈ US$23.44)');
    expect(within(tiles[1]!).getByRole('radio')).toHaveProperty('checked', false);

    const category = screen.getByLabelText(/^Kategori donasi/) as HTMLSelectElement;
    // The categories come in an answer of their own, which may arrive after the price's.
    await within(category).findByRole('option', { name: 'Donasi Perorangan' });
    expect([...category.options].map((o) => o.text)).toEqual([
      'Tanpa kategori',
      'Donasi Perorangan',
      'Donasi Perusahaan',
      'Hadiah Pohon',
      'Kampanye & Acara',
    ]);
    expect(screen.getByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bayar dengan PayPal' })).toBeTruthy();
    const visit = screen.getByRole('complementary', { name: 'Kunjungi pohon Anda' });
    expect(within(visit).getByRole('link', { name: 'Lacak pohon' }).getAttribute('href')).toBe('/win');
  });

  it('checks the donor’s details as the server does before anything is sent', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    renderApp('/donation');
    const form = await screen.findByTestId('donation-form');
    await within(form).findByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' });
    fireEvent.change(within(form).getByLabelText(/^Jumlah lain/), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'rina@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' }));
    expect(within(form).getByTestId('error-qty_tree').textContent).toBe(
      'Masukkan jumlah pohon, 1 sampai 100.000.',
    );
    expect(within(form).getByTestId('error-name_sponsor').textContent).toBe('Nama wajib diisi.');
    expect(within(form).getByTestId('error-email').textContent).toBe('Masukkan alamat email yang benar.');
    expect(within(form).getByTestId('error-phone').textContent).toBe('Nomor telepon wajib diisi.');
    expect(within(form).getByTestId('error-comment').textContent).toBe('Pesan wajib diisi.');
    expect(within(form).queryByTestId('error-company_name')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Jumlah lain/));

    // A phone number too short is told its length, one with letters its digits.
    const phone = within(form).getByLabelText(/^Telepon/);
    fireEvent.change(phone, { target: { value: '0812' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' }));
    expect(within(form).getByTestId('error-phone').textContent).toBe(
      'Nomor telepon terdiri dari 6 sampai 15 angka.',
    );
    fireEvent.change(phone, { target: { value: '0812-abc-99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' }));
    expect(within(form).getByTestId('error-phone').textContent).toBe(
      'Nomor telepon wajib diisi dengan angka.',
    );

    // One tree more than a donation takes is told as it is typed, and priced at nothing.
    const trees = within(form).getByLabelText(/^Jumlah lain/);
    expect(trees.getAttribute('max')).toBe('100000');
    fireEvent.change(trees, { target: { value: '100001' } });
    expect(within(form).getByTestId('error-qty_tree').textContent).toBe(
      'Masukkan jumlah pohon, 1 sampai 100.000.',
    );
    expect(within(form).getByTestId('donation-total').textContent).toBe('Total donasi: -');
    fireEvent.change(trees, { target: { value: '100000' } });
    expect(within(form).queryByTestId('error-qty_tree')).toBeNull();
    expect(sent.mock.calls.some(([to]) => String(to).endsWith('/api/public/donation'))).toBe(false);
  });

  it('shows "Error" and "Something went wrong" with the server’s words when the payment cannot start', async () => {
    const real = globalThis.fetch;
    // The payment provider cannot be reached: the server answers so (a provider outage on demand).
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).endsWith('/api/public/donation')
        ? Promise.resolve(
            Response.json({ message: 'Layanan pembayaran sedang tidak dapat dihubungi' }, { status: 502 }),
          )
        : real(input, init),
    );
    renderApp('/donation');
    const form = await screen.findByTestId('donation-form');
    await within(form).findByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' });
    fireEvent.change(within(form).getByLabelText(/^Nama/), { target: { value: donor.name_sponsor } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: donor.email } });
    fireEvent.change(within(form).getByLabelText(/^Telepon/), { target: { value: donor.phone } });
    fireEvent.change(within(form).getByLabelText(/^Pesan/), { target: { value: donor.comment } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' }));
    const alert = await within(form).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Error',
      'Something went wrong',
      'Layanan pembayaran sedang tidak dapat dihubungi',
    ]);
    expect(
      within(form).getByRole('button', { name: 'Bayar dengan Kartu Kredit & Transfer Bank' }),
    ).toHaveProperty('disabled', false);
  });
});

describe('a donation’s page', () => {
  beforeAll(pointAtTestServer);
  afterEach(() => vi.restoreAllMocks());

  it('thanks for a paid donation, with its trees, amount, date and certificate', async () => {
    const paid = await donation('pay');
    renderApp(`/donation/${paid.code}`);
    expect(await screen.findByRole('heading', { name: 'Thank you for your donation' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: `Donasi ${paid.reference}` })).toBeTruthy();
    expect(
      screen.getByText('Terima kasih, Rina! Donasi Anda untuk 10 pohon telah kami terima.'),
    ).toBeTruthy();
    expect(screen.getByTestId('donation-trees').textContent).toBe('10');
    expect(screen.getByTestId('donation-amount').textContent).toBe('Rp. 150.000');
    expect(screen.getByTestId('donation-status').textContent).toBe('Lunas');
    expect(screen.getByTestId('donation-paid-at').textContent).toMatch(
      /^\d{1,2} \w+ \d{4} pukul \d\d\.\d\d$/,
    );
    expect(screen.getByRole('link', { name: 'Unduh sertifikat (PDF)' }).getAttribute('href')).toMatch(
      new RegExp(`/api/public/donation/${paid.code}/certificate\\.pdf$`),
    );
    expect(screen.getByText(/akan tampil di halaman ini/)).toBeTruthy();
  });

  it('thanks for one tree in the singular in English', async () => {
    const one = await donation('pay', 1);
    renderApp(`/en/donation/${one.code}`);
    expect(await screen.findByText('Thank you, Rina! We received your donation of 1 tree.')).toBeTruthy();
  });

  it('waits for a payment not made yet, offers to pay it, and shows it paid once the server says so', async () => {
    const pending = await donation();
    renderApp(`/donation/${pending.code}`);
    expect(await screen.findByRole('heading', { name: 'Menunggu pembayaran' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bayar Sekarang' }).getAttribute('href')).toBe(
      pending.checkout.redirectUrl,
    );
    expect(screen.getByTestId('donation-status').textContent).toBe('Menunggu Pembayaran');
    await settleSandbox(pending.checkout.providerRef, 'pay');
    // The page asks again every 2 seconds.
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your donation' }, { timeout: 6_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bayar Sekarang' })).toBeNull();
  });

  it('stops asking after 2 minutes and says it still waits for the provider’s confirmation', async () => {
    const pending = await donation();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp(`/donation/${pending.code}`);
      expect(await screen.findByRole('heading', { name: 'Menunggu pembayaran' })).toBeTruthy();
      expect(screen.queryByTestId('still-waiting')).toBeNull();
      const asked = vi.spyOn(globalThis, 'fetch');
      await act(() => vi.advanceTimersByTimeAsync(pollForMs));
      expect((await screen.findByTestId('still-waiting')).textContent).toBe(
        'Kami masih menunggu konfirmasi dari penyedia pembayaran. Konfirmasi bisa memakan waktu beberapa menit. Muat ulang halaman',
      );
      const count = asked.mock.calls.length;
      expect(count).toBeGreaterThan(0);
      await act(() => vi.advanceTimersByTimeAsync(10 * pollEveryMs));
      expect(asked.mock.calls.length).toBe(count);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a complaint about the donation: names missing values under their fields, then thanks with focus on it', async () => {
    const paid = await donation('pay');
    renderApp(`/donation/${paid.code}`);
    const section = await screen.findByTestId('complaint');
    expect(within(section).getByRole('heading', { name: 'Ada masalah dengan donasi ini?' })).toBeTruthy();
    fireEvent.click(within(section).getByText('Sampaikan keluhan'));
    const form = within(section).getByRole('form', { name: 'Formulir keluhan' });
    const field = (name: string) => within(form).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
    expect(field('Nama').value).toBe('Rina');

    fireEvent.submit(form);
    const missing = await within(form).findByTestId('error-customer_email');
    expect(missing.textContent).toBe('Email harus diisi');
    expect(within(form).getByTestId('error-description').textContent).toBe('Keluhan harus diisi');
    expect(field('Email').getAttribute('aria-describedby')).toBe(missing.id);
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));

    fireEvent.change(field('Nama'), { target: { value: 'Rina Kusuma' } });
    fireEvent.change(field('Email'), { target: { value: 'rina.situs@contoh.id' } });
    fireEvent.change(field('Keluhan'), { target: { value: 'Sertifikat saya belum terkirim' } });
    fireEvent.submit(form);
    const sent = await within(form).findByTestId('complaint-sent');
    expect(sent.textContent).toBe(
      'Terima kasih, keluhan Anda telah kami terima. Kami akan membalas ke rina.situs@contoh.id.',
    );
    await waitFor(() => expect(document.activeElement).toBe(sent));
    const stored = await asAdmin('GET', 'customer-complaints/list?search=rina.situs');
    expect((await stored.json()).data).toMatchObject([
      { customer_name: 'Rina Kusuma', channel: 'website', status: 'received', reference_code: paid.code },
    ]);
  });

  it('says "Something went wrong" for a declined one, and 404 for a code that is not one', async () => {
    const declined = await donation('decline');
    const view = renderApp(`/en/donation/${declined.code}`);
    const alert = await screen.findByTestId('payment-error');
    expect(alert.textContent).toContain('Something went wrong');
    expect(screen.getByTestId('donation-status').textContent).toBe('Failed');
    expect(screen.getByRole('link', { name: 'Donate again' }).getAttribute('href')).toBe('/en/donation');
    view.unmount();
    renderApp('/donation/tidak-ada-donasi-ini');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });
});

describe('an order’s page', () => {
  beforeAll(pointAtTestServer);
  afterEach(() => vi.restoreAllMocks());

  /** An order of one shirt through the card method (the sandbox provider). */
  async function order(): Promise<Started['data']> {
    const gifts = await callApi<{ data: { id: number; product_name: string }[] }>('GET', '/public/gifts');
    const shirt = gifts.answer.data.find((g) => g.product_name.startsWith('Kaos Katun Organik'))!;
    const cart = await callApi('POST', '/public/cart/items', { product_id: shirt.id, qty: 1 });
    const { status, answer } = await callApi<Started>(
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
      cart.cookie,
    );
    expect(status).toBe(201);
    return answer.data;
  }

  it('waits for the payment, then says "Payment Success" and "Update Success" once the server sold the stock', async () => {
    const pending = await order();
    renderApp(`/cart/order/${pending.code}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Pesanan ${pending.reference}` }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeTruthy();
    expect(screen.getByTestId('order-invoice').textContent).toBe(pending.reference);
    expect(screen.getAllByTestId('order-item')[0]!.textContent).toMatch(/^Kaos Katun Organik/);
    expect(screen.getByTestId('order-total').textContent).toBe('Rp. 150.000');
    await settleSandbox(pending.checkout.providerRef, 'pay');
    expect(await screen.findByRole('heading', { name: 'Payment Success' }, { timeout: 6_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Update Success' })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Lunas');
  });

  it("offers a complaint about the order in English, showing the server's message under its field", async () => {
    const placed = await order();
    renderApp(`/en/cart/order/${placed.code}`);
    const section = await screen.findByTestId('complaint');
    expect(within(section).getByRole('heading', { name: 'Problem with this order?' })).toBeTruthy();
    fireEvent.click(within(section).getByText('Send a complaint'));
    const form = within(section).getByRole('form', { name: 'Complaint form' });
    const field = (name: string) => within(form).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
    expect(field('Name').value).toBe('Dewi');
    fireEvent.change(field('Email'), { target: { value: 'dewi@' } });
    fireEvent.change(field('Complaint'), { target: { value: 'The shirt is the wrong size' } });
    fireEvent.submit(form);
    const refused = await within(form).findByTestId('error-customer_email');
    expect(refused.textContent).toBe('Email must be a valid email address');
    expect(within(form).getByRole('alert').textContent).toBe('The data sent is not valid');
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
  });

  it('says "Failed" and "Payment Failed" for a declined payment', async () => {
    const declined = await order();
    await settleSandbox(declined.checkout.providerRef, 'decline');
    renderApp(`/cart/order/${declined.code}`);
    const failed = await screen.findByTestId('order-failed');
    expect(within(failed).getByRole('heading', { name: 'Failed' })).toBeTruthy();
    expect(within(failed).getByText('Payment Failed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Gagal'));
  });
});
