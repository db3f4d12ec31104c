import type { getInvolvedCategory } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** The ways to take part that the business pages offer, in both languages. */
const categories: [id: string, en: string][] = [
  ['Donasi Pohon Individu', 'Individual Tree Donation'],
  ['Tanggung Jawab Sosial Perusahaan', 'Corporate Social Responsibility'],
  ['Acara Penanaman Tim', 'Team Planting Event'],
  ['Riset Akademik', 'Academic Research'],
  ['Hadiah Pohon untuk Pelanggan', 'Tree Gifts for Customers'],
];

export async function seedGetInvolvedCategories(
  seed: SeedContext<typeof getInvolvedCategory>,
): Promise<void> {
  await seed.insert(
    categories.map(([name, en], i) => ({
      category_getinvolved_name: name,
      category_getinvolved_name_en: en,
      created_at: new Date(seed.base + i * 60_000),
    })),
  );
}
