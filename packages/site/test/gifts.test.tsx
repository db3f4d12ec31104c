import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Gift, ListPage } from '../src/api/public';
import { pointAtTestServer, readMore, renderApp } from './support';

async function gifts(lang = 'id'): Promise<Gift[]> {
  const response = await fetch(`${inject('apiUrl')}/api/public/gifts?limit=12`, {
    headers: { 'accept-language': lang },
  });
  return ((await response.json()) as ListPage<Gift>).data;
}

const cardOf = (cards: HTMLElement[], name: string) =>
  cards.find((card) => within(card).queryByRole('heading', { name }))!;

describe('gifts', () => {
  beforeAll(pointAtTestServer);
  afterEach(() => vi.restoreAllMocks());

  it('shows a card per gift, newest first, with its picture, category, date, price, stock and buttons', async () => {
    const all = await gifts();
    renderApp('/gifts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hadiah & Merchandise' })).toBeTruthy();
    const cards = await screen.findAllByTestId('gift-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      all.map((gift) => gift.product_name),
    );
    const tumbler = cardOf(cards, 'Tumbler Bambu Rimba');
    const id = all.find((gift) => gift.product_name === 'Tumbler Bambu Rimba')!.id;
    expect(within(tumbler).getByTestId('gift-price').textContent).toBe('Harga: Rp. 125.000');
    expect(within(tumbler).getByText('1 Januari 2026')).toBeTruthy();
    expect(within(tumbler).getByText('Perlengkapan Sehari-hari')).toBeTruthy();
    expect(within(tumbler).getByText(/^Tumbler 450 ml berlapis bambu/)).toBeTruthy();
    expect(within(tumbler).getByTestId('gift-stock').textContent).toBe('Stok tersedia: 40');
    expect(
      within(tumbler)
        .getByRole('link', { name: readMore('Baca Selengkapnya', 'Tumbler Bambu Rimba') })
        .getAttribute('href'),
    ).toBe(`/gifts/${id}`);
    const add = within(tumbler).getByRole('button', { name: /^Tambah ke Keranjang ?: Tumbler Bambu Rimba$/ });
    expect((add as HTMLButtonElement).disabled).toBe(false);

    const cap = cardOf(cards, 'Topi Rimba');
    expect(within(cap).getByTestId('gift-stock').textContent).toBe('Stok habis');
    expect((within(cap).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts one of a gift in the cart through the server, and shows what the server says', async () => {
    const tumbler = (await gifts()).find((gift) => gift.product_name === 'Tumbler Bambu Rimba')!;
    const url = `${inject('apiUrl')}/api/public/cart/items`;
    // The server's own answer to the same request, which the page must pass on.
    const direct = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'id' },
      body: JSON.stringify({ product_id: tumbler.id, qty: 1 }),
    });
    const expected = ((await direct.json()) as { message?: string }).message;
    expect(expected).toBeTruthy();

    const sent = vi.spyOn(globalThis, 'fetch');
    renderApp('/gifts');
    const card = cardOf(await screen.findAllByTestId('gift-card'), 'Tumbler Bambu Rimba');
    fireEvent.click(within(card).getByRole('button'));
    const said = await within(card).findByRole(direct.ok ? 'status' : 'alert');
    expect(said.textContent).toBe(expected);
    const post = sent.mock.calls.find(([to]) => String(to) === url)!;
    expect(post[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(post[1]!.body))).toEqual({ product_id: tumbler.id, qty: 1 });
  });

  it('says "No Products Found" past the last page of gifts', async () => {
    renderApp('/gifts?page=99');
    expect(await screen.findByText('No Products Found')).toBeTruthy();
  });

  it('shows one gift with its category, picture, price, description, photos and comments', async () => {
    const tumbler = (await gifts()).find((gift) => gift.product_name === 'Tumbler Bambu Rimba')!;
    renderApp(`/gifts/${tumbler.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tumbler Bambu Rimba' })).toBeTruthy();
    expect(screen.getByText('Perlengkapan Sehari-hari')).toBeTruthy();
    expect(screen.getByTestId('gift-price').textContent).toBe('Harga: Rp. 125.000');
    expect(screen.getByTestId('gift-stock').textContent).toBe('Stok tersedia: 40');
    expect(screen.getByTestId('gift-description').innerHTML).toContain('Setiap tumbler yang terjual');
    const picture = screen.getByRole('img', { name: 'Tumbler Bambu Rimba' }) as HTMLImageElement;
    expect(picture.src).toContain('/uploads/demo-gift-1.jpg/');
    expect(screen.getAllByTestId('gift-photo')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Tumbler Bambu Rimba, foto 2' })).toBeTruthy();
    const comments = await screen.findAllByTestId('comment');
    expect(comments.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Senang tahu setiap pembelian menanam satu pohon.'),
      expect.stringContaining('Tumblernya kokoh dan kopi saya tetap hangat sampai siang. Suka!'),
    ]);
    expect(comments[0]!.textContent).toContain('Anonim');
    await waitFor(() => expect(document.title).toBe('Tumbler Bambu Rimba · Rimba'));
  });

  it('takes a comment on a gift for moderation and thanks the visitor', async () => {
    const seeds = (await gifts()).find((gift) => gift.product_name === 'Paket Benih Pohon Buah')!;
    renderApp(`/gifts/${seeds.id}`);
    const form = await screen.findByTestId('comment-form');
    fireEvent.change(within(form).getByLabelText('Komentar Anda'), {
      target: { value: 'Ada benih mangga?' },
    });
    fireEvent.submit(form);
    expect(
      await within(form).findByText('Terima kasih! Komentar Anda akan tampil setelah disetujui.'),
    ).toBeTruthy();
    expect(screen.queryByText('Ada benih mangga?')).toBeNull();
  });

  it('shows a gift in English, and the 404 page for one that does not exist', async () => {
    const cap = (await gifts('en')).find((gift) => gift.product_name === 'Rimba Cap')!;
    const view = renderApp(`/en/gifts/${cap.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rimba Cap' })).toBeTruthy();
    expect(screen.getByText('Apparel')).toBeTruthy();
    expect(screen.getByTestId('gift-stock').textContent).toBe('Out of stock');
    expect(screen.getByRole('button', { name: /^Add to Cart ?: Rimba Cap$/ })).toHaveProperty(
      'disabled',
      true,
    );
    view.unmount();
    renderApp('/gifts/999999');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });
});
