import type { detailPhotoGallery } from '@rimba/core';
import { photoSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { demoAlbums } from '../photo-gallery/seed.js';

/** The further photos of each demo album, with their captions, in order. */
export async function seedDetailPhotoGallery(seed: SeedContext<typeof detailPhotoGallery>): Promise<void> {
  const albums = seed.ids('photo-gallery');
  const rows: SeedRow<typeof detailPhotoGallery>[] = [];
  for (const [i, album] of demoAlbums.entries()) {
    for (const [k, [caption, captionEn]] of album.photos.entries()) {
      rows.push({
        photo_gallery_id: albums[i]!,
        file_detail_photo_gallery: await seed.file(
          `demo-gallery-${i + 1}-photo-${k + 1}.jpg`,
          photoSvg(album.hue + k * 12, k + 1),
        ),
        caption,
        caption_en: captionEn,
        sort_order: k + 1,
        created_at: new Date(seed.base + i * 10 * 86_400_000 + k * 60_000),
      });
    }
  }
  await seed.insert(rows);
}
