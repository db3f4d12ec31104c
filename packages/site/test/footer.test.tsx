import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListPage, Story } from '../src/api/public';
import { en } from '../src/i18n/en';
import { id } from '../src/i18n/id';
import { COOKIE_CONSENT_KEY } from '../src/layout/footer/CookieBanner';
import { pointAtTestServer, renderApp } from './support';

describe('footer', () => {
  beforeAll(pointAtTestServer);

  it('shows the about text, contact details, the newest news cut to 75 characters and the year', async () => {
    const response = await fetch(
      `${inject('apiUrl')}/api/public/our-stories?our_stories_category_id=1&limit=3`,
    );
    const news = ((await response.json()) as ListPage<Story>).data;
    renderApp('/blog');
    const footer = screen.getByRole('contentinfo');

    expect(within(footer).getByText(id.footer.about)).toBeTruthy();
    expect(await within(footer).findByText(/Bogor, Jawa Barat/)).toBeTruthy();
    expect(footer.querySelector('a[href^="tel:+62"]')).toBeTruthy();
    expect(footer.querySelector('a[href="mailto:info@rimba.or.id"]')).toBeTruthy();

    const teasers = await within(footer).findAllByTestId('footer-teaser');
    expect(teasers.map((teaser) => teaser.querySelector('span')!.textContent)).toEqual(
      news.map((n) => n.title),
    );
    expect(teasers[0]!.getAttribute('href') ?? teasers[0]!.querySelector('a')!.getAttribute('href')).toBe(
      `/our-news/${news[0]!.id}`,
    );
    const texts = news.map((n) =>
      n.description
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    const long = texts.findIndex((text) => text.length > 75);
    expect(long).toBeGreaterThanOrEqual(0);
    expect(within(teasers[long]!).getByText(`${texts[long]!.slice(0, 75)}…`)).toBeTruthy();
    expect(within(footer).queryByText(texts[long]!)).toBeNull();

    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Yayasan Rimba. Hak cipta dilindungi.`),
    ).toBeTruthy();
  });
});

describe('footer legal links', () => {
  beforeAll(pointAtTestServer);

  it('lead to the site’s own terms and privacy pages, in the page’s language', () => {
    for (const [path, prefix] of [
      ['/blog', ''],
      ['/en/blog', '/en'],
    ] as const) {
      const { unmount } = renderApp(path);
      const footer = screen.getByRole('contentinfo');
      const texts = prefix ? en.footer : id.footer;
      expect(within(footer).getByRole('link', { name: texts.terms }).getAttribute('href')).toBe(
        `${prefix}/term-condition`,
      );
      expect(within(footer).getByRole('link', { name: texts.privacy }).getAttribute('href')).toBe(
        `${prefix}/privacy-policy`,
      );
      unmount();
    }
  });
});

describe('cookie banner', () => {
  it('goes away after Okay and stays away on the next visit', () => {
    const first = renderApp('/blog');
    expect(screen.getByText(id.cookie.text)).toBeTruthy();

    fireEvent.click(screen.getByTestId('cookie-okay'));

    expect(screen.queryByText(id.cookie.text)).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');

    first.unmount();
    renderApp('/blog');
    expect(screen.queryByTestId('cookie-okay')).toBeNull();
  });

  it('shows again to a visitor who never pressed Okay', () => {
    const first = renderApp('/blog');
    first.unmount();
    renderApp('/blog');
    expect(screen.getByTestId('cookie-okay').textContent).toBe('Okay');
  });
});
