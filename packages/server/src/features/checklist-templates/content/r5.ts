import type { ChecklistCriterion } from '@rimba/core';
import { element, passMin, scoreBands } from './common.js';
import type { ChecklistTemplateSeed } from './types.js';

/** An item coded element.number; weight 2 where a lapse endangers people or the environment. */
const c = (code: string, id: string, en: string, weight: 1 | 2 = 1): ChecklistCriterion => ({
  code,
  text: { id, en },
  weight,
});

/** Workplace order and cleanliness in nurseries, stores, field camps and offices, on the five R. */
export const r5Template: ChecklistTemplateSeed = {
  kind: '5r',
  title: '5R Persemaian, Gudang, Kamp dan Kantor',
  description:
    'Penilaian kerapian dan kebersihan tempat kerja menurut Ringkas, Rapi, Resik, Rawat dan Rajin, dengan nilai 0–4 untuk setiap butir.',
  content: {
    scale: [
      { value: '0', label: { id: 'Tidak dilakukan', en: 'Not done' }, points: 0, finding: true },
      { value: '1', label: { id: 'Buruk', en: 'Bad' }, points: 1, finding: true },
      { value: '2', label: { id: 'Cukup', en: 'Fair' }, points: 2, finding: false },
      { value: '3', label: { id: 'Baik', en: 'Good' }, points: 3, finding: false },
      { value: '4', label: { id: 'Sangat baik', en: 'Very good' }, points: 4, finding: false },
    ],
    elements: [
      element('1', 'Ringkas', 'Sort', [
        c(
          '1.1',
          'Barang yang tidak diperlukan (polybag sobek, alat patah, bibit mati) disingkirkan dari area kerja.',
          'Unneeded items (torn polybags, broken tools, dead seedlings) are cleared from the work area.',
        ),
        c(
          '1.2',
          'Ada area penampungan berlabel (tag merah) untuk barang yang menunggu keputusan dibuang atau disimpan.',
          'A labelled red-tag area holds items awaiting a decision to discard or keep.',
        ),
        c(
          '1.3',
          'Bahan kimia kedaluwarsa atau tidak terpakai dipisahkan dan diserahkan untuk dimusnahkan dengan aman.',
          'Expired or unused chemicals are set apart and handed over for safe disposal.',
          2,
        ),
        c(
          '1.4',
          'Dokumen dan berkas usang di kantor dan kamp diarsipkan atau dimusnahkan.',
          'Outdated documents and files at the office and camp are archived or destroyed.',
        ),
        c(
          '1.5',
          'Stok media, benih dan pupuk sesuai kebutuhan, tanpa penumpukan berlebih.',
          'Stocks of media, seed and fertiliser match the need, without surplus piling up.',
        ),
        c(
          '1.6',
          'Gang dan jalur di persemaian dan gudang bebas dari barang yang menghalangi.',
          'Aisles and paths in nurseries and stores are free of obstructions.',
        ),
        c(
          '1.7',
          'Sampah dipilah (organik, plastik, B3) ke tempat sampah berlabel.',
          'Waste is sorted (organic, plastic, hazardous) into labelled bins.',
        ),
      ]),
      element('2', 'Rapi', 'Set in order', [
        c(
          '2.1',
          'Setiap alat punya tempat tetap yang ditandai label atau gambar bayangan.',
          'Every tool has a fixed place marked with a label or a shadow outline.',
        ),
        c(
          '2.2',
          'Bedeng bibit diberi papan nama jenis, batch dan tanggal semai yang mudah dibaca.',
          'Seedling beds carry readable boards with species, batch and sowing date.',
        ),
        c(
          '2.3',
          'Pestisida, pupuk dan bahan bakar disimpan di lemari atau ruang terpisah yang terkunci dan berlabel.',
          'Pesticides, fertilisers and fuel are kept in separate locked and labelled cabinets or rooms.',
          2,
        ),
        c(
          '2.4',
          'Barang yang sering dipakai diletakkan paling dekat dengan tempat kerjanya.',
          'Items in frequent use are kept closest to where they are used.',
        ),
        c(
          '2.5',
          'Alat pemadam api, kotak P3K dan jalur evakuasi ditandai jelas dan tidak terhalang.',
          'Fire extinguishers, first-aid kits and escape routes are clearly marked and unobstructed.',
          2,
        ),
        c(
          '2.6',
          'Berkas dan catatan kantor tersusun dalam map berlabel sehingga mudah ditemukan.',
          'Office files and records sit in labelled folders so they are easy to find.',
        ),
        c(
          '2.7',
          'Logistik kamp lapangan (tenda, makanan, air, perlengkapan) tersimpan di tempat yang ditentukan.',
          'Field camp supplies (tents, food, water, gear) are stored in their assigned places.',
        ),
      ]),
      element('3', 'Resik', 'Shine', [
        c(
          '3.1',
          'Lantai, meja kerja dan bedeng bersih dari tanah, sisa media dan sampah.',
          'Floors, workbenches and beds are clean of soil, spilled media and litter.',
        ),
        c(
          '3.2',
          'Alat dibersihkan setelah dipakai dan disimpan dalam keadaan kering.',
          'Tools are cleaned after use and put away dry.',
        ),
        c(
          '3.3',
          'Alat semprot dibilas di tempat yang ditentukan, jauh dari saluran dan sungai.',
          'Sprayers are rinsed at a designated spot, away from drains and streams.',
          2,
        ),
        c(
          '3.4',
          'Saluran drainase persemaian tidak tersumbat dan tidak ada genangan air.',
          'Nursery drains are clear and there is no standing water.',
        ),
        c(
          '3.5',
          'Toilet, dapur dan tempat cuci di kamp bersih dan airnya tersedia.',
          'Camp toilets, kitchen and washing areas are clean and have water.',
        ),
        c(
          '3.6',
          'Jadwal dan pembagian tugas kebersihan dipasang dan dijalankan.',
          'A cleaning schedule and roster is posted and followed.',
        ),
        c(
          '3.7',
          'Kerusakan yang ditemukan saat membersihkan (bocor, karat, kabel terkelupas) dilaporkan.',
          'Defects found while cleaning (leaks, rust, bare wires) are reported.',
        ),
      ]),
      element('4', 'Rawat', 'Standardise', [
        c(
          '4.1',
          'Standar Ringkas, Rapi dan Resik ditulis dan dipasang di setiap area.',
          'Standards for Sort, Set in order and Shine are written down and posted in each area.',
        ),
        c(
          '4.2',
          'Foto kondisi standar dipasang sebagai acuan bagi pekerja.',
          'Photos of the standard condition are posted as a reference for workers.',
        ),
        c(
          '4.3',
          'Penanggung jawab setiap area ditetapkan dan namanya dipasang.',
          'Someone is in charge of each area and their name is posted.',
        ),
        c(
          '4.4',
          'Pemeriksaan 5R rutin memakai daftar periksa yang sama di semua lokasi.',
          'Routine 5R checks use the same checklist at every site.',
        ),
        c(
          '4.5',
          'Kode warna dan label yang seragam dipakai untuk bahan, limbah dan jalur.',
          'Uniform colour codes and labels are used for materials, waste and walkways.',
        ),
        c(
          '4.6',
          'Temuan pemeriksaan 5R sebelumnya sudah diperbaiki.',
          'Findings of the previous 5R check have been put right.',
        ),
      ]),
      element('5', 'Rajin', 'Sustain', [
        c(
          '5.1',
          'Pekerja memahami 5R dan menerapkannya tanpa perlu diingatkan.',
          'Workers understand 5R and apply it without being reminded.',
        ),
        c(
          '5.2',
          'Kegiatan 5R singkat dilakukan setiap akhir hari atau minggu kerja.',
          'A short 5R routine is done at the end of each working day or week.',
        ),
        c(
          '5.3',
          'Pekerja baru dan relawan mendapat pengenalan 5R.',
          'New workers and volunteers get an introduction to 5R.',
        ),
        c(
          '5.4',
          'Pimpinan lokasi ikut memeriksa 5R dan memberi umpan balik.',
          'Site leaders join the 5R checks and give feedback.',
        ),
        c(
          '5.5',
          'Hasil 5R dipajang dan area terbaik mendapat penghargaan.',
          '5R results are displayed and the best area is recognised.',
        ),
        c(
          '5.6',
          'Pekerja mengusulkan perbaikan dan usulannya ditindaklanjuti.',
          'Workers suggest improvements and their suggestions are acted on.',
        ),
      ]),
    ],
    bands: scoreBands,
    passMin,
  },
};
