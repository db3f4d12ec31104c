import { treeSpecies } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { treeSpeciesMigration } from './migration.js';
import { seedTreeSpecies } from './seed.js';

export const treeSpeciesPart = serverPart(treeSpecies, {
  migrations: treeSpeciesMigration,
  seed: seedTreeSpecies,
});
