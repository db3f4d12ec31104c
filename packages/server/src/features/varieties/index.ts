import { varieties } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { varietiesHooks } from './hooks.js';
import { varietiesMigration } from './migration.js';
import { seedVarieties } from './seed.js';

export const varietiesPart = serverPart(varieties, {
  hooks: varietiesHooks,
  migrations: varietiesMigration,
  seed: seedVarieties,
});
