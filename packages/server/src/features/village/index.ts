import { village } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { seedVillages } from './seed.js';

export const villagePart = serverPart(village, { seed: seedVillages });
