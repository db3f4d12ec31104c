import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListPage, TreeSpecies } from '../src/api/public';
import { pointAtTestServer, readMore, renderApp } from './support';

async function species(lang = 'id'): Promise<TreeSpecies[]> {
  const response = await fetch(`${inject('apiUrl')}/api/public/trees-species`, {
    headers: { 'accept-language': lang },
  });
  return ((await response.json()) as ListPage<TreeSpecies>).data;
}

describe('tree species', () => {
  beforeAll(pointAtTestServer);

  it('shows a card per species with its category, names, short information and Read More', async () => {
    const all = await species();
    renderApp('/why-tree-species');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jenis Pohon' })).toBeTruthy();
    const cards = await screen.findAllByTestId('tree-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      all.map((tree) => tree.tree_name),
    );
    const durian = cards.find((card) => within(card).queryByRole('heading', { name: 'Durian' }))!;
    expect(within(durian).getByTestId('tree-category').textContent).toBe('Pohon Buah');
    expect(
      within(durian).getByText('Raja buah yang memberi petani penghasilan tinggi setiap musim.'),
    ).toBeTruthy();
    const id = all.find((tree) => tree.tree_name === 'Durian')!.id;
    expect(
      within(durian)
        .getByRole('link', { name: readMore('Baca Selengkapnya', 'Durian') })
        .getAttribute('href'),
    ).toBe(`/why-tree-species/${id}`);
    const petai = cards.find((card) => within(card).queryByRole('heading', { name: 'Petai' }))!;
    expect(within(petai).getByTestId('tree-category').textContent).toBe('Pohon Serbaguna');
    expect(within(petai).getByText('Bitter Bean')).toBeTruthy();
  });

  it('shows one species with its photo, names, category, short information and description', async () => {
    const sengon = (await species()).find((tree) => tree.tree_name === 'Sengon')!;
    renderApp(`/why-tree-species/${sengon.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sengon' })).toBeTruthy();
    expect(screen.getByTestId('tree-english-name').textContent).toBe('White Albizia');
    expect(screen.getByTestId('tree-category').textContent).toBe('Pohon Kayu');
    expect(screen.getByText(sengon.short_information)).toBeTruthy();
    expect(screen.getByTestId('tree-description').innerHTML).toContain('<em>Falcataria moluccana</em>');
    const photo = screen.getByRole('img', { name: 'Sengon (White Albizia)' }) as HTMLImageElement;
    expect(photo.src).toBe(`${inject('apiUrl')}/uploads/demo-tree-sengon.svg`);
    await waitFor(() => expect(document.title).toBe('Sengon · Rimba'));
  });

  it('shows a species in English with its category in English, and the 404 page for an unknown one', async () => {
    const durian = (await species('en')).find((tree) => tree.tree_name === 'Durian')!;
    const view = renderApp(`/en/why-tree-species/${durian.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Durian' })).toBeTruthy();
    expect(screen.getByTestId('tree-category').textContent).toBe('Fruit Tree');
    expect(
      screen.getByText('The king of fruits, which gives farmers a high income every season.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the tree species/ }).getAttribute('href')).toBe(
      '/en/why-tree-species',
    );
    view.unmount();

    renderApp('/en/why-tree-species/999999');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('says "Data Kosong" past the last page of species', async () => {
    renderApp('/why-tree-species?page=40');
    expect(await screen.findByText('Data Kosong')).toBeTruthy();
  });
});
