import type { ourStories } from '@rimba/core';
import { demoAuthorId } from '../../db/seed/author.js';
import { bannerSvg, demoPdf } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const day = 86_400_000;

interface DemoStory {
  /** 0: news, 1: publication (the order of the demo categories). */
  category: 0 | 1;
  id: { title: string; paragraphs: string[] };
  en?: { title: string; paragraphs: string[] };
  published?: false;
}

const stories: DemoStory[] = [
  {
    category: 0,
    id: {
      title: 'Satu Juta Bibit Tertanam pada Musim Hujan Ini',
      paragraphs: [
        'Bersama 1.200 petani mitra di Jawa Tengah, kami menanam bibit ke-1.000.000 musim hujan ini.',
        'Setiap bibit tercatat dengan kode WIN-nya sehingga donatur dapat melihat pohonnya di peta.',
      ],
    },
    en: {
      title: 'One Million Seedlings Planted This Rainy Season',
      paragraphs: [
        'With 1,200 partner farmers in Central Java, we planted our millionth seedling this rainy season.',
        'Every seedling is recorded with its WIN code, so donors can see their tree on the map.',
      ],
    },
  },
  {
    category: 0,
    id: {
      title: 'Kebun Bibit Baru di Wonosobo',
      paragraphs: [
        'Kebun bibit ketiga kami dibuka di Wonosobo dan dapat menyiapkan 200.000 bibit setiap tahun.',
      ],
    },
    en: {
      title: 'A New Nursery in Wonosobo',
      paragraphs: ['Our third nursery opened in Wonosobo and can raise 200,000 seedlings a year.'],
    },
  },
  {
    category: 0,
    id: {
      title: 'Relawan Perusahaan Menanam di Kendal',
      paragraphs: ['Delapan puluh karyawan mitra menanam 3.000 pohon bersama warga Kendal.'],
    },
    en: {
      title: 'Company Volunteers Plant in Kendal',
      paragraphs: ['Eighty employees of a partner company planted 3,000 trees with the people of Kendal.'],
    },
  },
  {
    category: 1,
    id: {
      title: 'Panduan Agroforestri untuk Petani',
      paragraphs: ['Panduan praktis memilih, menanam dan merawat pohon di antara tanaman pangan.'],
    },
    en: {
      title: 'An Agroforestry Guide for Farmers',
      paragraphs: ['A practical guide to choosing, planting and caring for trees among food crops.'],
    },
  },
  {
    category: 1,
    id: {
      title: 'Laporan Dampak Penanaman 2025',
      paragraphs: ['Ringkasan pohon yang ditanam, petani yang terlibat dan karbon yang diserap pada 2025.'],
    },
    en: {
      title: 'Planting Impact Report 2025',
      paragraphs: ['A summary of the trees planted, the farmers involved and the carbon captured in 2025.'],
    },
  },
  {
    category: 0,
    id: { title: 'Draf: Rencana Penanaman 2027', paragraphs: ['Belum terbit.'] },
    published: false,
  },
];

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** The demo news and publications, five days apart, written by the super user. */
export async function seedOurStories(seed: SeedContext<typeof ourStories>): Promise<void> {
  const categories = seed.ids('our-stories-categories');
  const author = await demoAuthorId(seed.db);
  const rows: SeedRow<typeof ourStories>[] = [];
  for (const [i, story] of stories.entries()) {
    const written = new Date(seed.base + i * 5 * day);
    rows.push({
      title: story.id.title,
      title_en: story.en?.title ?? null,
      our_stories_category_id: categories[story.category]!,
      description: html(story.id.paragraphs),
      description_en: story.en ? html(story.en.paragraphs) : null,
      file_our_stories:
        story.category === 0
          ? await seed.file(`demo-story-${i + 1}.svg`, bannerSvg(140 + i * 30))
          : await seed.file(`demo-publication-${i + 1}.pdf`, demoPdf(story.en?.title ?? story.id.title)),
      published: story.published ?? true,
      publish_at: written.toISOString(),
      created_by: author,
      created_at: written,
      updated_at: written,
    });
  }
  await seed.insert(rows);
}
