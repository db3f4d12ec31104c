import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

describe('product invoices against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it('shows each invoice as Lunas or Belum Lunas, with the total the server computed', async () => {
    await logIn('admin');
    renderApp('/master/product-billing');
    const rows = await screen.findAllByTestId(/^row-\d+$/);
    const texts = rows.map((row) => row.textContent ?? '');
    expect(texts.some((t) => t.includes('Belum Lunas'))).toBe(true);
    expect(texts.some((t) => t.includes('Lunas') && !t.includes('Belum Lunas'))).toBe(true);
    expect(within(rows[0]!).getByText(/^Rp\. [\d.]+$/)).toBeTruthy();
  });

  it('asks for the weight and the price, never the total', async () => {
    await logIn('admin');
    renderApp('/master/product-billing?view=create');
    expect(await screen.findByLabelText('Berat (kg)')).toBeTruthy();
    expect(screen.getByLabelText('Harga per kg')).toBeTruthy();
    expect(screen.queryByLabelText('Total')).toBeNull();
  });
});
