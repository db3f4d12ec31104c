import { videoGallery } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { videoGalleryHooks } from './hooks.js';
import { videoGalleryMigration } from './migration.js';
import { seedVideoGallery } from './seed.js';

export const videoGalleryPart = serverPart(videoGallery, {
  hooks: videoGalleryHooks,
  migrations: videoGalleryMigration,
  seed: seedVideoGallery,
});
