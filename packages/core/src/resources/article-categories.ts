import { defineResource } from '../resource.js';

/** The categories the blog's articles are filed under. */
export const articleCategories = defineResource({
  name: 'article-categories',
  table: 'article_categories',
  title: { id: 'Kategori Artikel', en: 'Article Categories' },
  menu: { module: 'master', group: 'article', path: '/article-categories' },
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
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:1000',
      translate: true,
    },
  },
  public: {
    path: 'article-category',
    fields: ['id', 'category_name', 'description'],
    order: { field: 'category_name', sort: 'ASC' },
  },
});
