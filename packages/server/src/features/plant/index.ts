import { plant } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { plantMigration } from './migration.js';
import { plantPublicRoutes } from './routes.js';
import { seedPlantings } from './seed.js';

export const plantPart = serverPart(plant, {
  migrations: plantMigration,
  routes: plantPublicRoutes,
  seed: seedPlantings,
});
