import { paymentProviderOptions, paymentStatusOptions } from '../money.js';
import { defineResource } from '../resource.js';

/**
 * Each payment asked of a provider for a donation or an order, as the provider last confirmed it: staff
 * read them beside the donation or order, to answer a donor or reconcile with the provider's dashboard.
 */
export const payments = defineResource({
  name: 'payments',
  table: 'payments',
  title: { id: 'Pembayaran', en: 'Payments' },
  menu: { module: 'setting', group: 'donation', path: '/payments' },
  actions: ['read'],
  defaultOrder: { field: 'created_at', sort: 'DESC' },
  // Read as facts: staff reconcile the payments a filter finds with the provider's dashboard, one by one.
  count: 'exact',
  fields: {
    reference: {
      type: 'text',
      label: { id: 'Referensi', en: 'Reference' },
      rules: 'required|max:64',
      searchable: true,
      sortable: true,
    },
    donation_id: {
      type: 'lookup',
      label: { id: 'Donasi', en: 'Donation' },
      lookup: { resource: 'donation-detail', label: 'reference' },
    },
    order_id: {
      type: 'lookup',
      label: { id: 'Pesanan', en: 'Order' },
      lookup: { resource: 'billing-address', label: 'invoice_no' },
    },
    provider: {
      type: 'select',
      label: { id: 'Penyedia', en: 'Provider' },
      rules: 'required|max:16',
      options: paymentProviderOptions,
    },
    provider_ref: {
      type: 'text',
      label: { id: 'Referensi Penyedia', en: 'Provider Reference' },
      rules: 'max:128',
      searchable: true,
    },
    currency: { type: 'text', label: { id: 'Mata Uang', en: 'Currency' }, rules: 'required|max:3' },
    // Whole rupiah, or whole US cents: the smallest unit of its currency.
    amount: {
      type: 'money',
      label: { id: 'Jumlah (satuan terkecil)', en: 'Amount (smallest unit)' },
      rules: 'required',
      sortable: true,
    },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|max:16',
      options: paymentStatusOptions,
      sortable: true,
    },
    transaction_id: {
      type: 'text',
      label: { id: 'ID Transaksi Penyedia', en: 'Provider Transaction' },
      rules: 'max:128',
      list: false,
    },
    detail: { type: 'text', label: { id: 'Keterangan Penyedia', en: 'Provider Detail' }, rules: 'max:255' },
    refund_id: {
      type: 'text',
      label: { id: 'ID Pengembalian', en: 'Refund Id' },
      rules: 'max:128',
      list: false,
    },
    // What the provider answered to the payment's creation, for the payer's browser to pay with again.
    checkout: {
      type: 'textarea',
      label: { id: 'Data Checkout', en: 'Checkout Data' },
      list: false,
      detail: false,
      filterable: false,
    },
    confirmed_at: { type: 'datetime', label: { id: 'Dikonfirmasi', en: 'Confirmed At' }, sortable: true },
  },
});
