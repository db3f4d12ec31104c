import { subscribers } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { subscribersMigration } from './migration.js';
import { subscriberRoutes } from './routes.js';
import { seedSubscribers } from './seed.js';
import { subscribe } from './subscribe.js';

export const subscribersPart = serverPart(subscribers, {
  migrations: subscribersMigration,
  seed: seedSubscribers,
  acceptPublic: subscribe,
  routes: subscriberRoutes,
});
