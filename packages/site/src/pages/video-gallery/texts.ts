import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  videos: {
    intro: 'Kisah penanaman, petani mitra dan kebun bibit kami dalam video.',
    pages: 'Halaman galeri video',
    play: 'Putar video: {{title}}',
    watch: 'Tonton di {{host}}: {{title}}',
    site: 'situs video',
  },
};

const en: typeof id = {
  videos: {
    intro: 'Stories of our plantings, partner farmers and nurseries on video.',
    pages: 'Video gallery pages',
    play: 'Play video: {{title}}',
    watch: 'Watch on {{host}}: {{title}}',
    site: 'the video site',
  },
};

addTexts({ id, en });
