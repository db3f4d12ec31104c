import type { ourStoriesCategories } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** News first and publications second: the site asks for them by these ids (site spec §3). */
export async function seedOurStoriesCategories(
  seed: SeedContext<typeof ourStoriesCategories>,
): Promise<void> {
  await seed.insert([
    { category_name: 'Berita', category_name_en: 'News', created_at: new Date(seed.base) },
    {
      category_name: 'Publikasi',
      category_name_en: 'Publications',
      created_at: new Date(seed.base + 60_000),
    },
  ]);
}
