import { customerComplaints } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { customerComplaintsMigration } from './migration.js';

export const customerComplaintsPart = serverPart(customerComplaints, {
  migrations: customerComplaintsMigration,
});
