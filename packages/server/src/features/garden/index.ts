import { garden } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { gardenHooks } from './hooks.js';
import { gardenMigration } from './migration.js';
import { seedGardens } from './seed.js';

export const gardenPart = serverPart(garden, {
  hooks: gardenHooks,
  migrations: gardenMigration,
  seed: seedGardens,
});
