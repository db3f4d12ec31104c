import { nurseries } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { nurseriesHooks } from './hooks.js';
import { nurseriesMigration } from './migration.js';
import { nurseryRoutes } from './routes.js';
import { seedNurseries } from './seed.js';

export const nurseriesPart = serverPart(nurseries, {
  hooks: nurseriesHooks,
  migrations: nurseriesMigration,
  routes: nurseryRoutes,
  seed: seedNurseries,
});
