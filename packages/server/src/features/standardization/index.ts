import { standardization } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { standardizationHooks } from './hooks.js';
import { standardizationMigration } from './migration.js';
import { seedStandardization } from './seed.js';

export const standardizationPart = serverPart(standardization, {
  hooks: standardizationHooks,
  migrations: standardizationMigration,
  seed: seedStandardization,
});
