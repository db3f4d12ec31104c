import { defineFieldReport } from '../field-reports.js';

/** A harvest report: what product a garden gave, how many kilograms, and of which grade. */
export const reportHarvest = defineFieldReport('harvest', {
  fields: {
    product: {
      type: 'text',
      label: { id: 'Produk', en: 'Product' },
      rules: 'required|max:255',
      searchable: true,
    },
    weight_kg: {
      type: 'decimal',
      label: { id: 'Berat (kg)', en: 'Weight (kg)' },
      rules: 'required|min_value:0|max_value:1000000',
    },
    grade: {
      type: 'select',
      label: { id: 'Mutu', en: 'Grade' },
      options: [
        { value: 'A', label: { id: 'A', en: 'A' } },
        { value: 'B', label: { id: 'B', en: 'B' } },
        { value: 'C', label: { id: 'C', en: 'C' } },
      ],
    },
  },
});
