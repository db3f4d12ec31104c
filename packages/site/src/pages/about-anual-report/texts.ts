import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  annualReports: {
    intro: 'Laporan kegiatan dan keuangan kami dari tahun ke tahun.',
    download: 'Unduh',
    downloadLabel: 'Unduh {{type}}: {{title}}',
  },
};

const en: typeof id = {
  annualReports: {
    intro: 'Our work and finances, year by year.',
    download: 'Download',
    downloadLabel: 'Download {{type}}: {{title}}',
  },
};

addTexts({ id, en });
