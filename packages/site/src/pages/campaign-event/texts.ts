import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  events: {
    intro:
      'Program penanaman, kampanye lingkungan, dan pelatihan petani yang kami jalankan bersama mitra dan relawan.',
    list: 'Daftar program',
    categories: 'Kategori',
    resetFilter: 'Reset filter',
    searchLabel: 'Cari program',
    searchPlaceholder: 'Kata kunci…',
    search: 'Cari',
    searched: 'Hasil pencarian untuk “{{q}}”',
    pages: 'Halaman program',
    back: 'Kembali ke kampanye & acara',
  },
};

const en: typeof id = {
  events: {
    intro:
      'The planting programmes, environmental campaigns and farmer trainings we run with partners and volunteers.',
    list: 'Programmes',
    categories: 'Categories',
    resetFilter: 'Reset filter',
    searchLabel: 'Search programmes',
    searchPlaceholder: 'Keywords…',
    search: 'Search',
    searched: 'Search results for “{{q}}”',
    pages: 'Programme pages',
    back: 'Back to campaigns & events',
  },
};

addTexts({ id, en });
