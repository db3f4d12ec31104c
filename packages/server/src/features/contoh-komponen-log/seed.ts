import type { contohKomponenLog } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { activities, pad } from '../contoh-komponen/seed.js';

const notes = [
  'Bibit disiapkan di persemaian desa.',
  'Penanaman bersama kelompok tani.',
  'Pemantauan pertumbuhan: tinggi rata-rata naik 12 cm.',
  'Penyulaman bibit yang mati setelah kemarau.',
];

/** Three log entries per demo row, for the child tab of the detail. */
function contohKomponenLogRows(ids: number[]): SeedRow<typeof contohKomponenLog>[] {
  return ids.flatMap((id, i) =>
    [0, 1, 2].map((k) => ({
      contoh_komponen_id: id,
      logged_on: `2026-${pad(1 + ((i + k) % 9))}-${pad(5 + k * 7)}`,
      activity: activities[k % activities.length],
      note: notes[(i + k) % notes.length],
    })),
  );
}

export async function seedContohKomponenLog(seed: SeedContext<typeof contohKomponenLog>): Promise<void> {
  await seed.insert(contohKomponenLogRows(seed.ids('contoh-komponen')));
}
