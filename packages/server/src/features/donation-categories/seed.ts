import type { donationCategories } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** The kinds of donation; the first is the one the donation page chooses unless told otherwise. */
export async function seedDonationCategories(seed: SeedContext<typeof donationCategories>): Promise<void> {
  await seed.insert(
    [
      { category_name: 'Donasi Perorangan', category_name_en: 'Individual Donation' },
      { category_name: 'Donasi Perusahaan', category_name_en: 'Corporate Donation' },
      { category_name: 'Hadiah Pohon', category_name_en: 'Tree as a Gift' },
      { category_name: 'Kampanye & Acara', category_name_en: 'Campaigns & Events' },
    ].map((c, i) => ({ ...c, created_at: new Date(seed.base + i * 60_000) })),
  );
}
