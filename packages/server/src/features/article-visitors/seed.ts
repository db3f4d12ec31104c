import type { articleVisitors } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const countries = ['Indonesia', 'Singapore', 'Netherlands', 'Unknown'];
const day = 86_400_000;

/** A week of readings of the first demo articles, by country (no random draws: other seeds keep theirs). */
export async function seedArticleVisitors(seed: SeedContext<typeof articleVisitors>): Promise<void> {
  const rows: SeedRow<typeof articleVisitors>[] = [];
  for (const [a, articleId] of seed.ids('article').slice(0, 4).entries()) {
    for (let d = 0; d < 7; d++) {
      const date = new Date(seed.base + 60 * day + d * day);
      countries.forEach((country, c) => {
        if (c > 0 && (a + d + c) % 2 === 1) return;
        rows.push({
          article_id: articleId,
          visitor_date: date.toISOString().slice(0, 10),
          visitor_location: country,
          visitor_amount: c === 0 ? 12 + ((a * 7 + d * 5) % 30) : 1 + ((a + d + c) % 4),
          created_at: date,
          updated_at: date,
        });
      });
    }
  }
  await seed.insert(rows);
}
