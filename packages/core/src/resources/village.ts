import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';

/** A row's village, picked through the region hierarchy: province, then unit, then village. */
export const villageField = {
  type: 'lookup',
  label: { id: 'Desa', en: 'Village' },
  lookup: { resource: 'village', label: 'village_name', through: 'region' },
} satisfies FieldInput;

/**
 * A village of a management unit, with its regency and district and where its centre lies: the farmers
 * live in villages, and maps name places from them.
 */
export const village = defineResource({
  name: 'village',
  table: 'villages',
  title: { id: 'Desa', en: 'Villages' },
  menu: { module: 'master', path: '/village' },
  defaultOrder: { field: 'village_name', sort: 'ASC' },
  fields: {
    village_no: {
      type: 'text',
      label: { id: 'No. Desa', en: 'Village No.' },
      rules: 'required|max:20',
      sortable: true,
    },
    village_code: {
      type: 'text',
      label: { id: 'Kode Desa', en: 'Village Code' },
      rules: 'required|max:20|regex:^[0-9A-Za-z.-]+$',
      searchable: true,
      sortable: true,
    },
    village_name: {
      type: 'text',
      label: { id: 'Nama Desa', en: 'Village Name' },
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
    regency: {
      type: 'text',
      label: { id: 'Kabupaten', en: 'Regency' },
      rules: 'max:255',
      searchable: true,
      sortable: true,
    },
    district: {
      type: 'text',
      label: { id: 'Kecamatan', en: 'District' },
      rules: 'max:255',
      searchable: true,
    },
    lat: { type: 'decimal', label: { id: 'Latitude', en: 'Latitude' }, rules: 'min_value:-90|max_value:90' },
    lng: {
      type: 'decimal',
      label: { id: 'Longitude', en: 'Longitude' },
      rules: 'min_value:-180|max_value:180',
    },
  },
});
