import { defineResource } from '../resource.js';

/**
 * The photo gallery's albums: a main photo and its description, with the album's further photos as
 * children (`detail-photo-gallery`). The site shows an album once it is published.
 */
export const photoGallery = defineResource({
  name: 'photo-gallery',
  table: 'photo_galleries',
  title: { id: 'Galeri Foto', en: 'Photo Gallery' },
  menu: { module: 'master', path: '/photo-gallery' },
  children: [{ resource: 'detail-photo-gallery', key: 'photo_gallery_id' }],
  fields: {
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'required|max:1000',
      hint: {
        id: 'Kalimat pertama menjadi judul album di situs',
        en: "The first sentence is the album's title on the site",
      },
      searchable: true,
      translate: true,
    },
    file_photo_gallery: {
      type: 'image',
      label: { id: 'Foto Utama', en: 'Main Photo' },
      rules: 'required|max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
  },
  public: {
    path: 'photo-gallery',
    fields: ['id', 'description', 'file_photo_gallery', 'created_at'],
    order: { field: 'created_at', sort: 'DESC' },
    limit: { default: 12, max: 48 },
    published: { where: { published: true } },
    page: { path: '/photo-gallery/{id}', title: 'description' },
    children: [
      {
        key: 'detail_photo_gallery',
        resource: 'detail-photo-gallery',
        via: 'photo_gallery_id',
        fields: ['id', 'file_detail_photo_gallery', 'caption'],
        order: { field: 'sort_order', sort: 'ASC' },
      },
    ],
  },
});
