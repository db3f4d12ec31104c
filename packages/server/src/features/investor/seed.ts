import type { investor } from '@rimba/core';
import { seededRandom } from '../../db/seed/random.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

/** Who invests in the foundation's projects, and how to reach them. */
const investors: [string, string][] = [
  ['PT Hijau Lestari Nusantara', 'Rina Kusumawati – 0812 2233 4455'],
  ['Yayasan Bumi Asri', 'sekretariat@bumiasri.or.id'],
  ['Koperasi Tani Makmur Temanggung', 'Slamet Riyadi – 0813 9012 3344'],
  ['PT Samudra Biru Investama', 'Dewi Lestari – 021 5790 1122'],
  ['CV Kopi Merbabu', 'Agus Prasetyo – 0857 4411 2200'],
  ['Bank Tani Sejahtera', 'csr@banktanisejahtera.co.id'],
  ['Ibu Ratna Wijaya', '0811 287 6543'],
];

/**
 * Two or three investors for each demo project, whose shares leave some of it open; each project is worth
 * Rp 500 million to Rp 2 billion, and an investor pays its share of that. It draws on its own random
 * source, so adding it changes no other resource's demo rows.
 */
export async function seedInvestor(seed: SeedContext<typeof investor>): Promise<void> {
  const random = seededRandom(2404);
  const rows: SeedRow<typeof investor>[] = [];
  seed.ids('projects').forEach((project_id, p) => {
    const worth = Math.round(500 + random() * 1500) * 1_000_000;
    const count = 2 + (p % 2);
    let left = 100;
    for (let i = 0; i < count; i++) {
      const percentage = Math.round(left * (0.25 + random() * 0.3) * 10) / 10;
      left -= percentage;
      const [investor_name, contact] = investors[(p * 3 + i) % investors.length]!;
      rows.push({
        investor_name,
        contact,
        project_id,
        amount: Math.round((worth * percentage) / 100),
        percentage,
      });
    }
  });
  await seed.insert(rows);
}
