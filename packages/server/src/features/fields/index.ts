import { fields } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { fieldsHooks } from './hooks.js';
import { fieldsMigration } from './migration.js';
import { seedFields } from './seed.js';

export const fieldsPart = serverPart(fields, {
  hooks: fieldsHooks,
  migrations: fieldsMigration,
  seed: seedFields,
});
