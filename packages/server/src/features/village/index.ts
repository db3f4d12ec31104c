import { village } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { villageRoutes } from './routes.js';
import { seedVillages } from './seed.js';

export const villagePart = serverPart(village, { routes: villageRoutes, seed: seedVillages });
