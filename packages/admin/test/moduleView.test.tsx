import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, partnerRow } from './support/fakeApi';
import { loginAs, renderApp } from './support/renderApp';

describe('module view selection', () => {
  it('shows the detail of ?view=detail&id= as label/value rows with formatted values', async () => {
    installFakeApi({ partners: [partnerRow(5, 'PT Daun Hijau')] });
    loginAs('admin');
    renderApp('/master/partners?view=detail&id=5');
    expect(await screen.findByText('Detail Mitra')).toBeTruthy();
    const name = await screen.findByText('PT Daun Hijau');
    expect(name.closest('tr')?.textContent).toBe('Nama PerusahaanPT Daun Hijau');
    const site = screen.getByText('https://ptdaunhijau.example');
    expect(site.closest('a')?.getAttribute('href')).toBe('https://ptdaunhijau.example');
    expect(screen.getByText('Dibuat').closest('tr')?.textContent).toBe('Dibuat15 Januari 2026 pukul 10.00');
  });

  it('falls back to the list when detail or update has no numeric id', async () => {
    installFakeApi({ partners: [partnerRow(1, 'PT Satu')] });
    loginAs('admin');
    const app = renderApp('/master/partners?view=detail&id=abc&page=1');
    await waitFor(() => expect(app.query('view')).toBeNull());
    expect(app.query('page')).toBe('1');
    expect(await screen.findByText('PT Satu')).toBeTruthy();
  });

  it('shows the 404 view for an unknown view and for an unknown path', async () => {
    installFakeApi();
    loginAs('admin');
    renderApp('/master/partners?view=zoom');
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeTruthy();
    screen.getByText('404');
  });

  it('shows the 404 page for a path no module has', async () => {
    installFakeApi();
    loginAs('admin');
    renderApp('/master/nothing-here');
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeTruthy();
  });

  it('does not open the create form for a read-only user', async () => {
    installFakeApi();
    loginAs('viewer');
    renderApp('/master/partners?view=create');
    expect(await screen.findByText('Anda tidak memiliki izin untuk membuka halaman ini')).toBeTruthy();
    expect(screen.queryByTestId('form-submit')).toBeNull();
  });

  it('goes from the list to the detail and back to the same list page', async () => {
    installFakeApi({ partners: [partnerRow(1, 'PT Satu')] });
    loginAs('admin');
    const app = renderApp('/master/partners?search=satu&page=1');
    await app.user.click(await screen.findByTestId('action-detail-1'));
    expect(await screen.findByText('Detail Mitra')).toBeTruthy();
    expect(app.query('view')).toBe('detail');
    expect(app.query('id')).toBe('1');
    await app.user.click(screen.getByTestId('back-button'));
    await waitFor(() => expect(app.query('view')).toBeNull());
    expect(app.query('search')).toBe('satu');
  });
});
