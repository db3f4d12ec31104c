import type { article } from '@rimba/core';
import { bannerSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { slugOf } from './slug.js';

const day = 86_400_000;

interface DemoArticle {
  title: string;
  /** The English version, where the editors wrote one. */
  en?: { title: string; meta: string; paragraphs: string[] };
  /** Index into the demo categories. */
  category: number;
  meta: string;
  paragraphs: string[];
  /** Published unless false; `later` is published on a day still to come. */
  published?: false;
  later?: true;
}

/** The demo blog: Indonesian, as the site's default language, most articles also in English. */
export const demoArticles: DemoArticle[] = [
  {
    title: 'Menanam Mangrove di Pesisir Demak',
    en: {
      title: 'Planting Mangroves on the Demak Coast',
      meta: "People of Sayung plant 20,000 mangrove seedlings to hold back the erosion of Java's north coast.",
      paragraphs: [
        "Erosion has swallowed hundreds of hectares of fish ponds in Sayung, Demak. With the local farmers' group we planted <strong>20,000 mangrove seedlings</strong> along the coast.",
        'Mangrove roots hold back the waves and the mud, and give fish and crabs a place to lay their eggs.',
      ],
    },
    category: 0,
    meta: 'Warga Sayung menanam 20.000 bibit mangrove untuk menahan abrasi pantai utara Jawa.',
    paragraphs: [
      'Abrasi telah menelan ratusan hektare tambak di Sayung, Demak. Bersama kelompok tani setempat kami menanam <strong>20.000 bibit mangrove</strong> di sepanjang pesisir.',
      'Akar mangrove menahan ombak dan lumpur, dan menjadi tempat ikan serta kepiting bertelur.',
    ],
  },
  {
    title: 'Agroforestri Kopi di Lereng Merbabu',
    en: {
      title: 'Coffee Agroforestry on the Slopes of Merbabu',
      meta: 'Farmers in Getasan plant shade trees between their coffee: better harvests, firmer slopes.',
      paragraphs: [
        'On the slopes of Merbabu, farmers grow coffee in the shade of suren and avocado trees.',
        "Shade trees keep the soil moist, and their fruit adds to the family's income.",
      ],
    },
    category: 1,
    meta: 'Petani Getasan menanam pohon peneduh di antara kopi: panen lebih baik, lereng lebih kuat.',
    paragraphs: [
      'Di lereng Merbabu, petani menanam kopi di bawah naungan pohon suren dan alpukat.',
      'Pohon peneduh menjaga kelembapan tanah, dan buahnya menambah penghasilan keluarga.',
    ],
  },
  {
    title: 'Mengapa Pohon Menurunkan Suhu Kota',
    en: {
      title: 'Why Trees Cool Our Cities',
      meta: "Trees can lower a city's temperature by up to 8 \u00b0C. This is how.",
      paragraphs: [
        "Leaves evaporate water and cast shade: trees can lower a city's temperature by up to 8 \u00b0C.",
        'A mature tree also absorbs about 22 lbs of CO<sub>2</sub> a year.',
      ],
    },
    category: 2,
    meta: 'Pohon dapat menurunkan suhu kota hingga 8 °C. Begini caranya.',
    paragraphs: [
      'Daun menguapkan air dan memberi bayangan: pohon dapat menurunkan suhu kota hingga 8 °C.',
      'Sebatang pohon dewasa juga menyerap sekitar 22 pon CO<sub>2</sub> setiap tahun.',
    ],
  },
  {
    title: 'Sekolah Lapang bagi Petani Boyolali',
    en: {
      title: 'A Field School for the Farmers of Boyolali',
      meta: 'Thirty farmers learn to raise seedlings, plant and look after trees at a field school.',
      paragraphs: [
        "The field school brings the farmers together every two weeks in one member's garden.",
        '<em>Learning by planting</em>: from choosing seedlings to pruning branches.',
      ],
    },
    category: 1,
    meta: 'Tiga puluh petani belajar pembibitan, penanaman dan perawatan pohon di sekolah lapang.',
    paragraphs: [
      'Sekolah lapang mempertemukan petani setiap dua minggu di kebun salah satu anggota.',
      '<em>Belajar sambil menanam</em>: dari memilih bibit sampai memangkas cabang.',
    ],
  },
  {
    title: 'Bibit Sehat dari Kebun Bibit Ungaran',
    en: {
      title: 'Healthy Seedlings from the Ungaran Nursery',
      meta: 'Every year the Ungaran nursery raises hundreds of thousands of seedlings for our partner farmers.',
      paragraphs: [
        'Mahogany, sengon and teak seedlings grow in polybags for three to six months before they are planted.',
        'A healthy seedling is the start of a long-lived tree.',
      ],
    },
    category: 0,
    meta: 'Setiap tahun kebun bibit Ungaran menyiapkan ratusan ribu bibit untuk petani mitra.',
    paragraphs: [
      'Bibit mahoni, sengon dan jati tumbuh di polybag selama tiga sampai enam bulan sebelum ditanam.',
      'Bibit yang sehat adalah awal pohon yang hidup lama.',
    ],
  },
  {
    title: 'Cerita Ibu Sumi, Petani Sengon dari Temanggung',
    en: {
      title: 'The Story of Ibu Sumi, a Sengon Farmer from Temanggung',
      meta: "Ibu Sumi grows sengon on her family's land and now pays for her child's schooling from the harvest.",
      paragraphs: [
        "Ten years ago Ibu Sumi's land grew only cassava. Today sengon trees stand tall there.",
        'Some of the trees are harvested, and every tree felled is replaced with a new seedling.',
      ],
    },
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
      title_en: a.en?.title ?? null,
      meta_description_en: a.en?.meta ?? null,
      description_en: a.en ? a.en.paragraphs.map((p) => `<p>${p}</p>`).join('') : null,
      file_article: await seed.file(`demo-article-${i + 1}.jpg`, bannerSvg(90 + i * 25)),
      article_category_id: categories[a.category]!,
      published: a.published ?? true,
      publish_at: (a.later ? new Date(Date.UTC(2030, 0, 1)) : written).toISOString(),
      created_at: written,
      updated_at: written,
    });
  }
  await seed.insert(rows);
}
