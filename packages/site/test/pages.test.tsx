import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { LANG_STORAGE_KEY } from '../src/i18n';
import { placeholderPaths } from '../src/layout/siteMap';
import { renderApp } from './support';

describe('pages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('id');
  });

  it('gives every menu page that is not built yet a title and a coming-soon text', async () => {
    expect(placeholderPaths).toEqual(
      expect.arrayContaining([
        '/about-partners',
        '/why-trees',
        '/win',
        '/business',
        '/our-publications',
        '/gifts',
      ]),
    );
    expect(placeholderPaths).not.toContain('/about-faq');

    renderApp('/why-tree-species');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jenis Pohon' })).toBeTruthy();
    expect(screen.getByText(/segera hadir/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Jenis Pohon · Rimba'));
  });

  it('answers an unknown address with a 404 page that links home', async () => {
    renderApp('/tidak-ada-halaman-ini');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/');
  });

  it('switches to English and remembers the choice', async () => {
    renderApp('/about-our-growers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Petani Kami' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('lang-switch'));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Our Growers' })).toBeTruthy());
    expect(screen.getByText(/coming soon/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Donate Now' })).toBeTruthy();
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    fireEvent.click(screen.getByTestId('lang-switch'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Petani Kami' })).toBeTruthy());
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('id');
  });
});
