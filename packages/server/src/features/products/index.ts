import { products } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { productHooks } from './hooks.js';
import { productsMigration } from './migration.js';
import { seedProducts } from './seed.js';

export const productsPart = serverPart(products, {
  hooks: productHooks,
  migrations: productsMigration,
  seed: seedProducts,
});
