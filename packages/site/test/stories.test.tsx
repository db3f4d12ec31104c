import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListPage, Story } from '../src/api/public';
import { pointAtTestServer, renderApp } from './support';

async function stories(category: number, lang = 'id'): Promise<Story[]> {
  const response = await fetch(
    `${inject('apiUrl')}/api/public/our-stories?our_stories_category_id=${category}&limit=9`,
    { headers: { 'accept-language': lang } },
  );
  return ((await response.json()) as ListPage<Story>).data;
}

describe('our stories', () => {
  beforeAll(pointAtTestServer);

  it('lists the news as cards that lead to each story, with its author', async () => {
    const news = await stories(1);
    const app = renderApp('/our-news');
    const cards = await screen.findAllByTestId('story-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      news.map((s) => s.title),
    );
    const link = within(cards[0]!).getByRole('link', { name: news[0]!.title });
    expect(link.getAttribute('href')).toBe(`/our-news/${news[0]!.id}`);
    app.unmount();

    renderApp(`/our-news/${news[0]!.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: news[0]!.title })).toBeTruthy();
    expect(screen.getByTestId('story-author').textContent).toContain(news[0]!.rel_created_by!.label!);
  });

  it('lists the publications in English with a download of each document', async () => {
    const publications = await stories(2, 'en');
    renderApp('/en/our-publications');
    const items = await screen.findAllByTestId('publication');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      publications.map((s) => s.title),
    );
    const download = within(items[0]!).getByRole('link', { name: `Download: ${publications[0]!.title}` });
    expect(download.getAttribute('href')).toMatch(/\/uploads\/demo-publication-\d+\.pdf$/);
    expect(download.hasAttribute('download')).toBe(true);
  });
});
