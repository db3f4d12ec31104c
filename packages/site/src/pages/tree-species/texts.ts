import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  treeSpecies: {
    intro:
      'Pohon yang kami tanam bersama petani mitra: pohon kayu, pohon buah, pohon serbaguna dan mangrove.',
    pages: 'Halaman jenis pohon',
    back: 'Kembali ke jenis pohon',
  },
};

const en: typeof id = {
  treeSpecies: {
    intro:
      'The trees we plant with our partner farmers: timber trees, fruit trees, multipurpose trees and mangroves.',
    pages: 'Tree species pages',
    back: 'Back to the tree species',
  },
};

addTexts({ id, en });
