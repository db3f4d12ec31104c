import { photoGallery } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { photoGalleryMigration } from './migration.js';
import { seedPhotoGallery } from './seed.js';

export const photoGalleryPart = serverPart(photoGallery, {
  migrations: photoGalleryMigration,
  seed: seedPhotoGallery,
});
