import { reportGrowth } from '@rimba/core';
import { fieldReportPart } from '../field-reports/index.js';
import { growthHooks } from './hooks.js';

/** Growth reports: measured on a planting, compared with the standard, filtered by being below it. */
export const reportGrowthPart = fieldReportPart(reportGrowth, {
  kind: 'growth',
  migrated: '2026-12-06',
  columns: {
    plantRequired: true,
    columns: [
      'height_cm double precision not null',
      'diameter_mm double precision not null',
      'trees_alive integer not null',
      'trees_dead integer',
      'trees_replanted integer',
      'age_months integer',
      'standard_height_cm double precision',
      'standard_diameter_mm double precision',
      'standard_survival_pct double precision',
      'survival_pct double precision',
      'height_shortfall_pct double precision',
      'diameter_shortfall_pct double precision',
      'survival_shortfall_pct double precision',
      'below_standard boolean',
    ],
    indexes: [
      `create index reports_growth_below_standard_idx on reports_growth (below_standard, report_date, id)
        where below_standard`,
    ],
  },
  hooks: growthHooks,
  seed: {
    onPlanting: true,
    approvedAsLive: true,
    values: ({ random, place, i }) => {
      const alive = Math.round((place.seedlings ?? 100) * (0.6 + random() * 0.4));
      return {
        height_cm: Math.round((40 + i * 12 + random() * 30) * 10) / 10,
        diameter_mm: Math.round((6 + i * 1.5 + random() * 4) * 10) / 10,
        trees_alive: alive,
        trees_dead: Math.max(0, Math.min((place.seedlings ?? 100) - alive, Math.round(random() * 10))),
        trees_replanted: Math.round(random() * 5),
      };
    },
  },
});
