import { defineResource } from '../resource.js';

/** The site's legal pages, each at the address its slug names (`/term-condition`, `/privacy-policy`). */
export const legalPageSlugs = ['term-condition', 'privacy-policy'] as const;
export type LegalPageSlug = (typeof legalPageSlugs)[number];

/**
 * The terms and the privacy policy of the public site, in both languages. They come with the schema
 * (default texts every database starts with); editors change their texts, never add or remove a page.
 */
export const legalPages = defineResource({
  name: 'legal-pages',
  table: 'legal_pages',
  title: { id: 'Halaman Legal', en: 'Legal Pages' },
  menu: { module: 'setting', group: 'cms', path: '/legal-pages' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  actions: ['read', 'update'],
  fields: {
    slug: {
      type: 'text',
      label: { id: 'Alamat', en: 'Address' },
      rules: 'required|max:40',
      form: false,
    },
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    body: {
      type: 'richtext',
      label: { id: 'Isi', en: 'Content' },
      rules: 'required|max:100000',
      translate: true,
    },
  },
  public: {
    path: 'legal-pages',
    fields: ['id', 'slug', 'title', 'body', 'updated_at'],
    order: { field: 'id', sort: 'ASC' },
    slug: 'slug',
  },
});
