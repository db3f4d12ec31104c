import { ourStories } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { ourStoriesMigration } from './migration.js';
import { seedOurStories } from './seed.js';

export const ourStoriesPart = serverPart(ourStories, {
  migrations: ourStoriesMigration,
  seed: seedOurStories,
});
