import type { win } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { winCode } from '../trees/codes.js';

const messages = [
  {
    id: 'Terima kasih telah menanam bersama petani kami. Pohon Anda tumbuh di kebun campur bersama kopi dan alpukat.',
    en: 'Thank you for planting with our farmers. Your trees grow in a mixed garden beside coffee and avocado.',
  },
  {
    id: 'Pohon-pohon ini ditanam atas nama karyawan yang ikut berdonasi.',
    en: 'These trees were planted on behalf of the employees who gave.',
  },
];

/**
 * A code for each paid demo donation, the first demo trees' codes in turn; and one code issued without a
 * donation, for a living tree of the first demo planting with approved, photographed growth reports: the
 * tracker's sample, whose page has the most to show (its planting, measurements, photos and the editors'
 * selection).
 */
export async function seedWins(seed: SeedContext<typeof win>): Promise<void> {
  const db = seed.db as unknown as Kysely<Record<string, Row>>;
  const measured = await db
    .selectFrom('trees as t')
    .innerJoin('reports_growth as r', 'r.plant_id', 't.plant_id')
    .select('t.win_code')
    .where('r.status', '=', 'approved')
    .where(sql<boolean>`jsonb_array_length(r.public_photos) > 0`)
    // A tree that lived: the sample shows what became of a planted tree.
    .where('t.status', '=', 'growing')
    .orderBy('t.plant_id')
    .orderBy('t.win_code')
    .limit(1)
    .executeTakeFirst();
  const paid = await db
    .selectFrom('donations as d')
    .innerJoin('sponsors as s', 's.id', 'd.sponsor_id')
    .select(['d.id', 'd.qty_tree', 'd.paid_at', 's.name_sponsor'])
    .where('d.status', '=', 'paid')
    .orderBy('d.id')
    .execute();
  const rows: SeedRow<typeof win>[] = paid.map((d, i) => ({
    win_code: winCode(i + 1),
    sponsor_name: String(d.name_sponsor),
    donation_id: Number(d.id),
    qty_trees: Number(d.qty_tree),
    issued_date: new Date(d.paid_at as Date).toISOString().slice(0, 10),
    message: messages[i % messages.length]!.id,
    message_en: messages[i % messages.length]!.en,
    is_sample: i === 0 && !measured,
  }));
  rows.push({
    win_code: measured ? String(measured.win_code) : winCode(paid.length + 1),
    sponsor_name: 'Sekolah Alam Bogor',
    qty_trees: 1,
    issued_date: new Date(seed.base + 40 * 86_400_000).toISOString().slice(0, 10),
    message: 'Pohon kelas 5 yang kami tanam saat kunjungan sekolah ke kebun petani.',
    message_en: 'The tree our fifth grade planted on its school visit to the farmer’s garden.',
    is_sample: !!measured,
  });
  await seed.insert(rows);
}
