import { addTexts } from '../../i18n';

/**
 * The texts of the donation pages in both languages. 'Thank you for your donation' is the spec's caption
 * (site spec §8), kept word for word; the form's feedback comes from @rimba/core's `checkDonation`.
 */
const id = {
  donation: {
    intro:
      'Setiap pohon ditanam dan dirawat oleh petani mitra kami. Pilih berapa pohon yang ingin Anda tanam.',
    trees: 'Jumlah pohon',
    tier_one: '{{count}} pohon',
    tier_other: '{{count}} pohon',
    otherAmount: 'Jumlah lain (pohon)',
    amountPlaceholder: 'Masukkan jumlah donasi (pohon)',
    perTree: '{{price}} per pohon',
    total: 'Total donasi',
    about: '≈ {{usd}}',
    personal: 'Data Diri',
    fields: {
      name_sponsor: 'Nama',
      email: 'Email',
      phone: 'Telepon',
      company_name: 'Perusahaan',
      comment: 'Pesan',
      category_id: 'Kategori donasi',
    },
    optional: '(opsional)',
    noCategory: 'Tanpa kategori',
    payWith: 'Bayar dengan {{method}}',
    payWithPayPal: 'Bayar dengan PayPal',
    paying: 'Memproses…',
    fixFields: 'Periksa kembali isian yang ditandai.',
    payPalNote: 'Dengan PayPal, donasi ditagih dalam dolar AS dengan kurs {{rate}} per US$1.',
    visitTitle: 'Kunjungi pohon Anda',
    visitText:
      'Setiap pohon yang Anda donasikan mendapat kode pohon (WIN). Dengan kode itu Anda dapat melihat di peta di mana pohon Anda tumbuh, siapa petani yang merawatnya, dan jenis pohonnya.',
    visitSteps: [
      'Donasikan pohon dan terima sertifikat Anda lewat email.',
      'Petani mitra kami menanam pohon Anda pada musim tanam berikutnya.',
      'Lacak pohon Anda dengan kode WIN di halaman Track Trees.',
    ],
    visitLink: 'Lacak pohon',
    // The donation's own page.
    pageTitle: 'Donasi {{reference}}',
    pageFallback: 'Donasi',
    thanks: 'Thank you for your donation',
    thanksText_one: 'Terima kasih, {{donor}}! Donasi Anda untuk {{count}} pohon telah kami terima.',
    thanksText_other: 'Terima kasih, {{donor}}! Donasi Anda untuk {{count}} pohon telah kami terima.',
    certificate: 'Unduh sertifikat (PDF)',
    seeTrees: 'Lihat pohon Anda',
    treesNote: 'Setelah pohon-pohon Anda ditanam, lokasi dan kode WIN-nya akan tampil di halaman ini.',
    failedText:
      'Pembayaran donasi ini tidak berhasil atau waktunya sudah habis. Silakan coba berdonasi lagi.',
    tryAgain: 'Donasi lagi',
    refunded: 'Dana donasi ini telah dikembalikan.',
    treeCount: 'Pohon',
    paidAt: 'Dibayar',
  },
};

const en: typeof id = {
  donation: {
    intro: 'Every tree is planted and cared for by our partner farmers. Choose how many trees to plant.',
    trees: 'Number of trees',
    tier_one: '{{count}} tree',
    tier_other: '{{count}} trees',
    otherAmount: 'Another number (trees)',
    amountPlaceholder: 'Enter the donation amount (trees)',
    perTree: '{{price}} a tree',
    total: 'Donation total',
    about: '≈ {{usd}}',
    personal: 'Personal Information',
    fields: {
      name_sponsor: 'Name',
      email: 'Email',
      phone: 'Phone',
      company_name: 'Company',
      comment: 'Message',
      category_id: 'Donation category',
    },
    optional: '(optional)',
    noCategory: 'No category',
    payWith: 'Pay with {{method}}',
    payWithPayPal: 'Pay with PayPal',
    paying: 'Working…',
    fixFields: 'Please check the fields marked.',
    payPalNote: 'With PayPal, the donation is charged in US dollars at {{rate}} to US$1.',
    visitTitle: 'Visit your trees',
    visitText:
      'Every tree you donate gets a tree code (WIN). With it you can see on the map where your tree grows, which farmer looks after it, and its species.',
    visitSteps: [
      'Donate trees and receive your certificate by email.',
      'Our partner farmers plant your trees in the next planting season.',
      'Track your trees with their WIN on the Track Trees page.',
    ],
    visitLink: 'Track your trees',
    pageTitle: 'Donation {{reference}}',
    pageFallback: 'Donation',
    thanks: 'Thank you for your donation',
    thanksText_one: 'Thank you, {{donor}}! We received your donation of {{count}} tree.',
    thanksText_other: 'Thank you, {{donor}}! We received your donation of {{count}} trees.',
    certificate: 'Download the certificate (PDF)',
    seeTrees: 'See your trees',
    treesNote: 'Once your trees are planted, their places and WIN codes will show on this page.',
    failedText: 'The payment of this donation did not go through or its time ran out. Please donate again.',
    tryAgain: 'Donate again',
    refunded: 'This donation has been refunded.',
    treeCount: 'Trees',
    paidAt: 'Paid',
  },
};

addTexts({ id, en });
