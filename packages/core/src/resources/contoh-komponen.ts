import { defineResource } from '../resource.js';

const statuses = [
  { value: 'draft', label: { id: 'Draf', en: 'Draft' } },
  { value: 'active', label: { id: 'Aktif', en: 'Active' } },
  { value: 'finished', label: { id: 'Selesai', en: 'Finished' } },
];
const species = [
  { value: 'mahoni', label: { id: 'Mahoni', en: 'Mahogany' } },
  { value: 'sengon', label: { id: 'Sengon', en: 'Albizia' } },
  { value: 'jati', label: { id: 'Jati', en: 'Teak' } },
  { value: 'mangrove', label: { id: 'Mangrove', en: 'Mangrove' } },
];

/**
 * "Contoh Komponen": a module with a field of every input type, declared like any other. It shows
 * what the module engine can do and is what the engine's tests drive.
 */
export const contohKomponen = defineResource({
  name: 'contoh-komponen',
  title: { id: 'Contoh Komponen', en: 'Component Examples' },
  menu: { module: 'master', group: 'demo', path: '/contoh-komponen' },
  import: true,
  children: [{ resource: 'contoh-komponen-log', key: 'contoh_komponen_id' }],
  mappings: [
    {
      name: 'partners',
      title: { id: 'Mitra Terhubung', en: 'Linked Partners' },
      target: 'partners',
      label: 'company_name',
      table: 'contoh_komponen_partners',
      key: 'contoh_komponen_id',
      targetKey: 'partner_id',
      confirmOff: true,
    },
  ],
  fields: {
    name: {
      type: 'text',
      label: { id: 'Nama', en: 'Name' },
      rules: 'required|min:3|max:100',
      searchable: true,
      sortable: true,
    },
    email: { type: 'email', label: { id: 'Surel', en: 'Email' }, rules: 'max:255', sortable: true },
    code: { type: 'hidden', label: { id: 'Kode', en: 'Code' }, rules: 'max:40' },
    pin: { type: 'password', label: { id: 'PIN Rahasia', en: 'Secret PIN' } },
    phone: { type: 'tel', label: { id: 'Telepon', en: 'Phone' } },
    website: { type: 'url', label: { id: 'Situs Web', en: 'Website' }, rules: 'max:255' },
    color: { type: 'color', label: { id: 'Warna', en: 'Colour' } },
    quantity: {
      type: 'number',
      label: { id: 'Jumlah Pohon', en: 'Number of Trees' },
      rules: 'min_value:0|max_value:1000000',
      sortable: true,
    },
    height: { type: 'decimal', label: { id: 'Tinggi (m)', en: 'Height (m)' }, rules: 'min_value:0' },
    // Prices are seen and set only by those given the tasks: the engine's field permissions at work.
    price: {
      type: 'money',
      label: { id: 'Harga', en: 'Price' },
      sortable: true,
      read: 'contoh-komponen.price-read',
      write: 'contoh-komponen.price-write',
    },
    verified: { type: 'boolean', label: { id: 'Terverifikasi', en: 'Verified' } },
    planted_on: {
      type: 'date',
      label: { id: 'Tanggal Tanam', en: 'Planting Date' },
      rules: 'required',
      sortable: true,
    },
    reported_on: {
      type: 'date',
      label: { id: 'Tanggal Laporan', en: 'Report Date' },
      rules: 'lock-periode',
      hint: {
        id: 'Hanya tanggal dalam periode yang belum ditutup (cut-off tanggal 25).',
        en: 'Only dates in the period that is still open (cut-off on the 25th).',
      },
    },
    visited_at: { type: 'datetime', label: { id: 'Waktu Kunjungan', en: 'Visit Time' } },
    start_time: { type: 'time', label: { id: 'Jam Mulai', en: 'Start Time' } },
    season_year: { type: 'year', label: { id: 'Tahun Musim', en: 'Season Year' } },
    period_month: { type: 'month', label: { id: 'Bulan Periode', en: 'Period Month' } },
    period_week: { type: 'week', label: { id: 'Minggu Periode', en: 'Period Week' } },
    campaign_dates: { type: 'date-range', label: { id: 'Masa Kampanye', en: 'Campaign Dates' } },
    shift_window: { type: 'datetime-range', label: { id: 'Jadwal Shift', en: 'Shift Window' } },
    working_hours: { type: 'time-range', label: { id: 'Jam Kerja', en: 'Working Hours' } },
    project_years: { type: 'year-range', label: { id: 'Tahun Proyek', en: 'Project Years' } },
    report_months: { type: 'month-range', label: { id: 'Bulan Laporan', en: 'Report Months' } },
    survey_weeks: { type: 'week-range', label: { id: 'Minggu Survei', en: 'Survey Weeks' } },
    location: { type: 'map', label: { id: 'Lokasi', en: 'Location' } },
    notes: { type: 'textarea', label: { id: 'Catatan', en: 'Notes' }, rules: 'max:2000', searchable: true },
    story: { type: 'richtext', label: { id: 'Cerita', en: 'Story' }, rules: 'max:20000' },
    photo: { type: 'image', label: { id: 'Foto', en: 'Photo' }, rules: 'max:255', maxSizeMb: 1 },
    document: {
      type: 'file',
      label: { id: 'Dokumen', en: 'Document' },
      rules: 'max:255',
      maxSizeMb: 5,
      accept: '.pdf,.xlsx,.csv,.doc,.docx,image/*',
    },
    gallery: { type: 'images', label: { id: 'Galeri Foto', en: 'Photo Gallery' }, maxSizeMb: 1 },
    videos: {
      type: 'videos',
      label: { id: 'Video', en: 'Videos' },
      maxSizeMb: 5,
      maxFiles: 2,
      accept: 'video/*',
    },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required',
      options: statuses,
      sortable: true,
    },
    priority: {
      type: 'radio',
      label: { id: 'Prioritas', en: 'Priority' },
      options: [
        { value: '1', label: { id: 'Rendah', en: 'Low' } },
        { value: '2', label: { id: 'Sedang', en: 'Medium' } },
        { value: '3', label: { id: 'Tinggi', en: 'High' } },
      ],
    },
    species: {
      type: 'select-multiple',
      label: { id: 'Jenis Pohon', en: 'Tree Species' },
      options: species,
      allowAdd: true,
    },
    activities: {
      type: 'checkbox',
      label: { id: 'Kegiatan', en: 'Activities' },
      options: [
        { value: 'nursery', label: { id: 'Pembibitan', en: 'Nursery' } },
        { value: 'planting', label: { id: 'Penanaman', en: 'Planting' } },
        { value: 'monitoring', label: { id: 'Pemantauan', en: 'Monitoring' } },
      ],
    },
    partner_id: {
      type: 'lookup',
      label: { id: 'Mitra', en: 'Partner' },
      lookup: { resource: 'partners', label: 'company_name' },
    },
    sponsor_id: {
      type: 'lookup-radio',
      label: { id: 'Sponsor', en: 'Sponsor' },
      lookup: { resource: 'partners', label: 'company_name' },
    },
    supporter_ids: {
      type: 'lookup-checkbox',
      label: { id: 'Pendukung', en: 'Supporters' },
      lookup: { resource: 'partners', label: 'company_name' },
    },
    plantings: {
      type: 'slave',
      label: { id: 'Penanaman', en: 'Plantings' },
      fields: {
        species: {
          type: 'select',
          label: { id: 'Jenis', en: 'Species' },
          rules: 'required',
          options: species,
        },
        count: {
          type: 'number',
          label: { id: 'Jumlah', en: 'Count' },
          rules: 'required|min_value:1',
        },
        planted_on: { type: 'date', label: { id: 'Tanggal', en: 'Date' } },
      },
    },
  },
});
