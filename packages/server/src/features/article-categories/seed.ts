import type { articleCategories } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

export const demoArticleCategories = [
  {
    category_name: 'Konservasi Hutan',
    description: 'Hutan, mangrove dan daerah aliran sungai yang kami pulihkan.',
    category_name_en: 'Forest Conservation',
    description_en: 'The forests, mangroves and watersheds we restore.',
  },
  {
    category_name: 'Petani & Komunitas',
    description: 'Cerita petani mitra dan warga yang menanam bersama kami.',
    category_name_en: 'Farmers & Communities',
    description_en: 'Stories of our partner farmers and the people who plant with us.',
  },
  {
    category_name: 'Iklim & Lingkungan',
    description: 'Apa yang pohon lakukan bagi udara, air dan suhu kita.',
    category_name_en: 'Climate & Environment',
    description_en: 'What trees do for our air, water and temperature.',
  },
];

/** The three categories of the demo blog. */
export async function seedArticleCategories(seed: SeedContext<typeof articleCategories>): Promise<void> {
  await seed.insert(
    demoArticleCategories.map((c, i) => ({ ...c, created_at: new Date(seed.base + i * 60_000) })),
  );
}
