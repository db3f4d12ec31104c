import { annualReport } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { annualReportMigration } from './migration.js';
import { seedAnnualReports } from './seed.js';

export const annualReportPart = serverPart(annualReport, {
  migrations: annualReportMigration,
  seed: seedAnnualReports,
});
