import type { FieldOption } from '../fields.js';
import { defineResource } from '../resource.js';
import { villageField } from './village.js';

/** Whether a nursery is working: only active ones are shown on the site. */
export const nurseryStatuses = [
  { value: 'active', label: { id: 'Aktif', en: 'Active' } },
  { value: 'inactive', label: { id: 'Tidak aktif', en: 'Inactive' } },
] as const satisfies readonly FieldOption[];

const seedlings = 'min_value:0|max_value:100000000';

/**
 * A seedling nursery of a management unit, optionally in one of its villages: where it lies, how many
 * seedlings it raises a year, how many it holds now and how many it has handed to farmers this year. The
 * site's location page draws the active ones on its nursery map and sums them on its capacity cards.
 */
export const nurseries = defineResource({
  name: 'nurseries',
  title: { id: 'Persemaian', en: 'Nurseries' },
  menu: { module: 'master', path: '/nurseries' },
  defaultOrder: { field: 'nursery_name', sort: 'ASC' },
  fields: {
    nursery_name: {
      type: 'text',
      label: { id: 'Nama Persemaian', en: 'Nursery Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    unit_id: {
      type: 'lookup',
      label: { id: 'Unit Manajemen', en: 'Management Unit' },
      rules: 'required',
      lookup: { resource: 'units', label: 'unit_management_name', select: true },
    },
    village_id: {
      ...villageField,
      hint: {
        id: 'Desa harus berada di unit manajemen ini.',
        en: 'The village must lie in this management unit.',
      },
    },
    location: { type: 'map', label: { id: 'Lokasi', en: 'Location' }, list: false },
    lat: { type: 'decimal', label: { id: 'Latitude', en: 'Latitude' }, rules: 'min_value:-90|max_value:90' },
    lng: {
      type: 'decimal',
      label: { id: 'Longitude', en: 'Longitude' },
      rules: 'min_value:-180|max_value:180',
    },
    capacity: {
      type: 'number',
      label: { id: 'Kapasitas (bibit per tahun)', en: 'Capacity (seedlings a year)' },
      rules: `required|${seedlings}`,
      sortable: true,
    },
    seedlings_stock: {
      type: 'number',
      label: { id: 'Stok Bibit', en: 'Seedlings in Stock' },
      rules: `required|${seedlings}`,
    },
    seedlings_distributed: {
      type: 'number',
      label: { id: 'Bibit Disalurkan Tahun Ini', en: 'Seedlings Distributed This Year' },
      rules: `required|${seedlings}`,
    },
    established_year: {
      type: 'year',
      label: { id: 'Tahun Berdiri', en: 'Year Established' },
      rules: 'min_value:1950|max_value:2100',
    },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required',
      options: nurseryStatuses,
    },
  },
});
