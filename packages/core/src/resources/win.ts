import { defineResource } from '../resource.js';

/**
 * A tree code (WIN) the foundation has issued: to whom, for how many trees, the donation it thanks for,
 * and a message its public page shows. The plantings under a code are the trees that carry it; its growth
 * reports are its details (`win-details`). The code marked as the sample is the one the tree tracker shows
 * visitors who have no code of their own.
 */
export const win = defineResource({
  name: 'win',
  table: 'wins',
  title: { id: 'WIN', en: 'WIN' },
  menu: { module: 'setting', group: 'cms', path: '/win' },
  defaultOrder: { field: 'issued_date', sort: 'DESC' },
  children: [{ resource: 'win-details', key: 'win_id' }],
  fields: {
    win_code: {
      type: 'text',
      label: { id: 'Kode Pohon (WIN)', en: 'Tree Code (WIN)' },
      rules: 'required|max:32|regex:^[A-Z0-9-]+$',
      hint: {
        id: 'Kode yang sama dengan kode pada data pohon, misalnya W1A2B3C4D.',
        en: "The same code as the trees' records carry, e.g. W1A2B3C4D.",
      },
      searchable: 'exact',
      sortable: true,
    },
    sponsor_name: {
      type: 'text',
      label: { id: 'Nama Donatur', en: 'Sponsor Name' },
      rules: 'required|max:255',
      hint: {
        id: 'Tampil di halaman publik kode ini ("Ditanam untuk …"): tulis seperti yang disetujui donatur.',
        en: 'Shown on the code\'s public page ("Planted for …"): write it as the sponsor agreed.',
      },
      searchable: true,
      sortable: true,
    },
    donation_id: {
      type: 'lookup',
      label: { id: 'Donasi', en: 'Donation' },
      hint: {
        id: 'Sertifikat donasi ini akan menautkan halaman pohon.',
        en: "This donation's certificate will link to the tree's page.",
      },
      lookup: { resource: 'donation-detail', label: 'reference' },
    },
    qty_trees: {
      type: 'number',
      label: { id: 'Jumlah Pohon', en: 'Number of Trees' },
      rules: 'required|min_value:1|max_value:1000000',
    },
    issued_date: {
      type: 'date',
      label: { id: 'Tanggal Terbit', en: 'Issued On' },
      rules: 'required',
      sortable: true,
    },
    message: {
      type: 'textarea',
      label: { id: 'Pesan di Halaman Pohon', en: "Message on the Tree's Page" },
      rules: 'max:1000',
      translate: true,
    },
    is_sample: {
      type: 'boolean',
      label: { id: 'Contoh di Lacak Pohon', en: 'Sample on Track Trees' },
      hint: {
        id: 'Ditampilkan kepada pengunjung yang belum punya kode. Hanya satu kode yang menjadi contoh.',
        en: 'Shown to visitors without a code of their own. Only one code is the sample.',
      },
    },
  },
});
