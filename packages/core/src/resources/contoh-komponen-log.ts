import { defineResource } from '../resource.js';

/** Activity log of a "Contoh Komponen" row: the child module shown as a tab of its detail. */
export const contohKomponenLog = defineResource({
  name: 'contoh-komponen-log',
  table: 'contoh_komponen_logs',
  title: { id: 'Catatan Kegiatan', en: 'Activity Log' },
  menu: { module: 'master', group: 'demo', path: '/contoh-komponen-log' },
  defaultOrder: { field: 'logged_on', sort: 'DESC' },
  fields: {
    contoh_komponen_id: {
      type: 'lookup',
      label: { id: 'Contoh Komponen', en: 'Component Example' },
      rules: 'required',
      lookup: { resource: 'contoh-komponen', label: 'name', select: true },
    },
    logged_on: { type: 'date', label: { id: 'Tanggal', en: 'Date' }, rules: 'required', sortable: true },
    activity: {
      type: 'select',
      label: { id: 'Kegiatan', en: 'Activity' },
      rules: 'required',
      options: [
        { value: 'nursery', label: { id: 'Pembibitan', en: 'Nursery' } },
        { value: 'planting', label: { id: 'Penanaman', en: 'Planting' } },
        { value: 'monitoring', label: { id: 'Pemantauan', en: 'Monitoring' } },
      ],
    },
    note: {
      type: 'textarea',
      label: { id: 'Catatan', en: 'Note' },
      rules: 'required|max:1000',
      searchable: true,
      list: true,
    },
  },
});
