import type { FieldOption } from '../fields.js';
import { defineResource } from '../resource.js';

/** The harvest products the foundation's farmers sell; an invoice may name another. */
export const harvestProducts = [
  { value: 'durian', label: { id: 'Durian', en: 'Durian' } },
  { value: 'alpukat', label: { id: 'Alpukat', en: 'Avocado' } },
  { value: 'nangka', label: { id: 'Nangka', en: 'Jackfruit' } },
  { value: 'petai', label: { id: 'Petai', en: 'Bitter Bean' } },
  { value: 'jengkol', label: { id: 'Jengkol', en: 'Dog Fruit' } },
  { value: 'kemiri', label: { id: 'Kemiri', en: 'Candlenut' } },
  { value: 'kopi', label: { id: 'Kopi', en: 'Coffee' } },
  { value: 'cengkeh', label: { id: 'Cengkeh', en: 'Clove' } },
] as const satisfies readonly FieldOption[];

/**
 * An invoice for harvested products sold (Tagihan Produk): to whom, what, how many kilograms at what
 * price, and whether it is paid. The server computes the total from the weight and the price.
 */
export const productBilling = defineResource({
  name: 'product-billing',
  table: 'product_billings',
  title: { id: 'Tagihan Produk', en: 'Product Billing' },
  menu: { module: 'master', group: 'field', path: '/product-billing' },
  defaultOrder: { field: 'invoice_date', sort: 'DESC' },
  fields: {
    invoice_number: {
      type: 'text',
      label: { id: 'Nomor Tagihan', en: 'Invoice Number' },
      rules: 'required|max:50',
      searchable: true,
      sortable: true,
    },
    buyer: {
      type: 'text',
      label: { id: 'Pembeli', en: 'Buyer' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    product: {
      type: 'select',
      label: { id: 'Produk', en: 'Product' },
      rules: 'required',
      options: harvestProducts,
      allowAdd: true,
    },
    weight_kg: {
      type: 'decimal',
      label: { id: 'Berat (kg)', en: 'Weight (kg)' },
      rules: 'required|min_value:0.01|max_value:10000000',
    },
    price_per_kg: {
      type: 'money',
      label: { id: 'Harga per kg', en: 'Price per kg' },
      rules: 'required|min_value:0|max_value:100000000',
    },
    total: {
      type: 'money',
      label: { id: 'Total', en: 'Total' },
      hint: { id: 'Dihitung dari berat × harga per kg.', en: 'Computed as weight × price per kg.' },
      form: false,
      serverFilled: true,
      sortable: true,
    },
    paid: { type: 'boolean', label: { id: 'Status Bayar', en: 'Payment Status' } },
    invoice_date: {
      type: 'date',
      label: { id: 'Tanggal Tagihan', en: 'Invoice Date' },
      rules: 'required',
      sortable: true,
    },
  },
});
