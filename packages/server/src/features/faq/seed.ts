import type { faq } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** Each question and answer in Indonesian, then in English. */
const faqs: [string, string, string, string][] = [
  [
    'Apa itu Rimba?',
    'Rimba adalah yayasan yang menanam pohon bersama petani di Indonesia sejak 2007.',
    'What is Rimba?',
    'Rimba is a foundation that has planted trees with farmers in Indonesia since 2007.',
  ],
  [
    'Bagaimana cara berdonasi pohon?',
    'Pilih jumlah pohon di halaman Donasi, isi data diri, lalu bayar dengan kartu atau PayPal.',
    'How do I donate trees?',
    'Choose a number of trees on the Donation page, fill in your details, then pay by card or PayPal.',
  ],
  [
    'Apa itu kode WIN?',
    'Setiap pohon yang ditanam mendapat kode WIN. Dengan kode itu Anda dapat melihat lokasi pohon Anda di peta.',
    'What is a WIN code?',
    'Every tree planted gets a WIN code. With it you can see where your tree grows on the map.',
  ],
  [
    'Di mana pohon ditanam?',
    'Pohon ditanam di lahan petani mitra, terutama di Jawa Tengah dan Jawa Barat.',
    'Where are the trees planted?',
    'On the land of our partner farmers, mostly in Central Java and West Java.',
  ],
  [
    'Berapa lama pohon dirawat?',
    'Petani merawat pohon yang ditanam dan tim lapangan memantau pertumbuhannya secara berkala.',
    'How long are the trees cared for?',
    'The farmers look after the trees they plant, and our field team checks their growth regularly.',
  ],
  [
    'Bisakah perusahaan bermitra?',
    'Bisa. Hubungi kami melalui formulir Get Involved untuk program Trees4Tomorrow atau Trees4Trade.',
    'Can companies become partners?',
    'Yes. Contact us through the Get Involved form about the Trees4Tomorrow or Trees4Trade programmes.',
  ],
  [
    'Apakah donasi saya mendapat laporan?',
    'Ya, laporan tahunan kami dapat diunduh di halaman Laporan Tahunan.',
    'Will I get a report on my donation?',
    'Yes, our annual reports can be downloaded from the Annual Report page.',
  ],
  [
    'Bagaimana saya bisa menjadi relawan?',
    'Ikuti acara penanaman kami di halaman Campaign & Event atau kirim pertanyaan lewat formulir Get Involved.',
    'How can I volunteer?',
    'Join one of our planting events on the Campaign & Event page, or send us a question through the Get Involved form.',
  ],
];

/** The questions of the FAQ page, an hour apart. */
export async function seedFaq(seed: SeedContext<typeof faq>): Promise<void> {
  await seed.insert(
    faqs.map(([question, answer, questionEn, answerEn], i) => ({
      question,
      answer,
      question_en: questionEn,
      answer_en: answerEn,
      created_at: new Date(seed.base + i * 3_600_000),
    })),
  );
}
