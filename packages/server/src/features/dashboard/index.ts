import { keptSummaryMigration, keptSummaryRecountsMigration } from '../../db/kept-summaries/index.js';
import { dashboardSummaries } from './summaries.js';

export { registerDashboardRoutes } from './routes.js';
export { dashboardSummaries } from './summaries.js';

/** The dashboards' summaries, made and filled from the rows already there. */
export const dashboardMigrations: Record<string, readonly string[]> = {
  ...keptSummaryRecountsMigration,
  '2026-12-11_kept_summaries_2_dashboard': dashboardSummaries.flatMap(keptSummaryMigration),
};
