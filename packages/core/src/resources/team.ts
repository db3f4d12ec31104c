import { defineResource } from '../resource.js';

/** The people of the foundation, each in a team category, in the order given within it. */
export const team = defineResource({
  name: 'team',
  table: 'team_members',
  title: { id: 'Tim', en: 'Team' },
  menu: { module: 'master', path: '/team' },
  defaultOrder: { field: 'sort_order', sort: 'ASC' },
  fields: {
    name: {
      type: 'text',
      label: { id: 'Nama', en: 'Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    category_team_id: {
      type: 'lookup',
      label: { id: 'Kategori Tim', en: 'Team Category' },
      rules: 'required',
      lookup: { resource: 'category-team', label: 'category_team_name', select: true },
    },
    job: {
      type: 'text',
      label: { id: 'Jabatan', en: 'Job' },
      rules: 'max:255',
      searchable: true,
      translate: true,
    },
    file_team: {
      type: 'image',
      label: { id: 'Foto', en: 'Photo' },
      rules: 'max:255',
      maxSizeMb: 1,
      accept: 'image/*',
    },
    sort_order: {
      type: 'number',
      label: { id: 'Urutan', en: 'Order' },
      rules: 'min_value:0|max_value:1000',
      sortable: true,
    },
  },
  public: {
    path: 'team',
    fields: ['id', 'name', 'category_team_id', 'job', 'file_team', 'sort_order'],
    order: { field: 'sort_order', sort: 'ASC' },
  },
});
