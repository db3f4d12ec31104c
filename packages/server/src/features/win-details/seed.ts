import type { winDetails } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const captions = [
  {
    id: 'Bibit tumbuh baik setelah musim hujan pertama; gulma di sekitar lubang tanam sudah dibersihkan.',
    en: 'The seedlings grew well after their first rainy season; the weeds around the planting holes were cleared.',
  },
  {
    id: 'Beberapa pohon yang mati sudah disulam dengan bibit baru dari persemaian.',
    en: 'The few trees that died were replaced with new seedlings from the nursery.',
  },
  {
    id: 'Tajuk mulai menutup; petani menanam kopi di bawah naungan pohon.',
    en: 'The crowns are starting to close; the farmer planted coffee in their shade.',
  },
];

/**
 * For each demo code whose trees' planting has approved growth reports, the editors' selection of them
 * with a caption each, published but for the newest of the last such code.
 */
export async function seedWinDetails(seed: SeedContext<typeof winDetails>): Promise<void> {
  const chosen = await (seed.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('wins as w')
    .innerJoin('trees as t', 't.win_code', 'w.win_code')
    .innerJoin('reports_growth as r', 'r.plant_id', 't.plant_id')
    .select(['w.id as win_id', 'r.id as report_id'])
    .where('r.status', '=', 'approved')
    .distinct()
    .orderBy('win_id')
    .orderBy('report_id')
    .execute();
  const rows: SeedRow<typeof winDetails>[] = chosen.map((c, i) => {
    const caption = captions[i % captions.length]!;
    return {
      win_id: Number(c.win_id),
      report_growth_id: Number(c.report_id),
      note: caption.id,
      note_en: caption.en,
      published: !(i === chosen.length - 1 && i > 0),
    };
  });
  await seed.insert(rows);
}
