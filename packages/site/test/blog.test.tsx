import type { Lang } from '@rimba/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson } from '../src/api/client';
import type { ArticleSummary, FetchJson, ListPage } from '../src/api/public';
import { pointAtTestServer, renderApp } from './support';

async function api<T>(path: string, lang = 'id'): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/api${path}`, { headers: { 'accept-language': lang } });
  return (await response.json()) as T;
}

describe('blog', () => {
  beforeAll(pointAtTestServer);

  it('lists the published articles newest first, three to a page, with a link to the next page', async () => {
    const first = await api<ListPage<ArticleSummary>>('/public/article?page=1&limit=3');
    renderApp('/blog');
    const cards = await screen.findAllByTestId('article-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      first.data.map((a) => a.title),
    );
    expect(within(cards[0]!).getByRole('link', { name: first.data[0]!.title }).getAttribute('href')).toBe(
      `/blog/${first.data[0]!.slug}`,
    );
    expect(first.total).toBeGreaterThan(3);
    expect(screen.getByTestId('page-next').getAttribute('href')).toBe('/blog?page=2');
  });

  it('shows the second page of the address, and the first page for a page that is no number', async () => {
    const second = await api<ListPage<ArticleSummary>>('/public/article?page=2&limit=3');
    const view = renderApp('/blog?page=2');
    const cards = await screen.findAllByTestId('article-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      second.data.map((a) => a.title),
    );
    expect(screen.getByTestId('page-previous').getAttribute('href')).toBe('/blog');
    view.unmount();
    renderApp('/blog?page=abc');
    await screen.findAllByTestId('article-card');
    expect(screen.getByTestId('page-previous').getAttribute('aria-disabled')).toBe('true');
  });

  it('past the last page says so and leads back to the last page', async () => {
    const { total } = await api<ListPage<ArticleSummary>>('/public/article?page=1&limit=3');
    const last = Math.ceil(total / 3);
    renderApp('/blog?page=99');
    const back = await screen.findByRole('link', { name: `Ke halaman terakhir (${last})` });
    expect(within(screen.getByRole('main')).getByText('Data Kosong')).toBeTruthy();
    expect(back.getAttribute('href')).toBe(`/blog?page=${last}`);
    fireEvent.click(back);
    expect(await screen.findAllByTestId('article-card')).not.toHaveLength(0);
  });

  it('shows an article by its slug in English, with its text, photos and category', async () => {
    renderApp('/en/blog/menanam-mangrove-di-pesisir-demak');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planting Mangroves on the Demak Coast' }),
    ).toBeTruthy();
    expect(screen.getByTestId('article-body').innerHTML).toContain(
      '<strong>20,000 mangrove seedlings</strong>',
    );
    expect(screen.getByText('Forest Conservation')).toBeTruthy();
    expect(screen.getAllByTestId('article-photo').map((p) => p.textContent)).toEqual([
      'Planting with the villagers',
      'Seedlings ready to plant',
    ]);
    await waitFor(() => expect(document.title).toBe('Planting Mangroves on the Demak Coast · Rimba'));
  });

  it('takes a comment for moderation and thanks the visitor; an empty one is refused on the page', async () => {
    renderApp('/blog/agroforestri-kopi-di-lereng-merbabu');
    const form = await screen.findByTestId('comment-form');
    fireEvent.submit(form);
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Komentar harus diisi');
    fireEvent.change(within(form).getByLabelText('Komentar Anda'), { target: { value: 'Semoga lestari!' } });
    fireEvent.submit(form);
    expect(
      await within(form).findByText('Terima kasih! Komentar Anda akan tampil setelah disetujui.'),
    ).toBeTruthy();
    // Held for moderation: not shown yet.
    expect(screen.queryByText('Semoga lestari!')).toBeNull();
  });

  it('answers an article that does not exist with the not-found page', async () => {
    renderApp('/blog/tidak-ada-artikel-ini');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });
});

describe('blog Instagram feed', () => {
  beforeAll(pointAtTestServer);

  it('shows the posts the server passes on, each picture from our server and linked to its post', async () => {
    const posts = [
      {
        id: '17895695668004550',
        caption: 'Menanam bakau di Demak',
        media_type: 'IMAGE',
        permalink: 'https://www.instagram.com/p/abc123/',
        image: '/api/public/instagram/17895695668004550/image',
      },
    ];
    const withFeed: FetchJson = async <T,>(path: string, lang: Lang, signal?: AbortSignal) =>
      path === '/public/instagram' ? ({ data: posts } as T) : getJson<T>(path, lang, signal);
    renderApp('/blog', withFeed);
    const feed = within(await screen.findByRole('region', { name: 'Dari Instagram kami' }));
    const [post] = feed.getAllByTestId('instagram-post');
    const link = within(post!).getByRole('link', { name: /Menanam bakau di Demak/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/p/abc123/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(post!).getByRole('img').getAttribute('src')).toBe(
      `${inject('apiUrl')}/api/public/instagram/17895695668004550/image`,
    );
  });

  it('is hidden when the server has no feed (no token configured)', async () => {
    renderApp('/blog');
    expect(await screen.findAllByTestId('article-card')).not.toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Dari Instagram kami' })).toBeNull();
  });
});
