import { appraisalResources, type ChecklistKind } from '@rimba/core';

export { registerQhseReportRoutes } from './routes.js';

/**
 * The overview reads the approved appraisals of a range of periods: a small index of those rows alone
 * serves it, however many drafts pile up.
 */
export const qhseReportMigrations: Record<string, readonly string[]> = {
  '2026-12-12_qhse_9_reports': (Object.keys(appraisalResources) as ChecklistKind[]).map((kind) => {
    const { table } = appraisalResources[kind];
    return `create index ${table}_approved_period_idx on ${table} (period, unit_id) where status = 'approved'`;
  }),
};
