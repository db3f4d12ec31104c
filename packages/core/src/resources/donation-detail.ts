import { languageOptions, paymentProviderOptions, paymentStatusOptions } from '../money.js';
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
  menu: { module: 'setting', group: 'Donation', path: '/donation-detail' },
  actions: ['read'],
  personal: true,
  defaultOrder: { field: 'created_at', sort: 'DESC' },
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
    provider: {
      type: 'select',
      label: { id: 'Penyedia Pembayaran', en: 'Payment Provider' },
      rules: 'required|max:16',
      options: paymentProviderOptions,
    },
    comment: { type: 'textarea', label: { id: 'Pesan', en: 'Message' }, rules: 'max:1000' },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|max:16',
      options: paymentStatusOptions,
      sortable: true,
      form: false,
    },
    paid_at: { type: 'datetime', label: { id: 'Dibayar Pada', en: 'Paid At' }, sortable: true },
    lang: {
      type: 'select',
      label: { id: 'Bahasa', en: 'Language' },
      rules: 'required|max:2',
      options: languageOptions,
      list: false,
    },
    // The donation's page on the site is found by this, never by its guessable number.
    public_code: {
      type: 'text',
      label: { id: 'Kode Halaman', en: 'Page Code' },
      rules: 'required|max:32',
      list: false,
      filterable: false,
    },
  },
  workflow: {
    field: 'status',
    transitions: {
      pay: {
        label: { id: 'Lunas', en: 'Paid' },
        from: ['pending', 'failed', 'expired'],
        to: 'paid',
        system: true,
        done: { id: 'Donasi {reference} lunas', en: 'Donation {reference} paid' },
      },
      fail: {
        label: { id: 'Gagal', en: 'Failed' },
        from: ['pending'],
        to: 'failed',
        system: true,
        done: { id: 'Pembayaran donasi {reference} gagal', en: 'Payment of donation {reference} failed' },
      },
      expire: {
        label: { id: 'Kedaluwarsa', en: 'Expired' },
        from: ['pending'],
        to: 'expired',
        system: true,
        done: { id: 'Donasi {reference} kedaluwarsa', en: 'Donation {reference} expired' },
      },
      refunded: {
        label: { id: 'Dikembalikan oleh Penyedia', en: 'Refunded at the Provider' },
        from: ['paid'],
        to: 'refunded',
        system: true,
        done: { id: 'Donasi {reference} dikembalikan', en: 'Donation {reference} refunded' },
      },
      refund: {
        label: { id: 'Kembalikan Dana', en: 'Refund' },
        from: ['paid'],
        to: 'refunded',
        task: refundDonationTask,
        reason: 'required',
        reasonLabel: { id: 'Alasan pengembalian dana', en: 'Reason for the refund' },
        danger: true,
        done: {
          id: 'Dana donasi {reference} dikembalikan lewat penyedia pembayaran',
          en: 'Donation {reference} refunded through the payment provider',
        },
      },
    },
  },
  children: [{ resource: 'payments', key: 'donation_id' }],
});
