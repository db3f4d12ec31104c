import { videoGallery } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { videoGalleryMigration } from './migration.js';
import { seedVideoGallery } from './seed.js';

export const videoGalleryPart = serverPart(videoGallery, {
  migrations: videoGalleryMigration,
  seed: seedVideoGallery,
});
