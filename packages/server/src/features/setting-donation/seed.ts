import type { settingDonation } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** One tree for Rp 15.000; a US dollar at Rp 16.000. */
export async function seedSettingDonation(seed: SeedContext<typeof settingDonation>): Promise<void> {
  await seed.insert([{ amount_idr: 15_000, idr_per_usd: 16_000, created_at: new Date(seed.base) }]);
}
