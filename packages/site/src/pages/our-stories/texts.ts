import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  stories: {
    newsIntro: 'Kabar terbaru dari penanaman, kebun bibit, dan petani mitra kami.',
    publicationsIntro: 'Panduan, laporan, dan kajian yang dapat Anda unduh.',
    pages: 'Halaman cerita',
    download: 'Unduh',
    backToNews: 'Kembali ke berita',
    by: 'oleh {{name}}',
  },
};

const en: typeof id = {
  stories: {
    newsIntro: 'The latest from our plantings, our nurseries and our partner farmers.',
    publicationsIntro: 'Guides, reports and studies to download.',
    pages: 'Story pages',
    download: 'Download',
    backToNews: 'Back to the news',
    by: 'by {{name}}',
  },
};

addTexts({ id, en });
