import { partners } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { partnersMigration } from './migration.js';
import { seedPartners } from './seed.js';

export const partnersPart = serverPart(partners, { migrations: partnersMigration, seed: seedPartners });
