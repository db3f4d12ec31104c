import { donationCategories } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { donationCategoriesMigration } from './migration.js';
import { seedDonationCategories } from './seed.js';

export const donationCategoriesPart = serverPart(donationCategories, {
  migrations: donationCategoriesMigration,
  seed: seedDonationCategories,
});
