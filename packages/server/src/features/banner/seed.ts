import type { banner } from '@rimba/core';
import { bannerSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const banners = [
  {
    title: 'Tanam Pohon, Sejahterakan Petani',
    subtitle: 'Lebih dari 900 orang terlibat dalam reforestasi',
    description: 'Setiap pohon yang Anda donasikan ditanam dan dirawat oleh petani mitra kami.',
    link: '/donation',
    button_text: 'Tanam Pohon',
    title_en: 'Plant Trees, Support Farmers',
    subtitle_en: 'More than 900 people take part in reforestation',
    description_en: 'Every tree you donate is planted and cared for by one of our partner farmers.',
    button_text_en: 'Plant a Tree',
    hue: 190,
  },
  {
    title: 'Lacak Pohon Anda',
    subtitle: 'Temukan pohon Anda dengan kode WIN',
    description: 'Lihat lokasi pohon Anda di peta dunia dan kenali petani yang merawatnya.',
    link: '/win',
    button_text: 'Lacak Pohon',
    title_en: 'Track Your Tree',
    subtitle_en: 'Find your tree by its WIN code',
    description_en: 'See where your tree grows on the world map and meet the farmer who looks after it.',
    button_text_en: 'Track a Tree',
    hue: 150,
  },
  {
    title: 'Hadiah yang Menumbuhkan',
    subtitle: 'Setiap pembelian menanam satu pohon',
    description: 'Pilih hadiah dari toko kami dan tanam pohon untuk orang tersayang.',
    link: '/gifts',
    button_text: 'Lihat Hadiah',
    title_en: 'Gifts That Grow',
    subtitle_en: 'Every purchase plants a tree',
    description_en: 'Choose a gift from our shop and plant a tree for someone you love.',
    button_text_en: 'See the Gifts',
    hue: 40,
  },
];

/** The home page's carousel in both languages, each with a picture without baked-in text. */
export async function seedBanners(seed: SeedContext<typeof banner>): Promise<void> {
  const rows: SeedRow<typeof banner>[] = [];
  for (const [i, { hue, ...fields }] of banners.entries()) {
    rows.push({ ...fields, file_banner: await seed.file(`demo-banner-${i + 1}.jpg`, bannerSvg(hue)) });
  }
  await seed.insert(rows);
}
