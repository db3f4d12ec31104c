import type { productComment } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const hour = 3_600_000;

/** Buyers' comments, by gift index: approved ones the site shows and pending ones staff decide on. */
const comments: [gift: number, status: 'approved' | 'pending' | 'rejected', text: string][] = [
  [0, 'approved', 'Tumblernya kokoh dan kopi saya tetap hangat sampai siang. Suka!'],
  [0, 'approved', 'Senang tahu setiap pembelian menanam satu pohon.'],
  [0, 'pending', 'Apakah ada warna lain selain hijau?'],
  [2, 'approved', 'Bahannya adem, cocok untuk cuaca Jakarta.'],
  [2, 'approved', 'Great shirt, and the print still looks new after many washes.'],
  [3, 'approved', 'Benih alpukatnya sudah tumbuh setinggi 20 cm!'],
  [4, 'approved', 'Kado ulang tahun yang berkesan untuk ayah saya.'],
  [4, 'rejected', 'Jual followers murah, hubungi kami!'],
];

export async function seedProductComment(seed: SeedContext<typeof productComment>): Promise<void> {
  const products = seed.ids('products');
  const rows: SeedRow<typeof productComment>[] = comments.map(([g, status, comment], i) => {
    const at = new Date(seed.base + g * 3 * 86_400_000 + (i + 1) * 5 * hour);
    return { product_id: products[g]!, comment, status, created_at: at, updated_at: at };
  });
  await seed.insert(rows);
}
