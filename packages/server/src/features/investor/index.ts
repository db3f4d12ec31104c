import { investor } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { investorHooks } from './hooks.js';
import { investorMigration } from './migration.js';
import { seedInvestor } from './seed.js';

export const investorPart = serverPart(investor, {
  hooks: investorHooks,
  migrations: investorMigration,
  seed: seedInvestor,
});
