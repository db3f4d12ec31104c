import { defineResource } from '../resource.js';

/**
 * The blog's articles. The site shows an article once it is published and its publish moment has come;
 * one written for a later day stays hidden until then.
 */
export const article = defineResource({
  name: 'article',
  table: 'articles',
  title: { id: 'Artikel', en: 'Articles' },
  menu: { module: 'setting', group: 'cms', path: '/article' },
  defaultOrder: { field: 'publish_at', sort: 'DESC' },
  children: [
    { resource: 'article-photos', key: 'article_id' },
    { resource: 'article-comment', key: 'article_id' },
  ],
  fields: {
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    // Made from the title when left empty; a letter in it tells it apart from an id in the address.
    slug: {
      type: 'text',
      label: { id: 'Slug', en: 'Slug' },
      rules: 'max:255|regex:^(?=[a-z0-9-]*[a-z])[a-z0-9]+(-[a-z0-9]+)*$',
      hint: {
        id: 'Alamat artikel di situs, mis. menanam-mangrove; dibuat dari judul bila kosong',
        en: 'The article’s address on the site, e.g. planting-mangroves; made from the title when empty',
      },
      list: false,
    },
    meta_description: {
      type: 'textarea',
      label: { id: 'Deskripsi Meta', en: 'Meta Description' },
      rules: 'max:300',
      translate: true,
    },
    description: {
      type: 'richtext',
      label: { id: 'Isi Artikel', en: 'Content' },
      rules: 'required',
      translate: true,
    },
    file_article: {
      type: 'image',
      label: { id: 'Gambar Artikel', en: 'Article Image' },
      rules: 'max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    article_category_id: {
      type: 'lookup',
      label: { id: 'Kategori', en: 'Category' },
      rules: 'required',
      lookup: { resource: 'article-categories', label: 'category_name', select: true },
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
    // Set to the moment of creation when left empty.
    publish_at: {
      type: 'datetime',
      label: { id: 'Waktu Terbit', en: 'Publish At' },
      sortable: true,
    },
  },
  public: {
    path: 'article',
    fields: [
      'id',
      'title',
      'slug',
      'meta_description',
      'description',
      'file_article',
      'article_category_id',
      'publish_at',
      'created_at',
    ],
    order: { field: 'publish_at', sort: 'DESC' },
    limit: { default: 10, max: 50 },
    filters: ['article_category_id'],
    slug: 'slug',
    published: { where: { published: true }, from: 'publish_at' },
    page: {
      path: '/blog/{slug}',
      title: 'title',
      summary: 'meta_description',
      feed: { id: 'Blog Rimba', en: 'Rimba Blog' },
    },
    children: [
      {
        key: 'article_file_photo',
        resource: 'article-photos',
        via: 'article_id',
        fields: ['id', 'file_article_file_photo', 'caption'],
        order: { field: 'sort_order', sort: 'ASC' },
      },
    ],
  },
});
