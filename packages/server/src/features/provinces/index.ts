import { provinces } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { regionsMigration } from './migration.js';
import { seedProvinces } from './seed.js';

export const provincesPart = serverPart(provinces, { migrations: regionsMigration, seed: seedProvinces });
