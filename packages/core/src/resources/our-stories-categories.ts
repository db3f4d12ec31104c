import { defineResource } from '../resource.js';

/**
 * What kind of story a story is. The site asks for its lists by these rows' ids: 1 is the news, 2 the
 * publications (site spec §3), as the demo content creates them.
 */
export const ourStoriesCategories = defineResource({
  name: 'our-stories-categories',
  table: 'our_stories_categories',
  title: { id: 'Kategori Cerita Kami', en: 'Our Stories Categories' },
  menu: { module: 'master', path: '/our-stories-categories' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    category_name: {
      type: 'text',
      label: { id: 'Nama Kategori', en: 'Category Name' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
      translate: true,
    },
  },
});
