import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  partners: {
    intro: 'Perusahaan dan lembaga yang menanam pohon bersama kami.',
    details: 'Detail',
    detailsOf: 'Detail {{name}}',
    website: 'Situs Web',
    websiteOf: 'Situs web {{name}}',
    blog: 'Blog',
    blogOf: 'Blog {{name}}',
  },
};

const en: typeof id = {
  partners: {
    intro: 'Companies and institutions that plant trees with us.',
    details: 'Details',
    detailsOf: 'Details of {{name}}',
    website: 'Website',
    websiteOf: '{{name}} website',
    blog: 'Blog',
    blogOf: '{{name}} blog',
  },
};

addTexts({ id, en });
