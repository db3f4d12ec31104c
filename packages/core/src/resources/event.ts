import { defineResource } from '../resource.js';

/**
 * The foundation's programmes and campaign events, each of a category, with a picture and a description,
 * written by a member of staff. The site lists the published ones, newest first, and lets visitors
 * filter them by category and search them by words.
 */
export const event = defineResource({
  name: 'event',
  table: 'events',
  title: { id: 'Program', en: 'Programs' },
  menu: { module: 'master', path: '/event' },
  fields: {
    event_name: {
      type: 'text',
      label: { id: 'Nama Program', en: 'Program Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    category_event_id: {
      type: 'lookup',
      label: { id: 'Kategori', en: 'Category' },
      rules: 'required',
      lookup: { resource: 'category-event', label: 'category_event_name', select: true },
    },
    event_description: {
      type: 'richtext',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'required',
      translate: true,
    },
    file_event: {
      type: 'image',
      label: { id: 'Gambar', en: 'Picture' },
      rules: 'max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
    created_by: {
      type: 'lookup',
      label: { id: 'Penulis', en: 'Author' },
      lookup: { resource: 'users', label: 'fullname' },
      author: true,
    },
  },
  public: {
    path: 'event',
    fields: [
      'id',
      'event_name',
      'event_description',
      'category_event_id',
      'file_event',
      'created_by',
      'created_at',
    ],
    order: { field: 'created_at', sort: 'DESC' },
    limit: { default: 9, max: 50 },
    filters: ['category_event_id'],
    search: ['event_name', 'event_description'],
    published: { where: { published: true } },
    page: { path: '/campaign-event/{id}', title: 'event_name' },
  },
});
