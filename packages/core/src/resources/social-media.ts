import { defineResource } from '../resource.js';

/** The foundation's social media accounts, linked from the site in their order. */
export const socialMedia = defineResource({
  name: 'social-media',
  table: 'social_media',
  title: { id: 'Media Sosial', en: 'Social Media' },
  menu: { module: 'master', path: '/social-media' },
  defaultOrder: { field: 'sort_order', sort: 'ASC' },
  fields: {
    social_media_name: {
      type: 'text',
      label: { id: 'Nama', en: 'Name' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
    },
    url: { type: 'url', label: { id: 'Tautan', en: 'Link' }, rules: 'required|max:255' },
    // Chosen from the icons the site draws, never uploaded.
    icon: {
      type: 'select',
      label: { id: 'Ikon', en: 'Icon' },
      rules: 'required|max:32',
      options: [
        { value: 'instagram', label: { id: 'Instagram', en: 'Instagram' } },
        { value: 'facebook', label: { id: 'Facebook', en: 'Facebook' } },
        { value: 'x', label: { id: 'X (Twitter)', en: 'X (Twitter)' } },
        { value: 'youtube', label: { id: 'YouTube', en: 'YouTube' } },
        { value: 'linkedin', label: { id: 'LinkedIn', en: 'LinkedIn' } },
        { value: 'tiktok', label: { id: 'TikTok', en: 'TikTok' } },
      ],
    },
    sort_order: {
      type: 'number',
      label: { id: 'Urutan', en: 'Order' },
      rules: 'min_value:0|max_value:1000',
      sortable: true,
    },
  },
  public: {
    path: 'social-media',
    fields: ['id', 'social_media_name', 'url', 'icon'],
    order: { field: 'sort_order', sort: 'ASC' },
    limit: { default: 20, max: 20 },
  },
});
