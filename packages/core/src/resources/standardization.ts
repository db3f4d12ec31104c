import { defineResource } from '../resource.js';
import { speciesField, varietyField } from './varieties.js';

/**
 * The growth expected of a species (or one of its varieties) at an age in months (Standar Pertumbuhan):
 * height, stem diameter and survival; one row per species, variety and age. The growth reports compare
 * measured trees with it through `growthStandardAt`.
 */
export const standardization = defineResource({
  name: 'standardization',
  table: 'growth_standards',
  title: { id: 'Standar Pertumbuhan', en: 'Growth Standards' },
  menu: { module: 'master', group: 'field', path: '/standardization' },
  defaultOrder: { field: 'age_months', sort: 'ASC' },
  fields: {
    species_id: speciesField,
    variety_id: varietyField,
    age_months: {
      type: 'number',
      label: { id: 'Umur (bulan)', en: 'Age (months)' },
      rules: 'required|min_value:1|max_value:600',
      sortable: true,
    },
    height_cm: {
      type: 'decimal',
      label: { id: 'Tinggi (cm)', en: 'Height (cm)' },
      rules: 'required|min_value:0.1|max_value:10000',
    },
    diameter_mm: {
      type: 'decimal',
      label: { id: 'Diameter Batang (mm)', en: 'Stem Diameter (mm)' },
      rules: 'required|min_value:0.1|max_value:5000',
    },
    survival_pct: {
      type: 'decimal',
      label: { id: 'Daya Hidup (%)', en: 'Survival (%)' },
      rules: 'required|min_value:0|max_value:100',
    },
  },
});
