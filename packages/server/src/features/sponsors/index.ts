import { sponsors } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { sponsorsMigration } from './migration.js';
import { seedSponsors } from './seed.js';

export const sponsorsPart = serverPart(sponsors, {
  migrations: sponsorsMigration,
  seed: seedSponsors,
});
