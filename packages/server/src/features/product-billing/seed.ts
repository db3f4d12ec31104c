import type { productBilling } from '@rimba/core';
import { seededRandom } from '../../db/seed/random.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

/** Harvests the demo farmers sell, with a farm-gate price per kilogram and a usual load. */
const sales: { product: string; price: number; kg: [number, number]; buyers: string[] }[] = [
  {
    product: 'durian',
    price: 35_000,
    kg: [150, 900],
    buyers: ['CV Buah Nusantara', 'Toko Durian Bawor Purwokerto'],
  },
  {
    product: 'alpukat',
    price: 18_000,
    kg: [200, 1500],
    buyers: ['CV Buah Nusantara', 'Pasar Induk Kramat Jati – UD Sumber Rezeki'],
  },
  {
    product: 'nangka',
    price: 8_000,
    kg: [300, 2000],
    buyers: ['Gudeg Yu Djum Yogyakarta', 'UD Sumber Rezeki'],
  },
  { product: 'petai', price: 25_000, kg: [50, 400], buyers: ['Pasar Induk Kramat Jati – UD Sumber Rezeki'] },
  {
    product: 'jengkol',
    price: 22_000,
    kg: [80, 500],
    buyers: ['Pasar Induk Caringin Bandung – Toko Berkah'],
  },
  { product: 'kemiri', price: 28_000, kg: [100, 800], buyers: ['UD Kemiri Sejahtera Malang'] },
  {
    product: 'kopi',
    price: 60_000,
    kg: [200, 1200],
    buyers: ['PT Kopi Temanggung Jaya', 'Koperasi Kopi Merbabu'],
  },
];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Two invoices a month through 2026 for the farmers' harvests, numbered in order; the last few months'
 * are not all paid yet. It draws on its own random source, so adding it changes no other resource's demo
 * rows.
 */
export async function seedProductBilling(seed: SeedContext<typeof productBilling>): Promise<void> {
  const random = seededRandom(2405);
  const rows: SeedRow<typeof productBilling>[] = [];
  for (let month = 1; month <= 11; month++) {
    for (let n = 0; n < 2; n++) {
      const sale = sales[(month * 2 + n) % sales.length]!;
      const [least, most] = sale.kg;
      const weight_kg = Math.round(least + random() * (most - least));
      const day = 3 + n * 12 + Math.floor(random() * 10);
      rows.push({
        invoice_number: `INV/TP/2026/${twoDigits(month)}/${String(rows.length + 1).padStart(3, '0')}`,
        buyer: sale.buyers[Math.floor(random() * sale.buyers.length)]!,
        product: sale.product,
        weight_kg,
        price_per_kg: sale.price,
        total: weight_kg * sale.price,
        paid: month < 9 || random() < 0.4,
        invoice_date: `2026-${twoDigits(month)}-${twoDigits(day)}`,
      });
    }
  }
  await seed.insert(rows);
}
