import { categoryEvent } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { categoryEventMigration } from './migration.js';
import { seedCategoryEvents } from './seed.js';

export const categoryEventPart = serverPart(categoryEvent, {
  migrations: categoryEventMigration,
  seed: seedCategoryEvents,
});
