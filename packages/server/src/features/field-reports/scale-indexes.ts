import type { FieldReportKind } from '@rimba/core';

/**
 * The index of a supervisor's month: a kind's reports of one unit and period, newest first. Without it
 * PostgreSQL reads the date index backwards and skips every newer report of other months and units: a
 * month two years back read 63,000 rows of 71,000 (265 ms) at 500,000 reports; with it, the ten rows.
 */
export const unitPeriodIndex = (kind: FieldReportKind) =>
  `create index reports_${kind}_unit_period_idx on reports_${kind} (unit_id, period, report_date, id)`;

/**
 * The migration adding the month index to a kind's table, after the table's own (`2026-12-06_report_{kind}`):
 * spread into the kind's part's migrations next to reportMigration's.
 */
export const reportListIndexes = (kind: FieldReportKind) => ({
  [`2026-12-07_report_${kind}_list_indexes`]: [unitPeriodIndex(kind)],
});
