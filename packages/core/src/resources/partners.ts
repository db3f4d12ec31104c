import { defineResource } from '../resource.js';

export const partners = defineResource({
  name: 'partners',
  title: { id: 'Mitra', en: 'Partners' },
  import: true,
  menu: { module: 'master', path: '/partners' },
  fields: {
    company_name: {
      type: 'text',
      label: { id: 'Nama Perusahaan', en: 'Company Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:5000',
      searchable: true,
      translate: true,
    },
    website: { type: 'url', label: { id: 'Situs Web', en: 'Website' }, rules: 'max:255', sortable: true },
    link_blog: { type: 'url', label: { id: 'Tautan Blog', en: 'Blog Link' }, rules: 'max:255' },
    file_logo: {
      type: 'image',
      label: { id: 'Logo', en: 'Logo' },
      rules: 'required|max:255',
      maxSizeMb: 1,
      accept: 'image/*',
    },
  },
  public: {
    path: 'partners',
    fields: ['id', 'company_name', 'description', 'website', 'link_blog', 'file_logo'],
    order: { field: 'company_name', sort: 'ASC' },
  },
});
