import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  about: {
    title: 'Tentang Kami',
    lead: 'Kami memulihkan hutan Indonesia dengan cara yang menguntungkan petani: pohon yang mereka tanam menjaga air dan tanah, dan buahnya menambah penghasilan keluarga.',
    text: 'Sejak 2007 bibit dari kebun bibit kami ditanam dan dirawat oleh petani mitra di lahan mereka sendiri. Setiap pohon dicatat dengan kode WIN dan titik koordinatnya, sehingga donatur dapat melacak pohonnya di peta.',
    timelineTitle: 'Perjalanan Kami',
    teamTitle: 'Tim Kami',
    teamIntro: 'Orang-orang yang menanam, merawat dan mengelola program Rimba.',
  },
};

const en: typeof id = {
  about: {
    title: 'About Us',
    lead: 'We restore Indonesia’s forests in a way that pays farmers: the trees they plant keep water and soil, and their fruit adds to the family’s income.',
    text: 'Since 2007, seedlings from our nurseries have been planted and tended by partner farmers on their own land. Every tree is recorded with its WIN code and coordinates, so donors can track their tree on the map.',
    timelineTitle: 'Our Journey',
    teamTitle: 'Our Team',
    teamIntro: 'The people who plant, tend and run the Rimba programme.',
  },
};

addTexts({ id, en });
