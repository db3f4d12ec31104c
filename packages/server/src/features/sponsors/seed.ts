import type { sponsors } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

const day = 86_400_000;

/** A few donors: people and companies, Indonesian and from abroad. */
export async function seedSponsors(seed: SeedContext<typeof sponsors>): Promise<void> {
  await seed.insert(
    [
      {
        name_sponsor: 'Rina Kusumawati',
        email: 'rina.kusumawati@example.id',
        phone: '+62 812 3456 7890',
        lang: 'id',
      },
      {
        name_sponsor: 'Budi Santoso',
        email: 'budi.santoso@hijaulestari.example.id',
        company_name: 'PT Hijau Lestari',
        phone: '+62 21 555 0123',
        lang: 'id',
      },
      { name_sponsor: 'Emma Clarke', email: 'emma.clarke@example.com', lang: 'en' },
      {
        name_sponsor: 'Dewi Lestari',
        email: 'dewi@kopinusantara.example.id',
        company_name: 'PT Kopi Nusantara',
        phone: '0813 9876 5432',
        lang: 'id',
      },
      {
        name_sponsor: 'Lucas Meyer',
        email: 'lucas.meyer@example.com',
        phone: '+49 30 1234 5678',
        lang: 'en',
      },
    ].map((s, i) => ({ ...s, created_at: new Date(seed.base + i * 9 * day) })),
  );
}
