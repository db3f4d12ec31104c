import { event } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { eventMigration } from './migration.js';
import { seedEvents } from './seed.js';

export const eventPart = serverPart(event, { migrations: eventMigration, seed: seedEvents });
