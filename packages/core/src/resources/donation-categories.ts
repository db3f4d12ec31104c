import { defineResource } from '../resource.js';

/** The kinds of donation a donor chooses from on the donation page. */
export const donationCategories = defineResource({
  name: 'donation-categories',
  table: 'donation_categories',
  title: { id: 'Kategori Donasi', en: 'Donation Categories' },
  menu: { module: 'master', group: 'donation', path: '/donation-categories' },
  defaultOrder: { field: 'category_name', sort: 'ASC' },
  fields: {
    category_name: {
      type: 'text',
      label: { id: 'Nama Kategori', en: 'Category Name' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
      translate: true,
    },
  },
  public: {
    path: 'donation/category',
    fields: ['id', 'category_name'],
    order: { field: 'id', sort: 'ASC' },
  },
});
