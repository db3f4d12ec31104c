import { defineFieldReport } from '../field-reports.js';

/** A soil report: the soil's acidity, moisture, temperature and texture on a garden. */
export const reportSoil = defineFieldReport('soil', {
  fields: {
    ph: {
      type: 'decimal',
      label: { id: 'pH Tanah', en: 'Soil pH' },
      rules: 'required|min_value:0|max_value:14',
    },
    moisture_pct: {
      type: 'decimal',
      label: { id: 'Kelembapan Tanah (%)', en: 'Soil Moisture (%)' },
      rules: 'min_value:0|max_value:100',
    },
    temperature_c: {
      type: 'decimal',
      label: { id: 'Suhu Tanah (°C)', en: 'Soil Temperature (°C)' },
      rules: 'min_value:-10|max_value:60',
    },
    texture: {
      type: 'select',
      label: { id: 'Tekstur Tanah', en: 'Soil Texture' },
      options: [
        { value: 'sand', label: { id: 'Pasir', en: 'Sand' } },
        { value: 'sandy-loam', label: { id: 'Lempung Berpasir', en: 'Sandy Loam' } },
        { value: 'loam', label: { id: 'Lempung', en: 'Loam' } },
        { value: 'clay-loam', label: { id: 'Lempung Liat', en: 'Clay Loam' } },
        { value: 'clay', label: { id: 'Liat', en: 'Clay' } },
        { value: 'silt', label: { id: 'Debu', en: 'Silt' } },
      ],
    },
  },
});
