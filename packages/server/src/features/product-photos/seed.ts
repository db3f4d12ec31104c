import type { productPhotos } from '@rimba/core';
import { photoSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { giftSvg } from '../products/images.js';
import { demoGifts } from '../products/seed.js';

/** Two photos of each demo gift: the gift on another ground, and the trees its sale plants. */
export async function seedProductPhotos(seed: SeedContext<typeof productPhotos>): Promise<void> {
  const rows: SeedRow<typeof productPhotos>[] = [];
  for (const [i, productId] of seed.ids('products').entries()) {
    const gift = demoGifts[i]!;
    const photos = [giftSvg(gift.shape, gift.hue, 1), photoSvg(gift.hue + 60, i + 2)];
    for (const [k, svg] of photos.entries()) {
      rows.push({
        product_id: productId,
        file_product_photo: await seed.file(`demo-gift-${i + 1}-photo-${k + 1}.jpg`, svg),
        created_at: new Date(seed.base + i * 3 * 86_400_000 + (k + 1) * 60_000),
      });
    }
  }
  await seed.insert(rows);
}
