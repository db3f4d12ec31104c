import { units } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { unitRoutes } from './routes.js';
import { seedUnits } from './seed.js';

export const unitsPart = serverPart(units, { routes: unitRoutes, seed: seedUnits });
