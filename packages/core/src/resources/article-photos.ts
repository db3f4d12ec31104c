import { defineResource } from '../resource.js';

/** The photo gallery of an article, in the order staff give. */
export const articlePhotos = defineResource({
  name: 'article-photos',
  table: 'article_photos',
  title: { id: 'Foto Artikel', en: 'Article Photos' },
  menu: { module: 'setting', group: 'cms', path: '/article-photos' },
  defaultOrder: { field: 'sort_order', sort: 'ASC' },
  fields: {
    article_id: {
      type: 'lookup',
      label: { id: 'Artikel', en: 'Article' },
      rules: 'required',
      lookup: { resource: 'article', label: 'title' },
    },
    file_article_file_photo: {
      type: 'image',
      label: { id: 'Foto', en: 'Photo' },
      rules: 'required|max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    caption: {
      type: 'text',
      label: { id: 'Keterangan', en: 'Caption' },
      rules: 'max:255',
      translate: true,
    },
    sort_order: {
      type: 'number',
      label: { id: 'Urutan', en: 'Order' },
      rules: 'min_value:0|max_value:1000',
      sortable: true,
    },
  },
});
