import { categoryTeam } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { categoryTeamMigration } from './migration.js';
import { seedTeamCategories } from './seed.js';

export const categoryTeamPart = serverPart(categoryTeam, {
  migrations: categoryTeamMigration,
  seed: seedTeamCategories,
});
