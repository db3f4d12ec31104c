import { defineResource } from '../resource.js';

/** What a get-involved enquiry is about: the choice the site's form opens with. */
export const getInvolvedCategory = defineResource({
  name: 'get-involved-category',
  table: 'get_involved_categories',
  title: { id: 'Kategori Get Involved', en: 'Get Involved Categories' },
  menu: { module: 'setting', group: 'get-involved', path: '/category-get-involved' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    category_getinvolved_name: {
      type: 'text',
      label: { id: 'Nama Kategori', en: 'Category Name' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
      translate: true,
    },
  },
  public: {
    path: 'get-involved-category',
    fields: ['id', 'category_getinvolved_name'],
    order: { field: 'id', sort: 'ASC' },
  },
});
