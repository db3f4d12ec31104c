import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';
import { gardenField } from './garden.js';
import { speciesField, varietyField } from './varieties.js';

/** A planting, looked up by its code, which names its garden and its day. */
export const plantField = {
  type: 'lookup',
  label: { id: 'Penanaman', en: 'Planting' },
  lookup: { resource: 'plant', label: 'planting_code' },
} as const satisfies FieldInput;

/**
 * A planting (penanaman) on a garden: the species and variety, how many seedlings from which nursery, on
 * what day, and the trees it created (linked by their `plant_id`). A planting is made by the server when
 * its planting report is approved, so that every planting stands on verified evidence; staff correct its
 * notes only.
 */
export const plant = defineResource({
  name: 'plant',
  table: 'plantings',
  title: { id: 'Penanaman', en: 'Plantings' },
  menu: { module: 'master', group: 'field', path: '/plant' },
  actions: ['read', 'update'],
  defaultOrder: { field: 'planting_date', sort: 'DESC' },
  children: [{ resource: 'trees', key: 'plant_id' }],
  fields: {
    planting_code: {
      type: 'text',
      label: { id: 'Kode Penanaman', en: 'Planting Code' },
      rules: 'max:80',
      hint: {
        id: 'Diberikan oleh server: kode kebun dan tanggal tanam (KBN-0001-20250310), dengan akhiran -2, -3 bila ada penanaman lain di kebun itu pada hari yang sama.',
        en: "Given by the server: the garden's code and the planting date (KBN-0001-20250310), ending in -2, -3 when the garden has another planting that day.",
      },
      form: false,
      serverFilled: true,
      searchable: true,
      sortable: true,
    },
    garden_id: { ...gardenField, form: false },
    species_id: { ...speciesField, form: false },
    variety_id: { ...varietyField, form: false },
    seedlings: {
      type: 'number',
      label: { id: 'Jumlah Bibit', en: 'Seedlings' },
      rules: 'required|min_value:1|max_value:100000',
      form: false,
      sortable: true,
    },
    planting_date: {
      type: 'date',
      label: { id: 'Tanggal Tanam', en: 'Planting Date' },
      rules: 'required',
      form: false,
      sortable: true,
    },
    nursery_id: {
      type: 'lookup',
      label: { id: 'Sumber Bibit (Persemaian)', en: 'Seedling Source (Nursery)' },
      lookup: { resource: 'nurseries', label: 'nursery_name' },
      form: false,
    },
    growth_reported_on: {
      type: 'date',
      label: { id: 'Laporan Pertumbuhan Terakhir', en: 'Latest Growth Report' },
      hint: {
        id: 'Tanggal laporan pertumbuhan terakhir yang diterapkan pada pohon penanaman ini; laporan yang lebih lama tidak lagi mengubahnya',
        en: "The date of the latest growth report applied to this planting's trees; an older report no longer changes them",
      },
      form: false,
    },
    notes: { type: 'textarea', label: { id: 'Catatan', en: 'Notes' }, rules: 'max:2000' },
  },
});
