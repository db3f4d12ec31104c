import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeholderPaths } from '../src/layout/siteMap';
import { renderApp } from './support';

describe('pages', () => {
  it('builds every page of the menus, none left as a coming-soon placeholder', () => {
    expect(placeholderPaths).toEqual([]);
    for (const built of [
      '/about-faq',
      '/blog',
      '/our-news',
      '/our-publications',
      '/photo-gallery',
      '/our-video-gallery',
      '/why-tree-species',
      '/why-trees',
      '/business',
      '/trees4teams',
      '/about-partners',
      '/about-working-t4t',
      '/about-anual-report',
      '/campaign-event',
      '/gifts',
      '/donation',
      '/cart',
      '/win',
    ]) {
      expect(placeholderPaths).not.toContain(built);
    }
  });

  it('answers an unknown address with a 404 page that links home', async () => {
    renderApp('/tidak-ada-halaman-ini');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/');
  });

  it('switches to the same page in English, at its /en address, and back', async () => {
    renderApp('/about-our-growers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Petani Kami' })).toBeTruthy();
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe('/en/about-our-growers');

    fireEvent.click(screen.getByTestId('lang-switch'));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Our Growers' })).toBeTruthy());
    expect(screen.getByRole('heading', { level: 2, name: 'The faces behind every tree' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Donate Now' }).getAttribute('href')).toBe('/en/donation');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe('/about-our-growers');

    fireEvent.click(screen.getByTestId('lang-switch'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Petani Kami' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('id');
  });

  it('opens an English address in English', async () => {
    renderApp('/en/about-faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rimba, Home' }).getAttribute('href')).toBe('/en');
  });
});
