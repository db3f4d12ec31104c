import { reportDateField } from '../field-reports.js';
import { defineResource } from '../resource.js';

/**
 * A growth report of a tree code's trees from the field: when it was made, how tall and thick the trees
 * have grown, how many survive, a photo and a note. A code's public page (/tree/{WIN}) shows its reports,
 * newest first, once published.
 */
export const winDetails = defineResource({
  name: 'win-details',
  table: 'win_details',
  title: { id: 'Detail WIN', en: 'WIN Details' },
  menu: { module: 'setting', group: 'cms', path: '/win-details' },
  defaultOrder: { field: 'report_date', sort: 'DESC' },
  fields: {
    win_id: {
      type: 'lookup',
      label: { id: 'Kode Pohon (WIN)', en: 'Tree Code (WIN)' },
      rules: 'required',
      lookup: { resource: 'win', label: 'win_code' },
      searchable: true,
    },
    report_date: reportDateField,
    height_cm: {
      type: 'number',
      label: { id: 'Tinggi (cm)', en: 'Height (cm)' },
      rules: 'min_value:0|max_value:10000',
    },
    diameter_mm: {
      type: 'number',
      label: { id: 'Diameter (mm)', en: 'Diameter (mm)' },
      rules: 'min_value:0|max_value:10000',
    },
    survival_percent: {
      type: 'number',
      label: { id: 'Tumbuh Hidup (%)', en: 'Survival (%)' },
      rules: 'min_value:0|max_value:100',
    },
    file_photo: {
      type: 'image',
      label: { id: 'Foto', en: 'Photo' },
      rules: 'max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    note: {
      type: 'textarea',
      label: { id: 'Catatan', en: 'Note' },
      rules: 'max:1000',
      translate: true,
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
  },
});
