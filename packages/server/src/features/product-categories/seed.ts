import type { productCategories } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

export const demoProductCategories = [
  { category_name: 'Perlengkapan Sehari-hari', category_name_en: 'Everyday Goods' },
  { category_name: 'Pakaian', category_name_en: 'Apparel' },
  { category_name: 'Paket Tanam', category_name_en: 'Planting Kits' },
  { category_name: 'Kartu Hadiah', category_name_en: 'Gift Cards' },
];

/** The four shelves of the demo gift shop. */
export async function seedProductCategories(seed: SeedContext<typeof productCategories>): Promise<void> {
  await seed.insert(
    demoProductCategories.map((c, i) => ({ ...c, created_at: new Date(seed.base + i * 60_000) })),
  );
}
