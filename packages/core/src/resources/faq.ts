import { defineResource } from '../resource.js';

export const faq = defineResource({
  name: 'faq',
  table: 'faqs',
  title: { id: 'FAQ', en: 'FAQ' },
  import: true,
  menu: { module: 'master', path: '/faq' },
  fields: {
    question: {
      type: 'text',
      label: { id: 'Pertanyaan', en: 'Question' },
      rules: 'required|max:500',
      searchable: true,
      sortable: true,
      translate: true,
    },
    answer: {
      type: 'textarea',
      label: { id: 'Jawaban', en: 'Answer' },
      rules: 'required|max:10000',
      searchable: true,
      translate: true,
    },
  },
  public: { path: 'faq', fields: ['id', 'question', 'answer'], order: { field: 'id', sort: 'ASC' } },
});
