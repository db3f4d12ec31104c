import { reportBug } from '@rimba/core';
import { pick } from '../../db/seed/random.js';
import { fieldReportPart } from '../field-reports/index.js';

const pests = ['Ulat Kantong', 'Penggerek Batang', 'Kutu Putih', 'Jamur Akar Putih', 'Rayap'];

/** Pest and disease reports: what attacks the trees, how many and how badly. */
export const reportBugPart = fieldReportPart(reportBug, {
  kind: 'bug',
  migrated: '2026-12-06',
  columns: {
    columns: [
      'pest varchar(255) not null',
      'affected_pct double precision not null',
      'severity varchar(255) not null',
      'treatment text',
    ],
    indexes: ['create index reports_bug_pest_trgm on reports_bug using gin (pest gin_trgm_ops)'],
  },
  seed: {
    values: ({ random }) => ({
      pest: pick(random, pests),
      affected_pct: Math.round(random() * 40),
      severity: pick(random, ['low', 'medium', 'high']),
      treatment: 'Pemangkasan bagian terserang dan penyemprotan pestisida nabati.',
    }),
  },
});
