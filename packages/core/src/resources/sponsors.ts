import { defineResource } from '../resource.js';

/** The donors: people and companies who donated trees, with how to reach them. */
export const sponsors = defineResource({
  name: 'sponsors',
  table: 'sponsors',
  title: { id: 'Sponsor', en: 'Sponsors (donors)' },
  menu: { module: 'setting', group: 'donation', path: '/sponsor' },
  personal: true,
  fields: {
    name_sponsor: {
      type: 'text',
      label: { id: 'Nama', en: 'Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    email: {
      type: 'email',
      label: { id: 'Email', en: 'Email' },
      rules: 'required|max:254',
      searchable: true,
    },
    company_name: {
      type: 'text',
      label: { id: 'Nama Perusahaan', en: 'Company Name' },
      rules: 'max:255',
    },
    phone: { type: 'tel', label: { id: 'Telepon', en: 'Phone' }, rules: 'max:20' },
    // The language the donor used on the site: mails to them are written in it.
    lang: {
      type: 'select',
      label: { id: 'Bahasa', en: 'Language' },
      rules: 'max:2',
      options: [
        { value: 'id', label: { id: 'Indonesia', en: 'Indonesian' } },
        { value: 'en', label: { id: 'Inggris', en: 'English' } },
      ],
      form: false,
      serverFilled: true,
    },
  },
});
