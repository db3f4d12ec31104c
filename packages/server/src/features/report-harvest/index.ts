import { reportHarvest } from '@rimba/core';
import { pick } from '../../db/seed/random.js';
import { fieldReportPart } from '../field-reports/index.js';

const products = ['Kopi Arabika (ceri)', 'Alpukat', 'Durian', 'Madu Hutan', 'Kemiri'];

/** Harvest reports: what a garden gave, in kilograms. */
export const reportHarvestPart = fieldReportPart(reportHarvest, {
  kind: 'harvest',
  migrated: '2026-12-06',
  columns: {
    columns: ['product varchar(255) not null', 'weight_kg double precision not null', 'grade varchar(255)'],
    indexes: [
      'create index reports_harvest_product_trgm on reports_harvest using gin (product gin_trgm_ops)',
    ],
  },
  seed: {
    values: ({ random }) => ({
      product: pick(random, products),
      weight_kg: Math.round(20 + random() * 480),
      grade: pick(random, ['A', 'B', 'C']),
    }),
  },
});
