import { trees } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { treesHooks } from './hooks.js';
import { treesMigration } from './migration.js';
import { seedTrees } from './seed.js';

export const treesPart = serverPart(trees, {
  hooks: treesHooks,
  migrations: treesMigration,
  seed: seedTrees,
});
