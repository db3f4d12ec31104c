import { companyContacts } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { companyContactsMigration } from './migration.js';
import { seedCompanyContacts } from './seed.js';

export const companyContactsPart = serverPart(companyContacts, {
  migrations: companyContactsMigration,
  seed: seedCompanyContacts,
});
