import { defineFieldReport, reportPlantField } from '../field-reports.js';
import type { FieldInput } from '../fields.js';
import type { Text } from '../i18n.js';

/** A figure the server computes from the measured values and the growth standard: read, never typed. */
const computed = (label: Text) =>
  ({ type: 'decimal', label, form: false, list: false }) as const satisfies FieldInput;

/** A shortfall against the standard, in percent of the standard's value. */
const shortfall = (label: Text) => ({ ...computed(label), list: true }) as const satisfies FieldInput;

/**
 * A growth report on one planting: the trees' height and stem diameter, and how many are alive, dead and
 * replanted. The server compares them with the growth standard of the planting's species (and variety)
 * at its age and keeps the shortfall of each in percent; `below_standard` marks a report short in any.
 */
export const reportGrowth = defineFieldReport('growth', {
  plant: {
    ...reportPlantField,
    rules: 'required',
    hint: { id: 'Penanaman yang pohonnya diukur.', en: 'The planting whose trees were measured.' },
  },
  fields: {
    height_cm: {
      type: 'decimal',
      label: { id: 'Tinggi Rata-rata (cm)', en: 'Mean Height (cm)' },
      rules: 'required|min_value:0|max_value:10000',
    },
    diameter_mm: {
      type: 'decimal',
      label: { id: 'Diameter Batang Rata-rata (mm)', en: 'Mean Stem Diameter (mm)' },
      rules: 'required|min_value:0|max_value:2000',
    },
    trees_alive: {
      type: 'number',
      label: { id: 'Pohon Hidup (batang)', en: 'Trees Alive' },
      rules: 'required|min_value:0|max_value:100000',
    },
    trees_dead: {
      type: 'number',
      label: { id: 'Pohon Mati (batang)', en: 'Trees Dead' },
      rules: 'min_value:0|max_value:100000',
    },
    trees_replanted: {
      type: 'number',
      label: { id: 'Pohon Disulam (batang)', en: 'Trees Replanted' },
      rules: 'min_value:0|max_value:100000',
    },
    age_months: {
      type: 'number',
      label: { id: 'Umur (bulan)', en: 'Age (months)' },
      form: false,
    },
    standard_height_cm: computed({ id: 'Tinggi Standar (cm)', en: 'Standard Height (cm)' }),
    standard_diameter_mm: computed({ id: 'Diameter Standar (mm)', en: 'Standard Diameter (mm)' }),
    standard_survival_pct: computed({ id: 'Daya Hidup Standar (%)', en: 'Standard Survival (%)' }),
    survival_pct: computed({ id: 'Daya Hidup (%)', en: 'Survival (%)' }),
    height_shortfall_pct: shortfall({ id: 'Kekurangan Tinggi (%)', en: 'Height Shortfall (%)' }),
    diameter_shortfall_pct: shortfall({ id: 'Kekurangan Diameter (%)', en: 'Diameter Shortfall (%)' }),
    survival_shortfall_pct: shortfall({ id: 'Kekurangan Daya Hidup (%)', en: 'Survival Shortfall (%)' }),
    below_standard: {
      type: 'boolean',
      label: { id: 'Di Bawah Standar', en: 'Below Standard' },
      hint: {
        id: 'Tinggi, diameter atau daya hidup di bawah standar jenis pada umurnya.',
        en: "Height, diameter or survival below the species' standard at its age.",
      },
      form: false,
      filterable: true,
    },
  },
});
