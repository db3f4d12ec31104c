import { defineFieldReport, reportPlantField } from '../field-reports.js';
import { speciesField, varietyField } from './varieties.js';

/**
 * A planting report: what was planted on a garden, from which nursery and when. Once approved, the
 * server makes the planting (and its trees) from it and names that planting in `plant_id`.
 */
export const reportPlanting = defineFieldReport('planting', {
  plant: {
    ...reportPlantField,
    hint: {
      id: 'Diisi oleh server saat laporan disetujui: penanaman yang dibuat dari laporan ini.',
      en: 'Set by the server on approval: the planting made from this report.',
    },
    form: false,
  },
  fields: {
    species_id: speciesField,
    variety_id: varietyField,
    seedlings: {
      type: 'number',
      label: { id: 'Jumlah Bibit (batang)', en: 'Seedlings (trees)' },
      rules: 'required|min_value:1|max_value:100000',
    },
    planting_date: {
      type: 'date',
      label: { id: 'Tanggal Tanam', en: 'Planting Date' },
      rules: 'required',
    },
    nursery_id: {
      type: 'lookup',
      label: { id: 'Sumber Bibit (Persemaian)', en: 'Seedling Source (Nursery)' },
      lookup: { resource: 'nurseries', label: 'nursery_name' },
    },
  },
});
