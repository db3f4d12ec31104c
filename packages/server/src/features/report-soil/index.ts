import { reportSoil } from '@rimba/core';
import { pick } from '../../db/seed/random.js';
import { fieldReportPart } from '../field-reports/index.js';

/** Soil reports: acidity, moisture, temperature and texture. */
export const reportSoilPart = fieldReportPart(reportSoil, {
  kind: 'soil',
  migrated: '2026-12-06',
  columns: {
    columns: [
      'ph double precision not null',
      'moisture_pct double precision',
      'temperature_c double precision',
      'texture varchar(255)',
    ],
  },
  seed: {
    values: ({ random }) => ({
      ph: Math.round((4.5 + random() * 3) * 10) / 10,
      moisture_pct: Math.round(20 + random() * 60),
      temperature_c: Math.round((22 + random() * 8) * 10) / 10,
      texture: pick(random, ['sand', 'sandy-loam', 'loam', 'clay-loam', 'clay', 'silt']),
    }),
  },
});
