import { defineResource } from '../resource.js';

/**
 * The foundation's job openings. The site lists a vacancy once it is published and its publish moment
 * has come, dated by when it was written; an applicant writes to the foundation about it.
 */
export const jobVacancy = defineResource({
  name: 'job-vacancy',
  table: 'job_vacancies',
  title: { id: 'Lowongan Kerja', en: 'Job Vacancies' },
  menu: { module: 'master', path: '/job-vacancy' },
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
    description: {
      type: 'richtext',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'required',
      translate: true,
    },
    file_job_vacancies: {
      type: 'file',
      label: { id: 'Berkas Lowongan', en: 'Vacancy File' },
      rules: 'max:255',
      hint: { id: 'PDF atau gambar, di bawah 5 MB', en: 'PDF or picture, under 5 MB' },
      maxSizeMb: 5,
      accept: 'application/pdf,image/*',
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
    publish_at: { type: 'datetime', label: { id: 'Waktu Terbit', en: 'Publish At' }, sortable: true },
    created_by: {
      type: 'lookup',
      label: { id: 'Penulis', en: 'Author' },
      lookup: { resource: 'users', label: 'fullname' },
      author: true,
    },
  },
  public: {
    path: 'job-vacancy',
    fields: ['id', 'title', 'description', 'file_job_vacancies', 'created_by', 'publish_at', 'created_at'],
    // The list is dated by the moment a vacancy was written (site spec §7), so it is ordered by it too.
    order: { field: 'created_at', sort: 'DESC' },
    limit: { default: 10, max: 50 },
    published: { where: { published: true }, from: 'publish_at' },
    page: { path: '/about-working-t4t/{id}', title: 'title' },
  },
});
