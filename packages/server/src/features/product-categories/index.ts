import { productCategories } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { productCategoriesMigration } from './migration.js';
import { seedProductCategories } from './seed.js';

export const productCategoriesPart = serverPart(productCategories, {
  migrations: productCategoriesMigration,
  seed: seedProductCategories,
});
