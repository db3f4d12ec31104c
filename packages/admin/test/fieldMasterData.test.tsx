import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { api, logIn } from './support/realServer';
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

describe('plantings against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it("shows a planting's trees in its Pohon tab", async () => {
    const token = await logIn('admin');
    const { data } = await api<{ data: { id: number; seedlings: number }[] }>('/plant/list?limit=1', token);
    const planting = data[0]!;
    const filters = encodeURIComponent(JSON.stringify({ plant_id: { eq: planting.id } }));
    const trees = await api<{ data: { win_code: string }[]; total: number }>(
      `/trees/list?filters=${filters}&limit=100`,
      token,
    );
    expect(trees.total).toBe(planting.seedlings);
    const codes = new Set(trees.data.map((tree) => tree.win_code));

    renderApp(`/master/plant?view=detail&id=${planting.id}`);
    const tabs = await screen.findByTestId('detail-tabs');
    expect(within(tabs).getByRole('tab', { name: 'Pohon' })).toBeTruthy();
    const rows = await within(tabs).findAllByTestId(/^row-\d+$/);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const code = /W[0-9A-F]{8}/.exec(row.textContent ?? '')?.[0];
      expect(codes.has(code ?? '')).toBe(true);
    }
  });

  it('filters the plantings by garden and by species, and offers no way to create one', async () => {
    await logIn('admin');
    const app = renderApp('/master/plant');
    await screen.findAllByTestId(/^row-\d+$/);
    expect(screen.queryByTestId('add-button')).toBeNull();
    await app.user.click(screen.getByTestId('filter-button'));
    const form = await screen.findByTestId('filter-form');
    expect(within(form).getByText('Kebun')).toBeTruthy();
    expect(within(form).getByText('Jenis Pohon')).toBeTruthy();
  });
});
