import { paymentRecordFields, paymentWorkflow } from '../money.js';
import { defineResource } from '../resource.js';

/** Who may give a paid donation's money back. */
export const refundDonationTask = 'donation-detail.refund';

/**
 * Donations of trees from the site (the spec's donation-detail). A donor gives a number of trees; the
 * server prices them from the donation setting (and, for PayPal, converts to US cents at the rate it
 * keeps with the donation), and only the payment provider's confirmation makes one paid.
 */
export const donationDetail = defineResource({
  name: 'donation-detail',
  table: 'donations',
  title: { id: 'Detail Donasi', en: 'Donations' },
  menu: { module: 'setting', group: 'donation', path: '/donation-detail' },
  actions: ['read'],
  personal: true,
  defaultOrder: { field: 'created_at', sort: 'DESC' },
  // Read as facts: the donations a filter finds (a month's, the paid ones) are counted for reports.
  count: 'exact',
  fields: {
    reference: {
      type: 'text',
      label: { id: 'Nomor Donasi', en: 'Donation Number' },
      rules: 'required|max:32',
      searchable: true,
      sortable: true,
    },
    sponsor_id: {
      type: 'lookup',
      label: { id: 'Donatur', en: 'Donor' },
      rules: 'required',
      lookup: { resource: 'sponsors', label: 'name_sponsor' },
    },
    qty_tree: {
      type: 'number',
      label: { id: 'Jumlah Pohon', en: 'Trees' },
      rules: 'required|min_value:1',
      sortable: true,
    },
    amount: {
      type: 'money',
      label: { id: 'Jumlah (Rp)', en: 'Amount (Rp)' },
      rules: 'required|min_value:1',
      sortable: true,
    },
    currency: {
      type: 'select',
      label: { id: 'Mata Uang Tagihan', en: 'Charged In' },
      rules: 'required|max:3',
      options: [
        { value: 'IDR', label: { id: 'Rupiah', en: 'Rupiah' } },
        { value: 'USD', label: { id: 'Dolar AS', en: 'US Dollar' } },
      ],
    },
    // What PayPal charged, in whole US cents, and the rupiah per dollar it was converted at.
    amount_usd: { type: 'number', label: { id: 'Tagihan (sen US$)', en: 'Charged (US cents)' } },
    usd_rate: { type: 'money', label: { id: 'Kurs (Rp per US$)', en: 'Rate (Rp per US$)' } },
    category_id: {
      type: 'lookup',
      label: { id: 'Kategori Donasi', en: 'Donation Category' },
      lookup: { resource: 'donation-categories', label: 'category_name' },
    },
    payment_method_id: {
      type: 'lookup',
      label: { id: 'Metode Pembayaran', en: 'Payment Method' },
      rules: 'required',
      lookup: { resource: 'payment-method', label: 'payment_name' },
    },
    comment: { type: 'textarea', label: { id: 'Pesan', en: 'Message' }, rules: 'max:1000' },
    ...paymentRecordFields,
  },
  workflow: paymentWorkflow('reference', { id: 'Donasi', en: 'Donation' }, refundDonationTask),
  children: [{ resource: 'payments', key: 'donation_id' }],
});
