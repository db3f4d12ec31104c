import { team } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { teamMigration } from './migration.js';
import { seedTeam } from './seed.js';

export const teamPart = serverPart(team, { migrations: teamMigration, seed: seedTeam });
