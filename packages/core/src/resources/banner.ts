import { defineResource } from '../resource.js';

export const banner = defineResource({
  name: 'banner',
  table: 'banners',
  title: { id: 'Banner', en: 'Banner' },
  menu: { module: 'master', path: '/banner' },
  fields: {
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    subtitle: {
      type: 'text',
      label: { id: 'Subjudul', en: 'Subtitle' },
      rules: 'max:255',
      searchable: true,
      translate: true,
    },
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:2000',
      translate: true,
    },
    link: { type: 'url', label: { id: 'Tautan', en: 'Link' }, rules: 'max:255' },
    button_text: {
      type: 'text',
      label: { id: 'Teks Tombol', en: 'Button Text' },
      rules: 'max:60',
      translate: true,
    },
    file_banner: {
      type: 'image',
      label: { id: 'Gambar Banner', en: 'Banner Image' },
      // The home page's carousel shows every banner in one frame of this size.
      rules: 'required|max:255|dimensions:1600,640',
      hint: {
        id: 'JPG, PNG atau WebP berukuran 1600 × 640 piksel, di bawah 1 MB',
        en: 'JPG, PNG or WebP of 1600 × 640 pixels, under 1 MB',
      },
      maxSizeMb: 1,
      accept: 'image/jpeg,image/png,image/webp',
    },
  },
  public: {
    path: 'banner',
    fields: ['id', 'title', 'subtitle', 'description', 'link', 'button_text', 'file_banner'],
    order: { field: 'id', sort: 'ASC' },
  },
});
