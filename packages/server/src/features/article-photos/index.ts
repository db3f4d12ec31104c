import { articlePhotos } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { articlePhotosMigration } from './migration.js';
import { seedArticlePhotos } from './seed.js';

export const articlePhotosPart = serverPart(articlePhotos, {
  migrations: articlePhotosMigration,
  seed: seedArticlePhotos,
});
