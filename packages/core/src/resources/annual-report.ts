import { defineResource } from '../resource.js';

/** The foundation's annual reports: a cover, a short description and the report as a PDF to download. */
export const annualReport = defineResource({
  name: 'annual-report',
  table: 'annual_reports',
  title: { id: 'Laporan Tahunan', en: 'Annual Reports' },
  menu: { module: 'master', path: '/annual-report' },
  defaultOrder: { field: 'created_at', sort: 'DESC' },
  fields: {
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    descriptions: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:2000',
      translate: true,
    },
    file_cover_annual_reports: {
      type: 'image',
      label: { id: 'Sampul', en: 'Cover' },
      rules: 'required|max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    file_annual_reports: {
      type: 'file',
      label: { id: 'Berkas Laporan (PDF)', en: 'Report File (PDF)' },
      rules: 'required|max:255',
      maxSizeMb: 10,
      accept: 'application/pdf',
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
  },
  public: {
    path: 'annual-reports',
    fields: ['id', 'title', 'descriptions', 'file_cover_annual_reports', 'file_annual_reports', 'created_at'],
    order: { field: 'created_at', sort: 'DESC' },
    published: { where: { published: true } },
  },
});
