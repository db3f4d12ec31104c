import { defineResource } from '../resource.js';

/**
 * An investor's share in a project (Investor): who, how to reach them, the amount invested and the share
 * of the project it buys. The shares of one project add up to 100% at most.
 */
export const investor = defineResource({
  name: 'investor',
  table: 'investors',
  title: { id: 'Investor', en: 'Investors' },
  menu: { module: 'master', group: 'field', path: '/investor' },
  defaultOrder: { field: 'investor_name', sort: 'ASC' },
  fields: {
    investor_name: {
      type: 'text',
      label: { id: 'Nama Investor', en: 'Investor Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    contact: {
      type: 'text',
      label: { id: 'Kontak', en: 'Contact' },
      rules: 'max:255',
      hint: { id: 'Nama, telepon atau email.', en: 'A name, a phone number or an email.' },
    },
    project_id: {
      type: 'lookup',
      label: { id: 'Proyek', en: 'Project' },
      rules: 'required',
      lookup: { resource: 'projects', label: 'project_name', select: true },
    },
    amount: {
      type: 'money',
      label: { id: 'Nilai Investasi', en: 'Amount Invested' },
      rules: 'required|min_value:0',
      sortable: true,
    },
    percentage: {
      type: 'decimal',
      label: { id: 'Persentase (%)', en: 'Share (%)' },
      rules: 'required|min_value:0.01|max_value:100',
      sortable: true,
    },
  },
});
