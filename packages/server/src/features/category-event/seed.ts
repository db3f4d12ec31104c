import type { categoryEvent } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** The demo kinds of event, in both languages. */
export const demoEventCategories: [id: string, en: string][] = [
  ['Penanaman Bersama', 'Community Planting'],
  ['Kampanye Lingkungan', 'Environmental Campaign'],
  ['Pelatihan Petani', 'Farmer Training'],
];

export async function seedCategoryEvents(seed: SeedContext<typeof categoryEvent>): Promise<void> {
  await seed.insert(
    demoEventCategories.map(([name, en], i) => ({
      category_event_name: name,
      category_event_name_en: en,
      created_at: new Date(seed.base + i * 60_000),
    })),
  );
}
