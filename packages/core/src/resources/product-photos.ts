import { defineResource } from '../resource.js';

/** The photo gallery of a gift, shown on its page. */
export const productPhotos = defineResource({
  name: 'product-photos',
  table: 'product_photos',
  title: { id: 'Foto Produk', en: 'Product Photos' },
  menu: { module: 'setting', group: 'gifts', path: '/product-photos' },
  fields: {
    product_id: {
      type: 'lookup',
      label: { id: 'Produk', en: 'Product' },
      rules: 'required',
      lookup: { resource: 'products', label: 'product_name' },
    },
    file_product_photo: {
      type: 'image',
      label: { id: 'Foto', en: 'Photo' },
      rules: 'required|max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
  },
});
