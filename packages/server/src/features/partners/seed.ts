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
  'Mendukung penanaman pohon bersama petani di Jawa Tengah.',
  'Menanam satu pohon untuk setiap produk yang terjual.',
  'Bermitra dalam program agroforestri untuk ketahanan pangan desa.',
  'Mendanai pembibitan dan pelatihan petani muda.',
  'Mengajak karyawan menanam pohon setiap tahun.',
  'Mendukung riset tentang pohon penyerap karbon.',
];

/** Twelve partners with their logos, a day apart. */
export async function seedPartners(seed: SeedContext<typeof partners>): Promise<void> {
  const rows: SeedRow<typeof partners>[] = [];
  for (const [i, name] of partnerNames.entries()) {
    const hue = Math.floor(seed.random() * 360);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const at = new Date(seed.base + i * 86_400_000);
    rows.push({
      company_name: name,
      description: `${pick(seed.random, partnerSentences)} ${pick(seed.random, partnerSentences)}`,
      website: `https://${slug}.example.id`,
      link_blog: `https://${slug}.example.id/blog`,
      file_logo: await seed.file(`demo-logo-${slug}.svg`, logoSvg(name, hue)),
      created_at: at,
      updated_at: at,
    });
  }
  await seed.insert(rows);
}
