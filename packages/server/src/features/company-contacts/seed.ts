import type { companyContacts } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** The head office in Bogor (the one the site shows) and the field office in Semarang. */
export async function seedCompanyContacts(seed: SeedContext<typeof companyContacts>): Promise<void> {
  await seed.insert([
    {
      office_name: 'Kantor Pusat',
      office_name_en: 'Head Office',
      address: 'Jl. Pajajaran No. 12, Bogor, Jawa Barat 16143, Indonesia',
      address_en: 'Jl. Pajajaran No. 12, Bogor, West Java 16143, Indonesia',
      phone: '+62 251 837 0000',
      email: 'info@rimba.or.id',
      location: {
        lat: -6.5971,
        lng: 106.806,
        formatted_address: 'Jl. Pajajaran No. 12, Bogor, Jawa Barat 16143, Indonesia',
      },
      created_at: new Date(seed.base),
    },
    {
      office_name: 'Kantor Lapangan Jawa Tengah',
      office_name_en: 'Central Java Field Office',
      address: 'Jl. Pemuda No. 150, Semarang, Jawa Tengah 50132, Indonesia',
      address_en: 'Jl. Pemuda No. 150, Semarang, Central Java 50132, Indonesia',
      phone: '+62 24 351 0000',
      email: 'jateng@rimba.or.id',
      location: { lat: -6.9818, lng: 110.4097 },
      created_at: new Date(seed.base + 60_000),
    },
  ]);
}
