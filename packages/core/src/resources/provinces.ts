import { defineResource } from '../resource.js';

/** Indonesia's provinces, by their official two-digit code: the top of the region hierarchy. */
export const provinces = defineResource({
  name: 'provinces',
  title: { id: 'Provinsi', en: 'Provinces' },
  menu: { module: 'master', path: '/provinces' },
  defaultOrder: { field: 'province_code', sort: 'ASC' },
  fields: {
    province_code: {
      type: 'text',
      label: { id: 'Kode Provinsi', en: 'Province Code' },
      rules: 'required|max:10|regex:^[0-9A-Z.]+$',
      searchable: true,
      sortable: true,
    },
    province_name: {
      type: 'text',
      label: { id: 'Nama Provinsi', en: 'Province Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
  },
  public: { path: 'province', fields: ['id', 'province_code', 'province_name'] },
});
