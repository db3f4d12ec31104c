import { paymentMethod } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { paymentMethodMigration } from './migration.js';
import { seedPaymentMethod } from './seed.js';

export const paymentMethodPart = serverPart(paymentMethod, {
  migrations: paymentMethodMigration,
  seed: seedPaymentMethod,
});
