import { reportEnvironment } from '@rimba/core';
import { pick } from '../../db/seed/random.js';
import { fieldReportPart } from '../field-reports/index.js';

/** Environment reports: rain, air temperature, humidity and any event. */
export const reportEnvironmentPart = fieldReportPart(reportEnvironment, {
  kind: 'environment',
  migrated: '2026-12-06',
  columns: {
    columns: [
      'rainfall_mm double precision',
      'temperature_c double precision',
      'humidity_pct double precision',
      'event varchar(255)',
    ],
  },
  seed: {
    values: ({ random }) => ({
      rainfall_mm: Math.round(random() * 400),
      temperature_c: Math.round((24 + random() * 8) * 10) / 10,
      humidity_pct: Math.round(60 + random() * 35),
      event: pick(random, ['none', 'none', 'none', 'flood', 'drought', 'storm']),
    }),
  },
});
