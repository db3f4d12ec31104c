import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  getInvolved: {
    intro:
      'Ingin menanam bersama kami, bermitra, atau meneliti? Ceritakan kepada kami, dan tim kami akan menghubungi Anda.',
    formLabel: 'Formulir ikut terlibat',
    fields: {
      category_get_involved_id: 'Kategori',
      get_involved_name: 'Nama',
      email: 'Email',
      phone: 'Telepon',
      country: 'Negara',
      question: 'Pertanyaan',
    },
    // The spec's placeholders, word for word in both languages.
    placeholders: {
      get_involved_name: 'Enter your name',
      email: 'Enter your email',
      phone: 'Enter your phone number',
      country: 'Enter your country',
      question: 'Enter your question',
    },
    chooseCategory: 'Pilih kategori',
    required: '{{field}} harus diisi',
    submit: 'Kirim',
    sending: 'Mengirim…',
    reset: 'Reset',
    successTitle: 'Success',
    successText: 'Success',
  },
};

const en: typeof id = {
  getInvolved: {
    intro:
      'Would you like to plant with us, partner with us or do research? Tell us, and our team will get back to you.',
    formLabel: 'Get involved form',
    fields: {
      category_get_involved_id: 'Category',
      get_involved_name: 'Name',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      question: 'Question',
    },
    placeholders: {
      get_involved_name: 'Enter your name',
      email: 'Enter your email',
      phone: 'Enter your phone number',
      country: 'Enter your country',
      question: 'Enter your question',
    },
    chooseCategory: 'Choose a category',
    required: '{{field}} is required',
    submit: 'Send',
    sending: 'Sending…',
    reset: 'Reset',
    successTitle: 'Success',
    successText: 'Success',
  },
};

addTexts({ id, en });
