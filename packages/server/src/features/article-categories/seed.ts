import type { articleCategories } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

export const demoArticleCategories = [
  {
    category_name: 'Konservasi Hutan',
    description: 'Hutan, mangrove dan daerah aliran sungai yang kami pulihkan.',
  },
  {
    category_name: 'Petani & Komunitas',
    description: 'Cerita petani mitra dan warga yang menanam bersama kami.',
  },
  {
    category_name: 'Iklim & Lingkungan',
    description: 'Apa yang pohon lakukan bagi udara, air dan suhu kita.',
  },
];

/** The three categories of the demo blog. */
export async function seedArticleCategories(seed: SeedContext<typeof articleCategories>): Promise<void> {
  await seed.insert(
    demoArticleCategories.map((c, i) => ({ ...c, created_at: new Date(seed.base + i * 60_000) })),
  );
}
