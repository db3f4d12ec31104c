import { correctiveActions } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { correctiveActionsMigration } from './migration.js';

export const correctiveActionsPart = serverPart(correctiveActions, {
  migrations: correctiveActionsMigration,
});
