import { defineResource } from '../resource.js';

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
    village_id: {
      type: 'lookup',
      label: { id: 'Desa', en: 'Village' },
      rules: 'required',
      lookup: { resource: 'village', label: 'village_name', through: 'region' },
    },
    district: {
      type: 'text',
      label: { id: 'Kecamatan', en: 'District' },
      rules: 'max:255',
      searchable: true,
    },
  },
});
