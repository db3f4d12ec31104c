import type { discount } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** Two codes of the demo shop: a share off for two years, and a sum off for its first hundred buyers. */
export async function seedDiscounts(seed: SeedContext<typeof discount>): Promise<void> {
  await seed.insert([
    {
      code: 'HIJAU10',
      description: 'Diskon 10% untuk semua hadiah selama 2026–2027.',
      kind: 'percent',
      percent: 10,
      valid_from: '2026-01-01',
      valid_until: '2027-12-31',
      active: true,
      created_at: new Date(seed.base),
    },
    {
      code: 'TANAM5K',
      description: 'Potongan Rp 5.000 untuk 100 pembeli pertama.',
      kind: 'amount',
      amount: 5_000,
      usage_limit: 100,
      active: true,
      created_at: new Date(seed.base + 60_000),
    },
  ]);
}
