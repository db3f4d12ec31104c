import { detailPhotoGallery } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { detailPhotoGalleryMigration } from './migration.js';
import { seedDetailPhotoGallery } from './seed.js';

export const detailPhotoGalleryPart = serverPart(detailPhotoGallery, {
  migrations: detailPhotoGalleryMigration,
  seed: seedDetailPhotoGallery,
});
