import { defineResource } from '../resource.js';

/**
 * Our stories: the foundation's news and publications (by their category), each with a picture or a
 * document to download, written by a member of staff. The site shows a story once it is published and
 * its publish moment has come.
 */
export const ourStories = defineResource({
  name: 'our-stories',
  table: 'our_stories',
  title: { id: 'Cerita Kami', en: 'Our Stories' },
  menu: { module: 'setting', group: 'cms', path: '/our-stories' },
  defaultOrder: { field: 'publish_at', sort: 'DESC' },
  fields: {
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    our_stories_category_id: {
      type: 'lookup',
      label: { id: 'Kategori', en: 'Category' },
      rules: 'required',
      lookup: { resource: 'our-stories-categories', label: 'category_name', select: true },
    },
    description: {
      type: 'richtext',
      label: { id: 'Isi', en: 'Content' },
      rules: 'required',
      translate: true,
    },
    file_our_stories: {
      type: 'file',
      label: { id: 'Gambar atau Dokumen', en: 'Picture or Document' },
      rules: 'max:255',
      maxSizeMb: 10,
      accept: 'image/*,application/pdf',
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
    publish_at: { type: 'datetime', label: { id: 'Waktu Terbit', en: 'Publish At' }, sortable: true },
    created_by: {
      type: 'lookup',
      label: { id: 'Penulis', en: 'Author' },
      lookup: { resource: 'users', label: 'fullname' },
      author: true,
    },
  },
  public: {
    path: 'our-stories',
    fields: [
      'id',
      'title',
      'description',
      'file_our_stories',
      'our_stories_category_id',
      'created_by',
      'publish_at',
      'created_at',
    ],
    order: { field: 'publish_at', sort: 'DESC' },
    limit: { default: 9, max: 50 },
    filters: ['our_stories_category_id'],
    published: { where: { published: true }, from: 'publish_at' },
    page: { path: '/our-news/{id}', title: 'title' },
  },
});
