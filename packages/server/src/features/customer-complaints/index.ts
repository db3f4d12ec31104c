import { customerComplaints } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { customerComplaintsServer } from './hooks.js';
import { customerComplaintMails } from './mails.js';
import { customerComplaintsMigration } from './migration.js';

export const customerComplaintsPart = serverPart(customerComplaints, {
  ...customerComplaintsServer,
  mails: customerComplaintMails,
  migrations: customerComplaintsMigration,
});
