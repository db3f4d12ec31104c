import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson } from '../src/api/client';
import type { ArticleSummary, Banner, FetchJson, Partner, Story } from '../src/api/public';
import {
  dashboardFigures,
  fetchPublicList,
  placeholderFigures,
  pointAtTestServer,
  renderApp,
} from './support';

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

  it('shows the live counts of the dashboard in a strip that leads to the impact page', async () => {
    const figures = await dashboardFigures('id');
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Dampak kami sejauh ini' });
    await within(strip).findByText(figures.trees_planted);
    const counters = within(strip)
      .getAllByRole('listitem')
      .map((item) => [...item.children].map((part) => part.textContent));
    expect(counters).toEqual([
      [figures.trees_planted, 'Pohon ditanam'],
      [figures.farmers, 'Petani'],
      [figures.villages, 'Desa'],
      [figures.hectares, 'Hektar lahan'],
    ]);
    expect(
      within(strip)
        .getByRole('link', { name: /Lihat dampak kami/ })
        .getAttribute('href'),
    ).toBe('/about-impact');
    expect(document.body.textContent).not.toMatch(placeholderFigures);
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

describe('home page growers', () => {
  beforeAll(pointAtTestServer);

  it('shows the growers’ photos, each enlarging in a dialog, and links to them and to a sample tree by its code', async () => {
    const sample = (
      (await (await fetch(`${inject('apiUrl')}/api/public/sot`)).json()) as {
        data: { wincheck: { win_code: string }[] };
      }
    ).data.wincheck[0]!.win_code;
    renderApp('/');
    const section = screen.getByRole('region', { name: 'Petani kami' });
    const photos = within(section).getAllByTestId('home-grower');
    expect(photos).toHaveLength(6);
    const link = within(section).getByRole('link', { name: 'Perbesar foto: Ibu Sumiati' });
    expect(link.getAttribute('href')).toBe('/images/growers/grower-2.svg');
    fireEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: /Ibu Sumiati, Magelang, Jawa Tengah/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(
      within(section)
        .getByRole('link', { name: /Kenali petani kami/ })
        .getAttribute('href'),
    ).toBe('/about-our-growers');
    const track = await within(section).findByRole('link', { name: `Lacak pohon contoh ${sample} →` });
    expect(track.getAttribute('href')).toBe(`/win?win_id=${encodeURIComponent(sample)}`);
  });

  it('links to the sample tree in English under /en', async () => {
    renderApp('/en');
    const section = screen.getByRole('region', { name: 'Our growers' });
    const track = await within(section).findByTestId('home-track-tree');
    expect(track.getAttribute('href')).toMatch(/^\/en\/win\?win_id=.+/);
  });
});

describe('home page sections', () => {
  beforeAll(pointAtTestServer);

  it('shows the four audiences, nine goals, the quote, and the newest five articles and news', async () => {
    const articles = await fetchPublicList<ArticleSummary>('article?limit=5');
    const news = await fetchPublicList<Story>('our-stories?our_stories_category_id=1&limit=3');
    renderApp('/');
    const audiences = screen.getAllByTestId('audience');
    expect(audiences.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Perorangan',
      'Perusahaan',
      'Sekolah',
      'Komunitas',
    ]);
    expect(within(audiences[1]!).getByRole('link').getAttribute('href')).toBe('/business');
    const goals = screen.getAllByTestId('sdg');
    expect(goals).toHaveLength(9);
    expect(goals[8]!.textContent).toBe('Tujuan 15Ekosistem Daratan');
    expect(screen.getByText(/Dulu lahan ini gersang/)).toBeTruthy();

    const latest = within(screen.getByRole('region', { name: 'Artikel terbaru' }));
    const cards = await latest.findAllByTestId('article-card');
    expect(articles).toHaveLength(5);
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
      articles.map((a) => a.title),
    );
    const newsCards = within(screen.getByRole('region', { name: 'Berita terbaru' })).getAllByTestId(
      'story-card',
    );
    expect(newsCards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
      news.map((n) => n.title),
    );
  });

  it('says so when there is no article or news yet, in English', async () => {
    // The real server's answer for a page past the last one: no rows.
    const nothing: FetchJson = (path, lang, signal) =>
      getJson(/^\/public\/(article|our-stories)\?/.test(path) ? `${path}&page=999` : path, lang, signal);
    renderApp('/en', nothing);
    expect(await screen.findByRole('heading', { name: 'Sustainable Development Goals' })).toBeTruthy();
    for (const name of ['Latest articles', 'Latest news']) {
      const region = within(screen.getByRole('region', { name }));
      await waitFor(() => expect(region.getByText('Empty Data')).toBeTruthy());
      expect(region.queryByTestId('article-card')).toBeNull();
    }
  });
});
