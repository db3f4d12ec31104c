import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

describe('admin texts against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  afterEach(() => vi.restoreAllMocks());

  it('names a PayPal charge in dollars where it shows dollars, under a detail title saying "Detail" once', async () => {
    const token = await logIn('admin');
    const { data } = await api<{ data: { id: number; amount_usd: number | null }[] }>(
      '/donation-detail/list?limit=100',
      token,
    );
    const paypal = data.find((row) => row.amount_usd !== null)!;
    renderApp(`/setting/donation-detail?view=detail&id=${paypal.id}`);
    const charged = await screen.findByTestId('detail-amount_usd');
    expect(charged.textContent).toBe(`$${(paypal.amount_usd! / 100).toFixed(2)}`);
    expect(screen.getByText('Tagihan (US$)')).toBeTruthy();
    expect(screen.queryByText(/sen US\$/)).toBeNull();
    expect(document.querySelector('.ant-card-head-title')?.textContent).toBe('Detail Donasi');
  });

  it('shows neither "no data yet" nor a zero total while the rows are on their way', async () => {
    await logIn('admin');
    const real = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/partners/list')) await held;
      return real(input, init);
    });
    renderApp('/master/partners');
    // The table spins while its rows load.
    await waitFor(() =>
      expect(
        document.querySelector('.ant-spin-spinning .ant-table, .ant-table-wrapper .ant-spin-spinning'),
      ).toBeTruthy(),
    );
    expect(screen.queryByText('Belum ada data yang ditambahkan')).toBeNull();
    expect(screen.queryByText('Total 0 data')).toBeNull();
    release();
    expect((await screen.findAllByTestId(/^row-\d+$/)).length).toBeGreaterThan(0);
    expect(await screen.findByText(/^Total \d+ data$/)).toBeTruthy();
  });

  it('calls the password "Kata Sandi" on the login page, as the registration does', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Kata Sandi')).toBeTruthy();
    expect(screen.queryByText('Password')).toBeNull();
  });
});
