import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';

/** The management unit a row lies in, as chosen from the list of units. */
export const unitField = {
  type: 'lookup',
  label: { id: 'Unit Manajemen', en: 'Management Unit' },
  lookup: { resource: 'units', label: 'unit_management_name', select: true },
} as const satisfies FieldInput;

/** A management unit: the foundation's working area inside a province, which holds villages. */
export const units = defineResource({
  name: 'units',
  table: 'management_units',
  title: { id: 'Unit Manajemen', en: 'Management Units' },
  menu: { module: 'master', path: '/units' },
  defaultOrder: { field: 'mu_no', sort: 'ASC' },
  fields: {
    mu_no: {
      type: 'text',
      label: { id: 'No. MU', en: 'MU No.' },
      rules: 'required|max:20|regex:^[0-9A-Za-z.-]+$',
      searchable: true,
      sortable: true,
    },
    unit_management_name: {
      type: 'text',
      label: { id: 'Nama Unit Manajemen', en: 'Management Unit Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    province_id: {
      type: 'lookup',
      label: { id: 'Provinsi', en: 'Province' },
      rules: 'required',
      lookup: { resource: 'provinces', label: 'province_name', select: true },
    },
  },
});
