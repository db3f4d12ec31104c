import { banner } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { bannerMigration } from './migration.js';
import { seedBanners } from './seed.js';

export const bannerPart = serverPart(banner, { migrations: bannerMigration, seed: seedBanners });
