import { reportPlanting } from '@rimba/core';
import { fieldReportPart } from '../field-reports/index.js';
import { plantingHooks } from './hooks.js';

/** Planting reports: what was planted on a garden; approved, they become the garden's plantings. */
export const reportPlantingPart = fieldReportPart(reportPlanting, {
  kind: 'planting',
  migrated: '2026-12-06',
  columns: {
    columns: [
      'species_id bigint not null references tree_species (id)',
      'variety_id bigint references varieties (id)',
      'seedlings integer not null',
      'planting_date date not null',
      'nursery_id bigint references nurseries (id)',
    ],
  },
  hooks: plantingHooks,
  seed: {
    values: ({ random, i, date, ids }) => {
      const species = ids('tree-species');
      return {
        species_id: species[i % species.length],
        seedlings: 100 + Math.round(random() * 40) * 10,
        planting_date: new Date(Date.parse(date) - (1 + (i % 5)) * 86_400_000).toISOString().slice(0, 10),
        nursery_id: ids('nurseries')[i % Math.max(1, ids('nurseries').length)] ?? null,
      };
    },
  },
});
