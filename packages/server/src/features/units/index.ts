import { units } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { seedUnits } from './seed.js';

export const unitsPart = serverPart(units, { seed: seedUnits });
