import { matrix } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { matrixHooks } from './hooks.js';
import { matrixMigration } from './migration.js';
import { seedMatrix } from './seed.js';

export const matrixPart = serverPart(matrix, {
  hooks: matrixHooks,
  migrations: matrixMigration,
  seed: seedMatrix,
});
