import { defineResource } from '../resource.js';

/** The gifts of one order, at the price and name they had when it was made. */
export const orderItems = defineResource({
  name: 'order-items',
  table: 'order_items',
  title: { id: 'Item Pesanan', en: 'Order Items' },
  menu: { module: 'setting', group: 'gifts', path: '/order-items' },
  actions: ['read'],
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    order_id: {
      type: 'lookup',
      label: { id: 'Pesanan', en: 'Order' },
      rules: 'required',
      lookup: { resource: 'billing-address', label: 'invoice_no' },
    },
    product_id: {
      type: 'lookup',
      label: { id: 'Produk', en: 'Product' },
      rules: 'required',
      lookup: { resource: 'products', label: 'product_name' },
    },
    product_name: {
      type: 'text',
      label: { id: 'Nama Produk', en: 'Product Name' },
      rules: 'required|max:255',
    },
    qty: { type: 'number', label: { id: 'Jumlah', en: 'Quantity' }, rules: 'required|min_value:1' },
    price: { type: 'money', label: { id: 'Harga', en: 'Price' }, rules: 'required' },
    amount: { type: 'money', label: { id: 'Jumlah Harga', en: 'Amount' }, rules: 'required' },
  },
});
