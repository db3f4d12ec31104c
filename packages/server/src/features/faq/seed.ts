import type { faq } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

const faqs: [string, string][] = [
  ['Apa itu Rimba?', 'Rimba adalah yayasan yang menanam pohon bersama petani di Indonesia sejak 2007.'],
  [
    'Bagaimana cara berdonasi pohon?',
    'Pilih jumlah pohon di halaman Donasi, isi data diri, lalu bayar dengan kartu atau PayPal.',
  ],
  [
    'Apa itu kode WIN?',
    'Setiap pohon yang ditanam mendapat kode WIN. Dengan kode itu Anda dapat melihat lokasi pohon Anda di peta.',
  ],
  ['Di mana pohon ditanam?', 'Pohon ditanam di lahan petani mitra, terutama di Jawa Tengah dan Jawa Barat.'],
  [
    'Berapa lama pohon dirawat?',
    'Petani merawat pohon yang ditanam dan tim lapangan memantau pertumbuhannya secara berkala.',
  ],
  [
    'Bisakah perusahaan bermitra?',
    'Bisa. Hubungi kami melalui formulir Get Involved untuk program Trees4Tomorrow atau Trees4Trade.',
  ],
  [
    'Apakah donasi saya mendapat laporan?',
    'Ya, laporan tahunan kami dapat diunduh di halaman Laporan Tahunan.',
  ],
  [
    'Bagaimana saya bisa menjadi relawan?',
    'Ikuti acara penanaman kami di halaman Campaign & Event atau kirim pertanyaan lewat formulir Get Involved.',
  ],
];

/** The questions of the FAQ page, an hour apart. */
export async function seedFaq(seed: SeedContext<typeof faq>): Promise<void> {
  await seed.insert(
    faqs.map(([question, answer], i) => ({
      question,
      answer,
      created_at: new Date(seed.base + i * 3_600_000),
    })),
  );
}
