import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Banner, Partner } from '../src/api/public';
import { fetchPublicList, pointAtTestServer, renderApp } from './support';

describe('home page', () => {
  beforeAll(pointAtTestServer);

  it('shows one slide per banner of the API with its texts and button', async () => {
    const banners = await fetchPublicList<Banner>('banner');
    expect(banners.length).toBeGreaterThan(0);

    renderApp('/');

    const slides = await screen.findAllByTestId('banner-slide');
    expect(slides).toHaveLength(banners.length);
    banners.forEach((banner, index) => {
      const slide = slides[index]!;
      expect(within(slide).getByRole('heading', { name: banner.title })).toBeTruthy();
      if (banner.subtitle) expect(within(slide).getByText(banner.subtitle)).toBeTruthy();
      if (banner.description) expect(within(slide).getByText(banner.description)).toBeTruthy();
      if (banner.button_text && banner.link) {
        const button = within(slide).getByRole('link', { name: banner.button_text });
        expect(button.getAttribute('href')).toBe(banner.link);
      }
      expect(slide.querySelector('img')?.getAttribute('src')).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/uploads\//,
      );
    });
  });

  it('shows the partners of the API, each with its logo and a link to the partners page', async () => {
    const partners = await fetchPublicList<Partner>('partners');
    expect(partners.length).toBeGreaterThan(0);

    renderApp('/');

    const items = await screen.findAllByTestId('partner-item');
    expect(items.map((item) => item.textContent)).toEqual(partners.map((partner) => partner.company_name));
    for (const item of items) {
      expect(item.getAttribute('href')).toBe('/about-partners');
      expect(item.querySelector('img')).toBeTruthy();
    }
  });

  it('offers Plant A Tree and See You Tree', async () => {
    renderApp('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Plant A Tree' }).getAttribute('href')).toBe('/donation');
    expect(within(main).getByRole('link', { name: 'See You Tree' }).getAttribute('href')).toBe('/win');
    expect(
      within(main)
        .getByRole('link', { name: /Pelajari lebih lanjut/ })
        .getAttribute('href'),
    ).toBe('/why-trees');
  });
});
