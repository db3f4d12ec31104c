import { defineResource } from '../resource.js';

/**
 * What a donated tree costs, and the rate PayPal charges are converted at (PayPal takes no rupiah: a
 * donation through it is charged in US dollars). The site reads the first row.
 */
export const settingDonation = defineResource({
  name: 'setting-donation',
  table: 'donation_settings',
  title: { id: 'Pengaturan Donasi', en: 'Donation Settings' },
  menu: { module: 'setting', group: 'donation', path: '/setting-donation' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    amount_idr: {
      type: 'money',
      label: { id: 'Harga per Pohon', en: 'Price per Tree' },
      rules: 'required|min_value:1',
    },
    idr_per_usd: {
      type: 'money',
      label: { id: 'Kurs Rupiah per USD', en: 'Rupiah per US Dollar' },
      rules: 'required|min_value:1',
      hint: {
        id: 'Kurs untuk mengonversi donasi yang dibayar lewat PayPal',
        en: 'The rate donations paid through PayPal are converted at',
      },
    },
  },
  public: {
    path: 'setting-donation',
    fields: ['id', 'amount_idr', 'idr_per_usd'],
    order: { field: 'id', sort: 'ASC' },
    detail: false,
  },
});
