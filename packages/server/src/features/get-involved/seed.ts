import type { getInvolved } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const day = 86_400_000;

/** Enquiries as visitors send them, by category index. */
const enquiries: [
  category: number,
  name: string,
  email: string,
  phone: string,
  country: string,
  question: string,
][] = [
  [
    1,
    'Dewi Lestari',
    'dewi.lestari@contoh.id',
    '+62 812 3456 7890',
    'Indonesia',
    'Perusahaan kami ingin menanam 10.000 pohon sebagai program CSR tahun ini. Bagaimana langkah kerja samanya?',
  ],
  [
    3,
    'Jonas Weber',
    'jonas.weber@example.de',
    '+49 30 1234 5678',
    'Germany',
    'I am writing a master’s thesis on agroforestry in Java. Could I visit one of your partner farms?',
  ],
  [
    2,
    'Rizky Pratama',
    'rizky.pratama@contoh.id',
    '0813 2222 3333',
    'Indonesia',
    'Apakah tim kantor kami (25 orang) bisa ikut acara penanaman di Bogor pada bulan depan?',
  ],
];

export async function seedGetInvolved(seed: SeedContext<typeof getInvolved>): Promise<void> {
  const categories = seed.ids('get-involved-category');
  const rows: SeedRow<typeof getInvolved>[] = enquiries.map(
    ([category, get_involved_name, email, phone, country, question], i) => {
      const at = new Date(seed.base + (i + 1) * 3 * day);
      return {
        category_get_involved_id: categories[category]!,
        get_involved_name,
        email,
        phone,
        country,
        question,
        created_at: at,
        updated_at: at,
      };
    },
  );
  await seed.insert(rows);
}
