import { reportNutrition } from '@rimba/core';
import { pick } from '../../db/seed/random.js';
import { fieldReportPart } from '../field-reports/index.js';

const fertilizers = ['Pupuk Kandang', 'Kompos', 'NPK 15-15-15', 'Urea', 'Pupuk Organik Cair'];

/** Nutrition reports: which fertilizer a garden was given, how much and how. */
export const reportNutritionPart = fieldReportPart(reportNutrition, {
  kind: 'nutrition',
  migrated: '2026-12-06',
  columns: {
    columns: ['fertilizer varchar(255) not null', 'dose_kg double precision', 'method varchar(255)'],
    indexes: [
      'create index reports_nutrition_fertilizer_trgm on reports_nutrition using gin (fertilizer gin_trgm_ops)',
    ],
  },
  seed: {
    values: ({ random }) => ({
      fertilizer: pick(random, fertilizers),
      dose_kg: Math.round((5 + random() * 95) * 10) / 10,
      method: pick(random, ['spread', 'ring', 'hole', 'foliar']),
    }),
  },
});
