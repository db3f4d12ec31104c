import { defineResource } from '../resource.js';

/**
 * How many visitors read an article, per day and country: the site reports each reading, and a visitor
 * counts once per article and day.
 */
export const articleVisitors = defineResource({
  name: 'article-visitors',
  table: 'article_visitors',
  title: { id: 'Pengunjung Artikel', en: 'Article Visitors' },
  menu: { module: 'master', group: 'article', path: '/article-visitors' },
  actions: ['read'],
  defaultOrder: { field: 'visitor_date', sort: 'DESC' },
  fields: {
    article_id: {
      type: 'lookup',
      label: { id: 'Artikel', en: 'Article' },
      rules: 'required',
      lookup: { resource: 'article', label: 'title' },
    },
    visitor_date: { type: 'date', label: { id: 'Tanggal', en: 'Date' }, rules: 'required', sortable: true },
    // The country the site names; "Unknown" when it names none.
    visitor_location: {
      type: 'text',
      label: { id: 'Negara', en: 'Country' },
      rules: 'max:100',
      searchable: true,
      sortable: true,
    },
    visitor_amount: {
      type: 'number',
      label: { id: 'Jumlah Pengunjung', en: 'Visitors' },
      rules: 'required|min_value:0',
      sortable: true,
    },
  },
  // Staff read the counts by article and country: the visitors of every day of the period added up.
  summaries: [
    {
      name: 'by-article-country',
      title: { id: 'Per Artikel dan Negara', en: 'By Article and Country' },
      groupBy: ['article_id', 'visitor_location'],
      sum: 'visitor_amount',
      period: 'visitor_date',
    },
  ],
  publicWrite: {
    path: 'article-visitor',
    fields: ['article_id', 'visitor_location'],
    rateLimit: { max: 60, minutes: 1 },
    maxBodyKb: 2,
  },
});
