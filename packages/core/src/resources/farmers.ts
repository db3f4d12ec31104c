import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';
import { villageField } from './village.js';

/** A row's farmer, found by name. */
export const farmerField = {
  type: 'lookup',
  label: { id: 'Petani', en: 'Farmer' },
  lookup: { resource: 'farmers', label: 'farmer_name' },
  searchable: true,
} satisfies FieldInput;

/** A farmer who plants and tends trees with the foundation, in a village. */
export const farmers = defineResource({
  name: 'farmers',
  title: { id: 'Petani', en: 'Farmers' },
  menu: { module: 'master', path: '/farmers' },
  defaultOrder: { field: 'farmer_name', sort: 'ASC' },
  fields: {
    farmer_name: {
      type: 'text',
      label: { id: 'Nama Petani', en: 'Farmer Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    village_id: { ...villageField, rules: 'required' },
    district: {
      type: 'text',
      label: { id: 'Kecamatan', en: 'District' },
      rules: 'max:255',
      searchable: true,
    },
  },
});
