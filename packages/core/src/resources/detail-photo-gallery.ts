import { defineResource } from '../resource.js';

/** The further photos of a photo gallery album, in the order staff give. */
export const detailPhotoGallery = defineResource({
  name: 'detail-photo-gallery',
  table: 'detail_photo_galleries',
  title: { id: 'Detail Galeri Foto', en: 'Gallery Photos' },
  menu: { module: 'master', path: '/detail-photo-gallery' },
  defaultOrder: { field: 'sort_order', sort: 'ASC' },
  fields: {
    photo_gallery_id: {
      type: 'lookup',
      label: { id: 'Album', en: 'Album' },
      rules: 'required',
      lookup: { resource: 'photo-gallery', label: 'description' },
    },
    file_detail_photo_gallery: {
      type: 'image',
      label: { id: 'Foto', en: 'Photo' },
      rules: 'required|max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    caption: {
      type: 'text',
      label: { id: 'Keterangan', en: 'Caption' },
      rules: 'max:255',
      translate: true,
    },
    sort_order: {
      type: 'number',
      label: { id: 'Urutan', en: 'Order' },
      rules: 'min_value:0|max_value:1000',
      sortable: true,
    },
  },
});
