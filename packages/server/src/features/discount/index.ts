import { discount } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { discountHooks } from './hooks.js';
import { discountMigration } from './migration.js';
import { seedDiscounts } from './seed.js';

export const discountPart = serverPart(discount, {
  hooks: discountHooks,
  migrations: discountMigration,
  seed: seedDiscounts,
});
