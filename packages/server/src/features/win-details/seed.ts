import type { winDetails } from '@rimba/core';
import { photoSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const notes = [
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

/** Two or three growth reports for each demo code, half a year apart; the newest of the last code is a draft. */
export async function seedWinDetails(seed: SeedContext<typeof winDetails>): Promise<void> {
  const codes = seed.ids('win');
  const rows: SeedRow<typeof winDetails>[] = [];
  for (const [c, winId] of codes.entries()) {
    const reports = 2 + (c % 2);
    for (let r = 0; r < reports; r++) {
      const day = new Date(seed.base - (reports - r) * 182 * 86_400_000);
      const note = notes[(c + r) % notes.length]!;
      rows.push({
        win_id: winId,
        report_date: day.toISOString().slice(0, 10),
        height_cm: 40 + r * 55 + c * 7,
        diameter_mm: 8 + r * 9 + c,
        survival_percent: 96 - r * 3,
        file_photo: await seed.file(`demo-win-report-${c + 1}-${r + 1}.jpg`, photoSvg(90 + c * 20, r + c)),
        note: note.id,
        note_en: note.en,
        published: !(c === codes.length - 1 && r === reports - 1),
      });
    }
  }
  await seed.insert(rows);
}
