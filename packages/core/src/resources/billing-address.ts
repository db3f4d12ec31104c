import { paymentRecordFields, paymentWorkflow } from '../money.js';
import { defineResource } from '../resource.js';

/** Who may give a paid order's money back. */
export const refundOrderTask = 'billing-address.refund';

/** What the order's items do to the stock: held at checkout, then sold when paid or released. */
export const stockStates = ['held', 'sold', 'released', 'short'] as const;
export type StockState = (typeof stockStates)[number];

/**
 * Gift orders with their billing address (the spec's billing-address module). Checkout makes one from the
 * visitor's cart at the server's prices and holds the stock; the provider's confirmation makes it paid and
 * turns the hold into a sale, and an expired or failed payment releases it.
 */
export const billingAddress = defineResource({
  name: 'billing-address',
  table: 'orders',
  title: { id: 'Pesanan & Alamat Penagihan', en: 'Orders & Billing Addresses' },
  menu: { module: 'setting', group: 'gifts', path: '/billing-address' },
  actions: ['read'],
  personal: true,
  defaultOrder: { field: 'created_at', sort: 'DESC' },
  // Read as facts: the orders a filter finds (the paid ones to ship) are counted for reports.
  count: 'exact',
  fields: {
    invoice_no: {
      type: 'text',
      label: { id: 'Nomor Invoice', en: 'Invoice Number' },
      rules: 'required|max:32',
      searchable: true,
      sortable: true,
    },
    firstname: {
      type: 'text',
      label: { id: 'Nama Depan', en: 'First Name' },
      rules: 'required|max:100',
      searchable: true,
    },
    lastname: { type: 'text', label: { id: 'Nama Belakang', en: 'Last Name' }, rules: 'required|max:100' },
    email: { type: 'email', label: { id: 'Email', en: 'Email' }, rules: 'max:254', searchable: true },
    phone: { type: 'tel', label: { id: 'Telepon', en: 'Phone' }, rules: 'required|max:30' },
    address1: { type: 'text', label: { id: 'Alamat', en: 'Address' }, rules: 'max:255', list: false },
    address2: { type: 'text', label: { id: 'Alamat 2', en: 'Address 2' }, rules: 'max:255', list: false },
    city: { type: 'text', label: { id: 'Kota', en: 'City' }, rules: 'required|max:100' },
    state: { type: 'text', label: { id: 'Provinsi', en: 'State' }, rules: 'required|max:100', list: false },
    country: { type: 'text', label: { id: 'Negara', en: 'Country' }, rules: 'required|max:100' },
    zipcode: {
      type: 'text',
      label: { id: 'Kode Pos', en: 'Zip Code' },
      rules: 'required|max:20',
      list: false,
    },
    subtotal: { type: 'money', label: { id: 'Subtotal', en: 'Subtotal' }, rules: 'required', list: false },
    discount_id: {
      type: 'lookup',
      label: { id: 'Kode Promo', en: 'Promo Code' },
      lookup: { resource: 'discount', label: 'code' },
      list: false,
    },
    discount_amount: {
      type: 'money',
      label: { id: 'Potongan', en: 'Discount' },
      rules: 'required',
      list: false,
    },
    total: { type: 'money', label: { id: 'Total', en: 'Total' }, rules: 'required', sortable: true },
    payment_method_id: {
      type: 'lookup',
      label: { id: 'Metode Pembayaran', en: 'Payment Method' },
      rules: 'required',
      lookup: { resource: 'payment-method', label: 'payment_name' },
    },
    stock_state: {
      type: 'select',
      label: { id: 'Stok', en: 'Stock' },
      rules: 'required|max:16',
      options: [
        { value: 'held', label: { id: 'Ditahan', en: 'Held' } },
        { value: 'sold', label: { id: 'Terjual', en: 'Sold' } },
        { value: 'released', label: { id: 'Dilepas', en: 'Released' } },
        // Paid after its hold ran out and the stock was gone meanwhile: the buyer is to be refunded.
        { value: 'short', label: { id: 'Stok Tidak Cukup', en: 'Out of Stock' } },
      ],
      list: false,
    },
    expires_at: {
      type: 'datetime',
      label: { id: 'Batas Bayar', en: 'Pay By' },
      rules: 'required',
      list: false,
    },
    ...paymentRecordFields,
  },
  workflow: paymentWorkflow('invoice_no', { id: 'Pesanan', en: 'Order' }, refundOrderTask),
  children: [
    { resource: 'order-items', key: 'order_id' },
    { resource: 'payments', key: 'order_id' },
  ],
});
