import { getInvolvedCategory } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { getInvolvedCategoryMigration } from './migration.js';
import { seedGetInvolvedCategories } from './seed.js';

export const getInvolvedCategoryPart = serverPart(getInvolvedCategory, {
  migrations: getInvolvedCategoryMigration,
  seed: seedGetInvolvedCategories,
});
