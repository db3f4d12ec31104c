import { maps } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { mapsHooks } from './hooks.js';
import { mapsMigration } from './migration.js';
import { mapsRoutes } from './routes.js';
import { seedMaps } from './seed.js';

export const mapsPart = serverPart(maps, {
  hooks: mapsHooks,
  migrations: mapsMigration,
  routes: mapsRoutes,
  seed: seedMaps,
});
