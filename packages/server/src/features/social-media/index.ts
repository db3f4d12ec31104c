import { socialMedia } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { socialMediaMigration } from './migration.js';
import { seedSocialMedia } from './seed.js';

export const socialMediaPart = serverPart(socialMedia, {
  migrations: socialMediaMigration,
  seed: seedSocialMedia,
});
