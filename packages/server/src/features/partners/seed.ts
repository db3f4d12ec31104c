import type { partners } from '@rimba/core';
import { logoSvg } from '../../db/seed/images.js';
import { pick } from '../../db/seed/random.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const partnerNames = [
  'PT Hijau Lestari',
  'CV Bumi Asri',
  'Koperasi Tani Makmur',
  'Yayasan Alam Sehat',
  'PT Kopi Nusantara',
  'Bank Tani Sejahtera',
  'PT Energi Surya Jaya',
  'Universitas Rimba Raya',
  'Komunitas Pecinta Hutan',
  'PT Kertas Bijak',
  'CV Madu Hutan Jawa',
  'PT Logistik Hijau',
];

const partnerSentences = [
  {
    id: 'Mendukung penanaman pohon bersama petani di Jawa Tengah.',
    en: 'Supports tree planting with farmers in Central Java.',
  },
  {
    id: 'Menanam satu pohon untuk setiap produk yang terjual.',
    en: 'Plants one tree for every product sold.',
  },
  {
    id: 'Bermitra dalam program agroforestri untuk ketahanan pangan desa.',
    en: 'Partners in agroforestry for village food security.',
  },
  {
    id: 'Mendanai pembibitan dan pelatihan petani muda.',
    en: 'Funds nurseries and the training of young farmers.',
  },
  {
    id: 'Mengajak karyawan menanam pohon setiap tahun.',
    en: 'Takes its staff out to plant trees every year.',
  },
  {
    id: 'Mendukung riset tentang pohon penyerap karbon.',
    en: 'Supports research into trees that capture carbon.',
  },
];

/** Partners that have no blog, or no site at all: the site offers only the links a partner has. */
const withoutBlog = new Set(['Universitas Rimba Raya', 'Komunitas Pecinta Hutan']);
const withoutWebsite = new Set(['Komunitas Pecinta Hutan']);

/** Twelve partners with their logos, a day apart, described in Indonesian and English. */
export async function seedPartners(seed: SeedContext<typeof partners>): Promise<void> {
  const rows: SeedRow<typeof partners>[] = [];
  for (const [i, name] of partnerNames.entries()) {
    const hue = Math.floor(seed.random() * 360);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const at = new Date(seed.base + i * 86_400_000);
    const first = pick(seed.random, partnerSentences);
    const second = pick(seed.random, partnerSentences);
    rows.push({
      company_name: name,
      description: `${first.id} ${second.id}`,
      description_en: `${first.en} ${second.en}`,
      website: withoutWebsite.has(name) ? null : `https://${slug}.example.id`,
      link_blog: withoutBlog.has(name) ? null : `https://${slug}.example.id/blog`,
      file_logo: await seed.file(`demo-logo-${slug}.svg`, logoSvg(name, hue)),
      created_at: at,
      updated_at: at,
    });
  }
  await seed.insert(rows);
}
