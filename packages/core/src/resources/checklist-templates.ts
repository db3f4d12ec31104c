import { checklistKinds } from '../checklists.js';
import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';

/** The kinds of checklist, as a select's options. */
export const checklistKindOptions = Object.entries(checklistKinds).map(([value, label]) => ({
  value,
  label,
}));

/** The template version an appraisal follows, chosen among the published ones of its kind. */
export const checklistTemplateField = {
  type: 'lookup',
  label: { id: 'Templat Daftar Periksa', en: 'Checklist Template' },
  lookup: { resource: 'checklist-templates', label: 'title', select: true },
  hint: {
    id: 'Versi terbit terbaru dari jenis ini bila dikosongkan. Penilaian tetap memakai versi ini walau templat berubah.',
    en: 'The newest published version of this kind when left empty. The appraisal keeps this version whatever the template becomes.',
  },
} as const satisfies FieldInput;

/**
 * A version of an appraisal kind's checklist: its answer scale, elements with weighted criteria, levels
 * and score bands. A draft is edited; once published it is read-only, so that no past score changes, and
 * a change is a new version, started from a copy of one before it.
 */
export const checklistTemplates = defineResource({
  name: 'checklist-templates',
  table: 'checklist_templates',
  title: { id: 'Templat Daftar Periksa', en: 'Checklist Templates' },
  menu: { module: 'master', group: 'qhse', path: '/checklist-templates' },
  defaultOrder: { field: 'created_at', sort: 'DESC' },
  tasks: { publish: 'checklist-templates.publish' },
  fields: {
    kind: {
      type: 'select',
      label: { id: 'Jenis Penilaian', en: 'Appraisal Kind' },
      rules: 'required|max:16',
      options: checklistKindOptions,
      sortable: true,
    },
    version: {
      type: 'number',
      label: { id: 'Versi', en: 'Version' },
      hint: {
        id: 'Diberikan oleh server: versi berikutnya dari jenis ini.',
        en: 'Given by the server: the next version of its kind.',
      },
      form: false,
      serverFilled: true,
      sortable: true,
    },
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:150|no_html',
      searchable: true,
      sortable: true,
    },
    description: {
      type: 'textarea',
      label: { id: 'Keterangan', en: 'Description' },
      rules: 'max:2000|no_html',
    },
    based_on_id: {
      type: 'lookup',
      label: { id: 'Berdasarkan Versi', en: 'Based On Version' },
      lookup: { resource: 'checklist-templates', label: 'title', select: true },
      hint: {
        id: 'Isi daftar periksa disalin dari versi ini bila dikosongkan.',
        en: 'The checklist is copied from this version when left empty.',
      },
      list: false,
    },
    content: {
      type: 'checklist-template',
      serverFilled: true,
      label: { id: 'Daftar Periksa', en: 'Checklist' },
      hint: {
        id: 'Skala jawaban, elemen dan kriteria berbobot, tingkat, dan rentang nilai.',
        en: 'The answer scale, elements with weighted criteria, levels and score bands.',
      },
    },
    criteria_count: {
      type: 'number',
      label: { id: 'Jumlah Kriteria', en: 'Criteria' },
      form: false,
      serverFilled: true,
    },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|max:16',
      options: [
        { value: 'draft', label: { id: 'Draft', en: 'Draft' } },
        { value: 'published', label: { id: 'Terbit', en: 'Published' } },
        { value: 'retired', label: { id: 'Tidak Dipakai', en: 'Retired' } },
      ],
      form: false,
      sortable: true,
    },
    published_at: {
      type: 'datetime',
      label: { id: 'Terbit Pada', en: 'Published At' },
      form: false,
      list: false,
    },
  },
  workflow: {
    field: 'status',
    editableIn: ['draft'],
    lockedMessage: {
      id: 'Templat yang sudah terbit tidak dapat diubah; buat versi baru berdasarkan templat ini',
      en: 'A published template cannot be changed; make a new version based on it',
    },
    transitions: {
      publish: {
        label: { id: 'Terbitkan', en: 'Publish' },
        from: ['draft'],
        to: 'published',
        task: 'checklist-templates.publish',
        confirm: {
          id: 'Templat yang terbit tidak dapat diubah lagi dan dipakai untuk penilaian baru, lanjutkan?',
          en: 'A published template cannot be changed any more and is used by new appraisals, continue?',
        },
        done: { id: 'Templat diterbitkan', en: 'Template published' },
      },
      retire: {
        label: { id: 'Hentikan Pemakaian', en: 'Retire' },
        from: ['published'],
        to: 'retired',
        task: 'checklist-templates.publish',
        danger: true,
        done: {
          id: 'Templat tidak dipakai lagi untuk penilaian baru',
          en: 'Template no longer used by new appraisals',
        },
      },
    },
  },
});
