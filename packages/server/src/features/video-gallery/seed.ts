import type { videoGallery } from '@rimba/core';
import { photoSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const day = 86_400_000;

/** Video address, then the description in Indonesian and in English; the last one is unpublished. */
const videos: [string, string, string][] = [
  [
    'https://www.youtube.com/watch?v=Rk3nJb7vT2c',
    'Bagaimana petani mitra kami menanam dan merawat pohon, dari kebun bibit sampai panen pertama.',
    'How our partner farmers plant and tend their trees, from the nursery to the first harvest.',
  ],
  [
    'https://youtu.be/9Xq2LmP4sHw',
    'Mangrove untuk pesisir Demak: warga Sayung menahan abrasi dengan dua puluh ribu bibit bakau.',
    'Mangroves for the Demak coast: the people of Sayung hold back erosion with twenty thousand seedlings.',
  ],
  [
    'https://vimeo.com/824513907',
    'Satu hari di kebun bibit Ungaran, tempat ratusan ribu bibit disiapkan setiap tahun.',
    'A day at the Ungaran nursery, where hundreds of thousands of seedlings are raised every year.',
  ],
  [
    'https://www.youtube.com/watch?v=Hy6cT1pZ0aQ',
    'Lacak pohon Anda: cara memakai kode WIN untuk melihat pohon Anda di peta.',
    'Track your tree: how to use your WIN code to see your tree on the map.',
  ],
  [
    'https://www.youtube.com/watch?v=Lp8dW3sQx5E',
    'Draf: cuplikan kampanye satu juta pohon.',
    'Draft: a preview of the one million trees campaign.',
  ],
];

/**
 * The demo videos, a week apart. Their stills are drawn here, as the server keeps a copy of a saved
 * video's still, without asking the video hosts; the Vimeo one has none, as when its host gave none, and
 * shows the placeholder.
 */
export async function seedVideoGallery(seed: SeedContext<typeof videoGallery>): Promise<void> {
  const rows: SeedRow<typeof videoGallery>[] = [];
  for (const [i, [url, description, descriptionEn]] of videos.entries()) {
    const made = new Date(seed.base + i * 7 * day);
    rows.push({
      url_video_gallery: url,
      description,
      description_en: descriptionEn,
      published: i < videos.length - 1,
      thumbnail: url.includes('vimeo')
        ? null
        : await seed.file(`demo-video-${i + 1}.jpg`, photoSvg(140 + i * 20, i)),
      created_at: made,
      updated_at: made,
    });
  }
  await seed.insert(rows);
}
