import { productBilling } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { productBillingHooks } from './hooks.js';
import { productBillingMigration } from './migration.js';
import { seedProductBilling } from './seed.js';

export const productBillingPart = serverPart(productBilling, {
  hooks: productBillingHooks,
  migrations: productBillingMigration,
  seed: seedProductBilling,
});
