import { plant } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { plantMigration } from './migration.js';

export const plantPart = serverPart(plant, { migrations: plantMigration });
