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
    hue: 190,
  },
  {
    title: 'Lacak Pohon Anda',
    subtitle: 'Temukan pohon Anda dengan kode WIN',
    description: 'Lihat lokasi pohon Anda di peta dunia dan kenali petani yang merawatnya.',
    link: '/win',
    button_text: 'Lacak Pohon',
    hue: 150,
  },
  {
    title: 'Hadiah yang Menumbuhkan',
    subtitle: 'Setiap pembelian menanam satu pohon',
    description: 'Pilih hadiah dari toko kami dan tanam pohon untuk orang tersayang.',
    link: '/gifts',
    button_text: 'Lihat Hadiah',
    hue: 40,
  },
];

/** The home page's carousel, each with a picture without baked-in text. */
export async function seedBanners(seed: SeedContext<typeof banner>): Promise<void> {
  const rows: SeedRow<typeof banner>[] = [];
  for (const [i, { hue, ...fields }] of banners.entries()) {
    rows.push({ ...fields, file_banner: await seed.file(`demo-banner-${i + 1}.jpg`, bannerSvg(hue)) });
  }
  await seed.insert(rows);
}
