import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  gallery: {
    intro: 'Potret kegiatan kami bersama petani, relawan dan sekolah: dari kebun bibit sampai penanaman.',
    pages: 'Halaman galeri foto',
    photoCount: '{{count}} foto',
    back: 'Kembali ke galeri foto',
    photos: 'Foto dalam album ini',
    photoNumber: 'Foto {{number}} dari {{count}}',
  },
};

const en: typeof id = {
  gallery: {
    intro: 'Moments of our work with farmers, volunteers and schools: from the nursery to the planting.',
    pages: 'Photo gallery pages',
    photoCount: '{{count}} photos',
    back: 'Back to the photo gallery',
    photos: 'Photos in this album',
    photoNumber: 'Photo {{number}} of {{count}}',
  },
};

addTexts({ id, en });
