import { defineResource } from '../resource.js';

/**
 * Where the foundation is reached: its offices' address, phone, email and place on the map. The site's
 * footer and top bar show the first one, and enquiries from the site are mailed to its email.
 */
export const companyContacts = defineResource({
  name: 'company-contacts',
  table: 'company_contacts',
  title: { id: 'Kontak Perusahaan', en: 'Company Contacts' },
  menu: { module: 'master', path: '/company-contacts' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    office_name: {
      type: 'text',
      label: { id: 'Nama Kantor', en: 'Office Name' },
      rules: 'required|max:150',
      searchable: true,
      sortable: true,
      translate: true,
    },
    address: {
      type: 'textarea',
      label: { id: 'Alamat', en: 'Address' },
      rules: 'required|max:500',
      searchable: true,
      translate: true,
    },
    phone: { type: 'tel', label: { id: 'Telepon', en: 'Phone' }, rules: 'required|max:30' },
    email: {
      type: 'email',
      label: { id: 'Email', en: 'Email' },
      rules: 'required|max:255',
      searchable: true,
    },
    location: { type: 'map', label: { id: 'Lokasi di Peta', en: 'Place on the Map' } },
  },
  public: {
    path: 'company-contacts',
    fields: ['id', 'office_name', 'address', 'phone', 'email', 'location'],
    order: { field: 'id', sort: 'ASC' },
    limit: { default: 10, max: 20 },
  },
});
