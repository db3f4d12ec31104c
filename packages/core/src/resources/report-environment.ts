import { defineFieldReport } from '../field-reports.js';

/** An environment report: the rain, air temperature and humidity on a garden, and any event that struck it. */
export const reportEnvironment = defineFieldReport('environment', {
  fields: {
    rainfall_mm: {
      type: 'decimal',
      label: { id: 'Curah Hujan (mm)', en: 'Rainfall (mm)' },
      rules: 'min_value:0|max_value:2000',
    },
    temperature_c: {
      type: 'decimal',
      label: { id: 'Suhu Udara (°C)', en: 'Air Temperature (°C)' },
      rules: 'min_value:-10|max_value:60',
    },
    humidity_pct: {
      type: 'decimal',
      label: { id: 'Kelembapan Udara (%)', en: 'Humidity (%)' },
      rules: 'min_value:0|max_value:100',
    },
    event: {
      type: 'select',
      label: { id: 'Kejadian', en: 'Event' },
      options: [
        { value: 'none', label: { id: 'Tidak Ada', en: 'None' } },
        { value: 'flood', label: { id: 'Banjir', en: 'Flood' } },
        { value: 'drought', label: { id: 'Kekeringan', en: 'Drought' } },
        { value: 'fire', label: { id: 'Kebakaran', en: 'Fire' } },
        { value: 'landslide', label: { id: 'Tanah Longsor', en: 'Landslide' } },
        { value: 'storm', label: { id: 'Badai', en: 'Storm' } },
      ],
    },
  },
});
