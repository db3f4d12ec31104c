import { defineResource } from '../resource.js';

/** The categories the gift shop's products are filed under. */
export const productCategories = defineResource({
  name: 'product-categories',
  table: 'product_categories',
  title: { id: 'Kategori Produk', en: 'Product Categories' },
  menu: { module: 'master', group: 'product', path: '/product-categories' },
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
    path: 'product-category',
    fields: ['id', 'category_name'],
    order: { field: 'category_name', sort: 'ASC' },
  },
});
