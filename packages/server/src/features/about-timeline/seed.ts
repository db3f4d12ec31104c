import type { aboutTimeline } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

/** The foundation's milestones (site spec §1: planting since 2007, more than 900 people); the last a draft. */
const milestones: Omit<SeedRow<typeof aboutTimeline>, 'published'>[] = [
  {
    year: 2007,
    title: 'Pohon pertama',
    title_en: 'The first trees',
    description: 'Dua belas petani di Temanggung menanam 5.000 bibit sengon bersama kami.',
    description_en: 'Twelve farmers in Temanggung planted 5,000 sengon seedlings with us.',
  },
  {
    year: 2012,
    title: 'Kebun bibit Ungaran',
    title_en: 'The Ungaran nursery',
    description: 'Kebun bibit pertama kami dibuka dan menyiapkan 200.000 bibit setiap tahun.',
    description_en: 'Our first nursery opened, raising 200,000 seedlings a year.',
  },
  {
    year: 2016,
    title: 'Agroforestri kopi dan alpukat',
    title_en: 'Coffee and avocado agroforestry',
    description: 'Petani mulai menanam pohon buah di antara kopi, sehingga kebun memberi hasil setiap tahun.',
    description_en: 'Farmers began growing fruit trees among their coffee, so the gardens yield every year.',
  },
  {
    year: 2020,
    title: 'Setiap pohon punya kode WIN',
    title_en: 'Every tree gets a WIN code',
    description:
      'Pohon dicatat dengan kode dan titik koordinatnya, sehingga donatur dapat melacaknya di peta.',
    description_en: 'Trees are recorded with a code and coordinates, so donors can find them on the map.',
  },
  {
    year: 2025,
    title: 'Lebih dari 900 orang',
    title_en: 'More than 900 people',
    description: 'Petani, staf dan relawan yang terlibat dalam penghijauan kini lebih dari 900 orang.',
    description_en:
      'The farmers, staff and volunteers taking part in reforestation now number more than 900.',
  },
];

export async function seedAboutTimeline(seed: SeedContext<typeof aboutTimeline>): Promise<void> {
  await seed.insert([
    ...milestones.map((milestone, i) => ({
      ...milestone,
      published: true,
      created_at: new Date(seed.base + i * 60_000),
    })),
    { year: 2027, title: 'Draf: kebun bibit keempat', published: false },
  ]);
}
