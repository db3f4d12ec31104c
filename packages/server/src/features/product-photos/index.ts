import { productPhotos } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { productPhotosMigration } from './migration.js';
import { seedProductPhotos } from './seed.js';

export const productPhotosPart = serverPart(productPhotos, {
  migrations: productPhotosMigration,
  seed: seedProductPhotos,
});
