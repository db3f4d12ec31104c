import { defineFieldReport } from '../field-reports.js';

/** A nutrition report: which fertilizer a garden was given, how much, and how it was applied. */
export const reportNutrition = defineFieldReport('nutrition', {
  fields: {
    fertilizer: {
      type: 'text',
      label: { id: 'Pupuk', en: 'Fertilizer' },
      rules: 'required|max:255',
      searchable: true,
    },
    dose_kg: {
      type: 'decimal',
      label: { id: 'Dosis (kg)', en: 'Dose (kg)' },
      rules: 'min_value:0|max_value:100000',
    },
    method: {
      type: 'select',
      label: { id: 'Cara Pemupukan', en: 'Method' },
      options: [
        { value: 'spread', label: { id: 'Ditabur', en: 'Spread' } },
        { value: 'ring', label: { id: 'Melingkar', en: 'Ring' } },
        { value: 'hole', label: { id: 'Lubang', en: 'Hole' } },
        { value: 'foliar', label: { id: 'Semprot Daun', en: 'Foliar' } },
      ],
    },
  },
});
