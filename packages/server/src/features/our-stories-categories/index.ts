import { ourStoriesCategories } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { ourStoriesCategoriesMigration } from './migration.js';
import { seedOurStoriesCategories } from './seed.js';

export const ourStoriesCategoriesPart = serverPart(ourStoriesCategories, {
  migrations: ourStoriesCategoriesMigration,
  seed: seedOurStoriesCategories,
});
