import { impactFigures } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { impactFiguresMigration } from './migration.js';
import { seedImpactFigures } from './seed.js';

export const impactFiguresPart = serverPart(impactFigures, {
  migrations: impactFiguresMigration,
  seed: seedImpactFigures,
});
