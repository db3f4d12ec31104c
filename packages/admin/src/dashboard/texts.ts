import i18n from 'i18next';

/** Texts of the WIN map (Peta WIN), added when the page loads. */
const id = {
  winMap: {
    label: 'Peta proyek dan pohon',
    projects: '{count} proyek di peta',
    trees: 'Kelompok pohon',
    detail: 'Lihat detail proyek',
    department: 'Departemen',
    group: '{count} proyek di tempat ini',
    noPlace: '{count} proyek belum punya lokasi',
    loading: 'Memuat peta…',
    noWebgl: 'Peta tidak dapat ditampilkan di browser ini.',
  },
};

const en: typeof id = {
  winMap: {
    label: 'Map of projects and trees',
    projects: '{count} projects on the map',
    trees: 'Tree clusters',
    detail: 'Open the project',
    department: 'Department',
    group: '{count} projects at this place',
    noPlace: '{count} projects have no place yet',
    loading: 'Loading the map…',
    noWebgl: 'The map cannot be shown in this browser.',
  },
};

i18n.addResourceBundle('id', 'translation', id, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
