import type { win } from '@rimba/core';
import type { Kysely } from 'kysely';
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
 * A code for each paid demo donation, the first demo trees' codes in turn, the first of them the tree
 * tracker's sample; and one code issued without a donation.
 */
export async function seedWins(seed: SeedContext<typeof win>): Promise<void> {
  const paid = await (seed.db as unknown as Kysely<Record<string, Row>>)
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
    is_sample: i === 0,
  }));
  rows.push({
    win_code: winCode(paid.length + 1),
    sponsor_name: 'Sekolah Alam Bogor',
    qty_trees: 25,
    issued_date: new Date(seed.base + 40 * 86_400_000).toISOString().slice(0, 10),
    is_sample: false,
  });
  await seed.insert(rows);
}
