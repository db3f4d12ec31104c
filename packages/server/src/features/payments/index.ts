import { payments } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { paymentsMigration } from './migration.js';

export const paymentsPart = serverPart(payments, { migrations: paymentsMigration });
