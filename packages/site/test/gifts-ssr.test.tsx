// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../src/api/client';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

describe('gifts as the server renders them', () => {
  beforeAll(pointAtTestServer);

  it('holds every card with its price and stock, and a real button to add it to the cart', async () => {
    const { html, status } = await renderPage('/gifts', getJson);
    expect(status).toBe(200);
    for (const name of [
      'Tumbler Bambu Rimba',
      'Tas Jinjing Kanvas',
      'Kartu Hadiah Satu Pohon',
      'Topi Rimba',
    ]) {
      expect(html).toContain(`>${name}</a></h2>`);
    }
    expect(html).toContain('Rp. 125.000');
    expect(html).toContain('Stok tersedia: 40');
    expect(html).toContain('Stok habis');
    expect(html).toMatch(
      /<button type="button" disabled="" data-testid="add-to-cart"[^>]*>Tambah ke Keranjang<span class="sr-only">: <!-- -->Topi Rimba<\/span><\/button>/,
    );
  });

  it('renders one gift with its head, and a 404 for one that does not exist', async () => {
    const list = await getJson<{ data: { id: number; product_name: string }[] }>('/public/gifts', 'en');
    const card = list.data.find((gift) => gift.product_name === 'One-Tree Gift Card')!;
    const page = await renderPage(`/en/gifts/${card.id}`, getJson);
    expect(page.head.title).toBe('One-Tree Gift Card · Rimba');
    expect(page.head.description).toMatch(/^Give a tree: the recipient gets a card with a WIN code/);
    expect(page.html).toContain('In stock: 500');
    expect((await renderPage('/gifts/999999', getJson)).status).toBe(404);
  });
});
