import { defineFieldReport } from '../field-reports.js';

/** A pest and disease report: what attacks a garden's trees, what share of them, how badly, and the treatment. */
export const reportBug = defineFieldReport('bug', {
  fields: {
    pest: {
      type: 'text',
      label: { id: 'Hama / Penyakit', en: 'Pest / Disease' },
      rules: 'required|max:255',
      searchable: true,
    },
    affected_pct: {
      type: 'decimal',
      label: { id: 'Pohon Terserang (%)', en: 'Trees Affected (%)' },
      rules: 'required|min_value:0|max_value:100',
    },
    severity: {
      type: 'select',
      label: { id: 'Tingkat Serangan', en: 'Severity' },
      rules: 'required',
      options: [
        { value: 'low', label: { id: 'Ringan', en: 'Low' } },
        { value: 'medium', label: { id: 'Sedang', en: 'Medium' } },
        { value: 'high', label: { id: 'Berat', en: 'High' } },
      ],
    },
    treatment: {
      type: 'textarea',
      label: { id: 'Penanganan', en: 'Treatment' },
      rules: 'max:2000',
    },
  },
});
