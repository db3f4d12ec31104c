import { defineResource } from '../resource.js';

/**
 * Enquiries visitors send with the site's get-involved form: plain text, all fields required (site spec
 * §5). Each is mailed to the foundation's contact address; staff read them here.
 */
export const getInvolved = defineResource({
  name: 'get-involved',
  table: 'get_involved',
  title: { id: 'Get Involved', en: 'Get Involved Enquiries' },
  menu: { module: 'setting', group: 'get-involved', path: '/get-involved' },
  actions: ['read', 'delete'],
  fields: {
    category_get_involved_id: {
      type: 'lookup',
      label: { id: 'Kategori', en: 'Category' },
      rules: 'required',
      lookup: { resource: 'get-involved-category', label: 'category_getinvolved_name', select: true },
    },
    get_involved_name: {
      type: 'text',
      label: { id: 'Nama', en: 'Name' },
      rules: 'required|max:150|no_html',
      searchable: true,
      sortable: true,
    },
    email: {
      type: 'email',
      label: { id: 'Email', en: 'Email' },
      rules: 'required|max:255',
      searchable: true,
    },
    phone: { type: 'tel', label: { id: 'Telepon', en: 'Phone' }, rules: 'required|max:30' },
    country: {
      type: 'text',
      label: { id: 'Negara', en: 'Country' },
      rules: 'required|max:100|no_html',
      sortable: true,
    },
    question: {
      type: 'textarea',
      label: { id: 'Pertanyaan', en: 'Question' },
      rules: 'required|max:2000|no_html',
      searchable: true,
    },
  },
  publicWrite: {
    path: 'get-involved',
    fields: ['category_get_involved_id', 'get_involved_name', 'email', 'phone', 'country', 'question'],
    rateLimit: { max: 5, minutes: 10 },
    honeypot: 'website',
    maxBodyKb: 8,
  },
});
