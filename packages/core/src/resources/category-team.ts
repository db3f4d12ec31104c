import { defineResource } from '../resource.js';

/** The groups the team is shown in on the site (board, management, field staff…), in the order given. */
export const categoryTeam = defineResource({
  name: 'category-team',
  table: 'team_categories',
  title: { id: 'Kategori Tim', en: 'Team Categories' },
  menu: { module: 'master', path: '/category-team' },
  defaultOrder: { field: 'sort_order', sort: 'ASC' },
  fields: {
    category_team_name: {
      type: 'text',
      label: { id: 'Nama Kategori', en: 'Category Name' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
      translate: true,
    },
    sort_order: {
      type: 'number',
      label: { id: 'Urutan', en: 'Order' },
      rules: 'min_value:0|max_value:1000',
      sortable: true,
    },
  },
  public: {
    path: 'category-team',
    fields: ['id', 'category_team_name', 'sort_order'],
    order: { field: 'sort_order', sort: 'ASC' },
  },
});
