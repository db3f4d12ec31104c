import { addTexts } from '../../i18n';

/** The texts of the complaint form on a donation's or an order's page, in both languages. */
const id = {
  complaint: {
    title: {
      donation: 'Ada masalah dengan donasi ini?',
      order: 'Ada masalah dengan pesanan ini?',
    },
    intro: 'Sampaikan kepada kami. Tim kami akan menyelidikinya dan mengabari Anda lewat email.',
    open: 'Sampaikan keluhan',
    fields: {
      customer_name: 'Nama',
      customer_email: 'Email',
      description: 'Keluhan',
    },
    placeholder: 'Ceritakan apa yang terjadi',
    required: '{{field}} harus diisi',
    send: 'Kirim keluhan',
    sending: 'Mengirim…',
    sent: 'Terima kasih, keluhan Anda telah kami terima. Kami akan membalas ke {{email}}.',
    formLabel: 'Formulir keluhan',
  },
};

const en: typeof id = {
  complaint: {
    title: {
      donation: 'Problem with this donation?',
      order: 'Problem with this order?',
    },
    intro: 'Tell us about it. Our team will look into it and write to you by email.',
    open: 'Send a complaint',
    fields: {
      customer_name: 'Name',
      customer_email: 'Email',
      description: 'Complaint',
    },
    placeholder: 'Tell us what happened',
    required: '{{field}} is required',
    send: 'Send the complaint',
    sending: 'Sending…',
    sent: 'Thank you, we received your complaint. We will answer to {{email}}.',
    formLabel: 'Complaint form',
  },
};

addTexts({ id, en });
