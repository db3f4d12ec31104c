import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  business: {
    description: 'Program Rimba untuk perusahaan: Trees4Tomorrow, Trees4Teams, Trees4Change dan Trees4Trade.',
    intro: 'Empat cara bagi perusahaan untuk menanam pohon bersama petani Indonesia.',
    tabsLabel: 'Program untuk perusahaan',
    tabs: [
      {
        name: 'Trees4Tomorrow',
        title: 'Tanggung jawab sosial perusahaan yang tumbuh',
        text: 'Jadikan penanaman pohon bagian dari program CSR perusahaan Anda. Kami merancang program tahunan bersama Anda: jumlah pohon, lokasi dan desa mitra.',
        points: [
          'Laporan tahunan dengan jumlah pohon yang hidup dan petani yang terlibat',
          'Setiap pohon dapat dilacak dengan kode WIN',
          'Kunjungan lapangan untuk tim dan pemangku kepentingan',
        ],
        to: '/trees4tomorrow',
      },
      {
        name: 'Trees4Teams',
        title: 'Acara menanam untuk tim Anda',
        text: 'Ajak karyawan menanam bersama petani di desa mitra kami, dalam satu hari yang berkesan dan bermakna.',
        points: [
          'Acara sehari di Jawa Tengah atau Jawa Barat, termasuk transportasi lokal dan makan siang',
          'Pengantar agroforestri dari petani dan petugas lapangan',
          'Hanya tersedia di Indonesia',
        ],
        to: '/trees4teams',
      },
      {
        name: 'Trees4Change',
        title: 'Tanam kembali pohon dalam produk Anda',
        text: 'Untuk perusahaan yang memakai kayu, kertas atau hasil pohon lain: kami menanam kembali pohon sebanyak yang dipakai produk Anda.',
        points: [
          'Perhitungan pohon bersama tim Anda',
          'Penanaman di daerah asal bahan baku bila memungkinkan',
          'Laporan yang dapat Anda bagikan kepada pelanggan',
        ],
        to: '/trees4change',
      },
      {
        name: 'Trees4Trade',
        title: 'Hadiahkan pohon kepada pelanggan',
        text: 'Berikan pohon kepada pelanggan bersama pembelian atau sebagai tanda terima kasih. Setiap pohon punya kode QR untuk mengunjunginya di peta.',
        points: [
          'Kartu atau sertifikat digital dengan kode QR',
          'Pelanggan melihat pohon dan petaninya',
          'Cocok untuk toko daring, hotel dan acara',
        ],
        to: '/trees4trade',
      },
    ],
    brochure: 'Unduh Brosur',
    brochureNote: 'PDF, 1 halaman',
  },
};

const en: typeof id = {
  business: {
    description:
      "Rimba's programmes for companies: Trees4Tomorrow, Trees4Teams, Trees4Change and Trees4Trade.",
    intro: 'Four ways for companies to plant trees with Indonesian farmers.',
    tabsLabel: 'Programmes for companies',
    tabs: [
      {
        name: 'Trees4Tomorrow',
        title: 'Corporate social responsibility that grows',
        text: "Make tree planting part of your company's CSR programme. We design a yearly programme with you: the number of trees, the locations and the partner villages.",
        points: [
          'A yearly report with the number of living trees and the farmers involved',
          'Every tree can be tracked by its WIN code',
          'Field visits for your team and stakeholders',
        ],
        to: '/trees4tomorrow',
      },
      {
        name: 'Trees4Teams',
        title: 'Planting events for your team',
        text: 'Bring your staff to plant with farmers in one of our partner villages, for a memorable and meaningful day.',
        points: [
          'A one-day event in Central or West Java, with local transport and lunch',
          'An introduction to agroforestry by farmers and field officers',
          'Only available in Indonesia',
        ],
        to: '/trees4teams',
      },
      {
        name: 'Trees4Change',
        title: 'Replant the trees in your products',
        text: 'For companies that use timber, paper or other tree products: we replant as many trees as your products use.',
        points: [
          'A tree count worked out with your team',
          'Planting in the region your raw materials come from where possible',
          'A report you can share with your customers',
        ],
        to: '/trees4change',
      },
      {
        name: 'Trees4Trade',
        title: 'Give trees to your customers',
        text: 'Give your customers a tree with a purchase or as a thank-you. Every tree has a QR code to visit it on the map.',
        points: [
          'A card or digital certificate with a QR code',
          'Customers see their tree and its farmer',
          'Suited to online shops, hotels and events',
        ],
        to: '/trees4trade',
      },
    ],
    brochure: 'Download Brochure',
    brochureNote: 'PDF, 1 page',
  },
};

addTexts({ id, en });
