import { trees } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { treeCellsMigration } from './cells.js';
import { treesHooks } from './hooks.js';
import { treeMapIndexesMigration } from './map-indexes.js';
import { treesMigration } from './migration.js';
import { treeMapRoutes } from './routes.js';
import { seedTrees } from './seed.js';
import { treeSummaryRoutes } from './summary.js';

export const treesPart = serverPart(trees, {
  hooks: treesHooks,
  migrations: { ...treesMigration, ...treeCellsMigration, ...treeMapIndexesMigration },
  async routes(app) {
    await treeMapRoutes(app);
    await treeSummaryRoutes(app);
  },
  seed: seedTrees,
});
