import { defineResource } from '../resource.js';

/** The video gallery: YouTube or Vimeo videos, each with its description. */
export const videoGallery = defineResource({
  name: 'video-gallery',
  table: 'video_galleries',
  title: { id: 'Galeri Video', en: 'Video Gallery' },
  menu: { module: 'master', path: '/video-gallery' },
  fields: {
    url_video_gallery: {
      type: 'url',
      label: { id: 'Alamat Video', en: 'Video Address' },
      // The site embeds the video from its host by its id, so only these hosts' video addresses are taken.
      rules: 'required|max:255|video_url',
      placeholder: { id: 'https://www.youtube.com/watch?v=…', en: 'https://www.youtube.com/watch?v=…' },
      hint: { id: 'Alamat video YouTube atau Vimeo', en: 'The address of a YouTube or Vimeo video' },
    },
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'required|max:1000',
      searchable: true,
      translate: true,
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
    // A copy of the video's still, fetched by the server when the address is saved, so a page shows it
    // from our own origin; empty when the host gave none.
    thumbnail: {
      type: 'image',
      label: { id: 'Gambar Sampul', en: 'Thumbnail' },
      form: false,
      list: false,
    },
  },
  public: {
    path: 'video-gallery',
    fields: ['id', 'url_video_gallery', 'description', 'thumbnail', 'created_at'],
    order: { field: 'created_at', sort: 'DESC' },
    limit: { default: 12, max: 48 },
    published: { where: { published: true } },
  },
});
