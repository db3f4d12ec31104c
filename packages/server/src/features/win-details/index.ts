import { winDetails } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { winDetailsHooks } from './hooks.js';
import { winDetailsMigration } from './migration.js';
import { winStoryRoutes } from './routes.js';
import { seedWinDetails } from './seed.js';

export const winDetailsPart = serverPart(winDetails, {
  hooks: winDetailsHooks,
  migrations: winDetailsMigration,
  routes: winStoryRoutes,
  seed: seedWinDetails,
});
