import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  faq: {
    intro: 'Jawaban atas pertanyaan yang sering diajukan tentang Rimba dan program penanaman pohon kami.',
  },
};

const en: typeof id = {
  faq: {
    intro: 'Answers to frequently asked questions about Rimba and our tree-planting programme.',
  },
};

addTexts({ id, en });
