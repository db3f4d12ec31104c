import type { article } from '@rimba/core';
import { bannerSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { slugOf } from './slug.js';

const day = 86_400_000;

interface DemoArticle {
  title: string;
  /** Index into the demo categories. */
  category: number;
  meta: string;
  paragraphs: string[];
  /** Published unless false; `later` is published on a day still to come. */
  published?: false;
  later?: true;
}

/** The demo blog: Indonesian, as the site's default language. */
export const demoArticles: DemoArticle[] = [
  {
    title: 'Menanam Mangrove di Pesisir Demak',
    category: 0,
    meta: 'Warga Sayung menanam 20.000 bibit mangrove untuk menahan abrasi pantai utara Jawa.',
    paragraphs: [
      'Abrasi telah menelan ratusan hektare tambak di Sayung, Demak. Bersama kelompok tani setempat kami menanam <strong>20.000 bibit mangrove</strong> di sepanjang pesisir.',
      'Akar mangrove menahan ombak dan lumpur, dan menjadi tempat ikan serta kepiting bertelur.',
    ],
  },
  {
    title: 'Agroforestri Kopi di Lereng Merbabu',
    category: 1,
    meta: 'Petani Getasan menanam pohon peneduh di antara kopi: panen lebih baik, lereng lebih kuat.',
    paragraphs: [
      'Di lereng Merbabu, petani menanam kopi di bawah naungan pohon suren dan alpukat.',
      'Pohon peneduh menjaga kelembapan tanah, dan buahnya menambah penghasilan keluarga.',
    ],
  },
  {
    title: 'Mengapa Pohon Menurunkan Suhu Kota',
    category: 2,
    meta: 'Pohon dapat menurunkan suhu kota hingga 8 °C. Begini caranya.',
    paragraphs: [
      'Daun menguapkan air dan memberi bayangan: pohon dapat menurunkan suhu kota hingga 8 °C.',
      'Sebatang pohon dewasa juga menyerap sekitar 22 pon CO<sub>2</sub> setiap tahun.',
    ],
  },
  {
    title: 'Sekolah Lapang bagi Petani Boyolali',
    category: 1,
    meta: 'Tiga puluh petani belajar pembibitan, penanaman dan perawatan pohon di sekolah lapang.',
    paragraphs: [
      'Sekolah lapang mempertemukan petani setiap dua minggu di kebun salah satu anggota.',
      '<em>Belajar sambil menanam</em>: dari memilih bibit sampai memangkas cabang.',
    ],
  },
  {
    title: 'Bibit Sehat dari Kebun Bibit Ungaran',
    category: 0,
    meta: 'Setiap tahun kebun bibit Ungaran menyiapkan ratusan ribu bibit untuk petani mitra.',
    paragraphs: [
      'Bibit mahoni, sengon dan jati tumbuh di polybag selama tiga sampai enam bulan sebelum ditanam.',
      'Bibit yang sehat adalah awal pohon yang hidup lama.',
    ],
  },
  {
    title: 'Cerita Ibu Sumi, Petani Sengon dari Temanggung',
    category: 1,
    meta: 'Ibu Sumi menanam sengon di lahan keluarganya dan kini membiayai sekolah anaknya dari panen.',
    paragraphs: [
      'Sepuluh tahun lalu lahan Ibu Sumi hanya ditanami singkong. Kini sengon tumbuh tinggi di sana.',
      'Sebagian pohon dipanen, dan setiap pohon yang ditebang diganti dengan bibit baru.',
    ],
  },
  {
    title: 'Menjaga Daerah Aliran Sungai Garang',
    category: 0,
    meta: 'Rencana penanaman di hulu Sungai Garang, Semarang.',
    paragraphs: ['Draf: rencana penanaman di hulu Sungai Garang bersama warga Gunungpati.'],
    published: false,
  },
  {
    title: 'Rencana Tanam Musim Hujan 2030',
    category: 2,
    meta: 'Target dan lokasi penanaman musim hujan 2030.',
    paragraphs: ['Artikel terjadwal: terbit pada awal musim hujan 2030.'],
    later: true,
  },
];

/** The demo articles, a week apart, each with its picture. */
export async function seedArticles(seed: SeedContext<typeof article>): Promise<void> {
  const categories = seed.ids('article-categories');
  const rows: SeedRow<typeof article>[] = [];
  for (const [i, a] of demoArticles.entries()) {
    const written = new Date(seed.base + i * 7 * day);
    rows.push({
      title: a.title,
      slug: slugOf(a.title),
      meta_description: a.meta,
      description: a.paragraphs.map((p) => `<p>${p}</p>`).join(''),
      file_article: await seed.file(`demo-article-${i + 1}.svg`, bannerSvg(90 + i * 25)),
      article_category_id: categories[a.category]!,
      published: a.published ?? true,
      publish_at: (a.later ? new Date(Date.UTC(2030, 0, 1)) : written).toISOString(),
      created_at: written,
      updated_at: written,
    });
  }
  await seed.insert(rows);
}
