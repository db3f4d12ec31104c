import { farmers } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { farmersMapMigration } from './map.js';
import { farmersMigration } from './migration.js';
import { farmersMapRoutes } from './routes.js';
import { seedFarmers } from './seed.js';

export const farmersPart = serverPart(farmers, {
  migrations: { ...farmersMigration, ...farmersMapMigration },
  routes: farmersMapRoutes,
  seed: seedFarmers,
});
