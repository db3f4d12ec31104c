import type { uploadFileMedia } from '@rimba/core';
import { demoPdf, landscapeSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

interface DemoMedia {
  name: string;
  title: [string, string?];
  alt?: [string, string?];
  /** A picture: its size and the hue of its sky; without one, a PDF of the English title. */
  picture?: { width: number; height: number; hue: number };
}

const media: DemoMedia[] = [
  {
    name: 'mangrove-coast',
    title: ['Pesisir mangrove Demak', 'The mangrove coast of Demak'],
    alt: [
      'Bukit hijau dan deretan pohon muda di bawah langit biru',
      'Green hills and a row of young trees under a blue sky',
    ],
    picture: { width: 1200, height: 800, hue: 200 },
  },
  {
    name: 'nursery-morning',
    title: ['Pagi di kebun bibit Ungaran', 'Morning at the Ungaran nursery'],
    alt: ['Matahari pagi di atas kebun bibit', 'Morning sun over the nursery'],
    picture: { width: 1200, height: 800, hue: 40 },
  },
  {
    // The banner's own size, so it can go straight into the home page's carousel.
    name: 'banner-hills',
    title: ['Perbukitan hijau untuk banner (1600 × 640)', 'Green hills for a banner (1600 × 640)'],
    alt: ['Perbukitan berhutan saat senja', 'Wooded hills at dusk'],
    picture: { width: 1600, height: 640, hue: 25 },
  },
  {
    name: 'agroforestry-square',
    title: ['Kebun agroforestri Merbabu'],
    alt: ['Pohon peneduh di lereng gunung'],
    picture: { width: 800, height: 800, hue: 160 },
  },
  {
    name: 'planting-guide',
    title: ['Panduan menanam bibit', 'Seedling planting guide'],
  },
];

/** The demo media library: landscapes in the sizes editors use most, and a guide to download. */
export async function seedUploadFileMedia(seed: SeedContext<typeof uploadFileMedia>): Promise<void> {
  const rows: SeedRow<typeof uploadFileMedia>[] = [];
  for (const [i, item] of media.entries()) {
    const { picture } = item;
    const file = picture
      ? await seed.file(
          `demo-media-${item.name}.jpg`,
          landscapeSvg(picture.width, picture.height, picture.hue, i + 1),
        )
      : await seed.file(`demo-media-${item.name}.pdf`, demoPdf(item.title[1] ?? item.title[0]));
    const added = new Date(seed.base + i * 86_400_000);
    rows.push({
      title: item.title[0],
      title_en: item.title[1] ?? null,
      file_media: file,
      alt_text: item.alt?.[0] ?? null,
      alt_text_en: item.alt?.[1] ?? null,
      kind: picture ? 'image' : 'document',
      created_at: added,
      updated_at: added,
    });
  }
  await seed.insert(rows);
}
