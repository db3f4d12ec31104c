import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CampaignEvent, EventCategory, ListPage } from '../src/api/public';
import { pointAtTestServer, readMore, renderApp } from './support';

async function api<T>(path: string, lang = 'id'): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/api/public/${path}`, {
    headers: { 'accept-language': lang },
  });
  return (await response.json()) as T;
}

const cardNames = async () =>
  (await screen.findAllByTestId('event-card')).map((card) => within(card).getByRole('heading').textContent);

describe('campaign events', () => {
  let categories: EventCategory[];
  beforeAll(async () => {
    pointAtTestServer();
    categories = (await api<ListPage<EventCategory>>('category-event')).data;
  });

  it('lists the events as cards with picture, category, date, teaser and Read More', async () => {
    const all = await api<ListPage<CampaignEvent>>('event?limit=9');
    renderApp('/campaign-event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampanye & Acara' })).toBeTruthy();
    expect(await cardNames()).toEqual(all.data.map((e) => e.event_name));
    const card = screen.getAllByTestId('event-card')[0]!;
    const first = all.data[0]!;
    expect(card.querySelector('img')?.getAttribute('src')).toMatch(
      /\/uploads\/demo-event-\d+\.jpg\/960\.jpg$/,
    );
    expect(within(card).getByText(first.rel_category_event_id!.label!)).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(first.created_at);
    expect(
      within(card)
        .getByRole('link', { name: readMore('Baca Selengkapnya', first.event_name) })
        .getAttribute('href'),
    ).toBe(`/campaign-event/${first.id}`);
    expect(screen.queryByRole('link', { name: 'Reset filter' })).toBeNull();
  });

  it('filters by a category from the sidebar, highlights it, and resets to all', async () => {
    const chosen = categories[0]!;
    const some = await api<ListPage<CampaignEvent>>(`event?category_event_id=${chosen.id}`);
    const all = await api<ListPage<CampaignEvent>>('event?limit=9');
    expect(some.total).toBeLessThan(all.total);
    renderApp('/campaign-event');
    const links = await screen.findAllByTestId('event-category');
    expect(links.map((l) => l.textContent)).toEqual(categories.map((c) => c.category_event_name));
    await cardNames();

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Kategori' })).getByText(chosen.category_event_name),
    );
    await waitFor(async () => expect(await cardNames()).toEqual(some.data.map((e) => e.event_name)));
    const current = screen.getByRole('link', { current: true });
    expect(current.textContent).toBe(chosen.category_event_name);
    expect(current.getAttribute('href')).toBe(`/campaign-event?category=${chosen.id}`);

    fireEvent.click(screen.getByRole('link', { name: 'Reset filter' }));
    await waitFor(async () => expect(await cardNames()).toEqual(all.data.map((e) => e.event_name)));
    expect(screen.queryByRole('link', { current: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reset filter' })).toBeNull();
  });

  it('searches with a GET form, keeping the chosen category, and says when nothing is found', async () => {
    renderApp('/campaign-event');
    await cardNames();
    const box = screen.getByRole('searchbox', { name: 'Cari program' });
    const form = box.closest('form')!;
    // Without the script the browser sends the same form: GET /campaign-event?q=…
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/campaign-event');
    expect(box.getAttribute('name')).toBe('q');

    fireEvent.change(box, { target: { value: 'mangrove' } });
    fireEvent.submit(form);
    await waitFor(async () => expect(await cardNames()).toEqual(['Tanam Mangrove Bersama Warga Demak']));
    expect(screen.getByTestId('events-searched').textContent).toBe('Hasil pencarian untuk “mangrove”');

    // A category link keeps the words, and the words go with the category.
    const campaign = categories[1]!;
    const link = screen.getByRole('link', { name: campaign.category_event_name });
    expect(link.getAttribute('href')).toBe(`/campaign-event?category=${campaign.id}&q=mangrove`);
    fireEvent.click(link);
    expect(await screen.findByText('Data Kosong')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pohon' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    const found = await api<ListPage<CampaignEvent>>(`event?category_event_id=${campaign.id}&q=pohon`);
    expect(found.total).toBeGreaterThan(0);
    await waitFor(async () => expect(await cardNames()).toEqual(found.data.map((e) => e.event_name)));
    expect(screen.getByRole('link', { current: true }).textContent).toBe(campaign.category_event_name);
  });

  it('says Empty Data in English', async () => {
    renderApp('/en/campaign-event?q=tidak-ada-sama-sekali');
    expect(await screen.findByText('Empty Data')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search programmes' })).toHaveProperty(
      'value',
      'tidak-ada-sama-sekali',
    );
  });

  it('shows an event with its category, date, picture and description', async () => {
    const first = (await api<ListPage<CampaignEvent>>('event?limit=1', 'en')).data[0]!;
    renderApp(`/en/campaign-event/${first.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: first.event_name })).toBeTruthy();
    expect(screen.getByTestId('event-category-badge').textContent).toBe(first.rel_category_event_id!.label);
    expect(screen.getByTestId('event-body').innerHTML).toBe(first.event_description);
    expect(document.querySelector('article img')?.getAttribute('src')).toContain(first.file_event!.url);
    expect(screen.getByRole('link', { name: /Back to campaigns/ }).getAttribute('href')).toBe(
      '/en/campaign-event',
    );
  });

  it('answers an unknown event with the 404 page', async () => {
    renderApp('/campaign-event/999999');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
    renderApp('/campaign-event/abc');
    expect((await screen.findAllByRole('heading', { name: 'Halaman tidak ditemukan' })).length).toBe(2);
  });
});
