import { trees } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { treesMigration } from './migration.js';
import { seedTrees } from './seed.js';

export const treesPart = serverPart(trees, {
  migrations: treesMigration,
  seed: seedTrees,
});
