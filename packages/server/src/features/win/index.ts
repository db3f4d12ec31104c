import { win } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { winHooks } from './hooks.js';
import { winMigration } from './migration.js';
import { seedWins } from './seed.js';

export const winPart = serverPart(win, { hooks: winHooks, migrations: winMigration, seed: seedWins });
