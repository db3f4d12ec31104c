import { getInvolved } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { getInvolvedHooks } from './hooks.js';
import { getInvolvedMigration } from './migration.js';
import { seedGetInvolved } from './seed.js';

export const getInvolvedPart = serverPart(getInvolved, {
  hooks: getInvolvedHooks,
  migrations: getInvolvedMigration,
  seed: seedGetInvolved,
});
