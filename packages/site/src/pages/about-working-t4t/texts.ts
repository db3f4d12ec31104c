import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  jobs: {
    intro: 'Bergabunglah dengan kami menanam pohon bersama petani Indonesia.',
    pages: 'Halaman lowongan',
    readMore: 'Baca Selengkapnya',
    applyJob: 'Apply Job',
    applyHint: 'Kirim lamaran dan riwayat hidup Anda ke {{email}}.',
    download: 'Unduh berkas ({{type}})',
    backToJobs: 'Kembali ke lowongan',
    by: 'oleh {{name}}',
  },
};

const en: typeof id = {
  jobs: {
    intro: 'Join us in planting trees with Indonesian farmers.',
    pages: 'Vacancy pages',
    readMore: 'Read More',
    applyJob: 'Apply Job',
    applyHint: 'Send your application and CV to {{email}}.',
    download: 'Download file ({{type}})',
    backToJobs: 'Back to the vacancies',
    by: 'by {{name}}',
  },
};

addTexts({ id, en });
