import type { articlePhotos } from '@rimba/core';
import { bannerSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const captions = [
  ['Penanaman bersama warga', 'Planting with the villagers'],
  ['Bibit siap tanam', 'Seedlings ready to plant'],
  ['Pemantauan pertumbuhan', 'Checking on growth'],
] as const;

/** Two or three photos for each demo article. */
export async function seedArticlePhotos(seed: SeedContext<typeof articlePhotos>): Promise<void> {
  const rows: SeedRow<typeof articlePhotos>[] = [];
  for (const [i, articleId] of seed.ids('article').entries()) {
    for (let k = 0; k < 2 + (i % 2); k++) {
      rows.push({
        article_id: articleId,
        file_article_file_photo: await seed.file(
          `demo-article-${i + 1}-photo-${k + 1}.svg`,
          bannerSvg(100 + i * 25 + k * 40),
        ),
        caption: captions[k]![0],
        caption_en: captions[k]![1],
        sort_order: k + 1,
        created_at: new Date(seed.base + i * 7 * 86_400_000 + k * 60_000),
      });
    }
  }
  await seed.insert(rows);
}
