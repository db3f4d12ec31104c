import { defineResource } from '../resource.js';

/** The kinds of programme and campaign event, by which the site's campaign page filters its events. */
export const categoryEvent = defineResource({
  name: 'category-event',
  table: 'category_events',
  title: { id: 'Kategori Program', en: 'Program Categories' },
  menu: { module: 'master', path: '/category-event' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    category_event_name: {
      type: 'text',
      label: { id: 'Nama Kategori', en: 'Category Name' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
      translate: true,
    },
  },
  public: {
    path: 'category-event',
    fields: ['id', 'category_event_name'],
    order: { field: 'id', sort: 'ASC' },
  },
});
