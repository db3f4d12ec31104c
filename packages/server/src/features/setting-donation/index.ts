import { settingDonation } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { settingDonationMigration } from './migration.js';
import { seedSettingDonation } from './seed.js';

export const settingDonationPart = serverPart(settingDonation, {
  migrations: settingDonationMigration,
  seed: seedSettingDonation,
});
