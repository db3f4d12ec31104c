import { articleCategories } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { articleCategoriesMigration } from './migration.js';
import { seedArticleCategories } from './seed.js';

export const articleCategoriesPart = serverPart(articleCategories, {
  migrations: articleCategoriesMigration,
  seed: seedArticleCategories,
});
