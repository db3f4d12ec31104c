import { defineResource } from '../resource.js';

/**
 * The editors' published selection of a tree code's growth reports: an approved growth report of a
 * planting the code's trees belong to, with a caption of the editors' own. What the report measured, its
 * date, its verification and its public photos come from the report itself, never typed again, so the
 * approved reports stay the one source of a tree's growth. A code's public page (/tree/{WIN}) shows the
 * published ones, newest report first.
 */
export const winDetails = defineResource({
  name: 'win-details',
  table: 'win_details',
  title: { id: 'Detail WIN', en: 'WIN Details' },
  menu: { module: 'setting', group: 'cms', path: '/win-details' },
  defaultOrder: { field: 'id', sort: 'DESC' },
  fields: {
    win_id: {
      type: 'lookup',
      label: { id: 'Kode Pohon (WIN)', en: 'Tree Code (WIN)' },
      rules: 'required',
      lookup: { resource: 'win', label: 'win_code' },
      searchable: true,
    },
    report_growth_id: {
      type: 'lookup',
      label: { id: 'Laporan Pertumbuhan', en: 'Growth Report' },
      rules: 'required',
      lookup: { resource: 'report-growth', label: 'report_date', select: true },
      hint: {
        id: 'Laporan pertumbuhan yang sudah disetujui dari penanaman pohon kode ini: tinggi, diameter, daya hidup dan fotonya tampil di halaman pohon.',
        en: "An approved growth report of the planting the code's trees belong to: its height, diameter, survival and photos show on the tree's page.",
      },
    },
    note: {
      type: 'textarea',
      label: { id: 'Keterangan', en: 'Caption' },
      hint: {
        id: 'Kalimat redaksi yang menyertai laporan di halaman pohon.',
        en: "The editors' words that go with the report on the tree's page.",
      },
      rules: 'max:1000',
      translate: true,
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
  },
});
