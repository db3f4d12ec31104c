import { defineResource } from '../resource.js';

/**
 * The gifts of the shop. `stock` is what is on the shelf; `reserved` is the part of it held by checkouts
 * not paid yet, so a gift is available to a new buyer while stock is above reserved. Staff set the stock;
 * only the checkout changes what is reserved.
 */
export const products = defineResource({
  name: 'products',
  table: 'products',
  title: { id: 'Produk', en: 'Products' },
  menu: { module: 'setting', group: 'gifts', path: '/products' },
  children: [
    { resource: 'product-photos', key: 'product_id' },
    { resource: 'product-comment', key: 'product_id' },
  ],
  fields: {
    product_name: {
      type: 'text',
      label: { id: 'Nama Produk', en: 'Product Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    product_category_id: {
      type: 'lookup',
      label: { id: 'Kategori', en: 'Category' },
      lookup: { resource: 'product-categories', label: 'category_name', select: true },
      filterable: true,
    },
    description: {
      type: 'richtext',
      label: { id: 'Deskripsi', en: 'Description' },
      translate: true,
    },
    price: {
      type: 'money',
      label: { id: 'Harga', en: 'Price' },
      rules: 'required|min_value:1',
      sortable: true,
    },
    stock: {
      type: 'number',
      label: { id: 'Stok', en: 'Stock' },
      rules: 'required|min_value:0',
      sortable: true,
    },
    reserved: {
      type: 'number',
      label: { id: 'Tertahan Checkout', en: 'Held at Checkout' },
      hint: {
        id: 'Stok yang ditahan checkout yang belum dibayar; diubah hanya oleh checkout',
        en: 'Stock held by checkouts not paid yet; changed by the checkout only',
      },
      form: false,
      serverFilled: true,
    },
    file_product: {
      type: 'image',
      label: { id: 'Gambar Produk', en: 'Product Image' },
      rules: 'max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
  },
  public: {
    path: 'gifts',
    fields: [
      'id',
      'product_name',
      'description',
      'price',
      'stock',
      'reserved',
      'created_at',
      'file_product',
      'product_category_id',
    ],
    order: { field: 'created_at', sort: 'DESC' },
    // What may still be bought is the stock less what unpaid checkouts hold.
    firstWhen: { field: 'stock', over: 'reserved' },
    limit: { default: 12, max: 50 },
    filters: ['product_category_id'],
    page: { path: '/gifts/{id}', title: 'product_name' },
    children: [
      {
        key: 'product_photo',
        resource: 'product-photos',
        via: 'product_id',
        fields: ['id', 'file_product_photo'],
        order: { field: 'id', sort: 'ASC' },
      },
    ],
  },
});
