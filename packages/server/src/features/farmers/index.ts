import { farmers } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { farmersMigration } from './migration.js';
import { seedFarmers } from './seed.js';

export const farmersPart = serverPart(farmers, { migrations: farmersMigration, seed: seedFarmers });
