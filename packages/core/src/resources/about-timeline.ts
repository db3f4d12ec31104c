import { defineResource } from '../resource.js';

/** The milestones of the foundation that /about shows as a timeline, oldest first. */
export const aboutTimeline = defineResource({
  name: 'about-timeline',
  table: 'about_timeline',
  title: { id: 'Linimasa Tentang Kami', en: 'About Timeline' },
  menu: { module: 'setting', group: 'cms', path: '/about-timeline' },
  defaultOrder: { field: 'year', sort: 'ASC' },
  fields: {
    year: {
      type: 'number',
      label: { id: 'Tahun', en: 'Year' },
      rules: 'required|integer|min_value:1900|max_value:2100',
      sortable: true,
    },
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:150',
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
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
  },
  public: {
    path: 'about-timeline',
    fields: ['id', 'year', 'title', 'description'],
    order: { field: 'year', sort: 'ASC' },
    limit: { default: 50, max: 100 },
    detail: false,
    published: { where: { published: true } },
  },
});
