import { legalPages } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { legalPagesMigration } from './migration.js';

export const legalPagesPart = serverPart(legalPages, { migrations: legalPagesMigration });
