import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  growers: {
    description:
      'Kenali petani mitra Yayasan Rimba yang menanam dan merawat pohon di lahan mereka di Jawa Tengah dan Jawa Barat.',
    intro: 'Pohon kami tumbuh di lahan para petani ini, dan merekalah yang merawatnya.',
    listTitle: 'Wajah di balik setiap pohon',
    listIntro: 'Pilih foto untuk memperbesarnya.',
    people: [
      {
        name: 'Pak Darsono',
        place: 'Temanggung, Jawa Tengah',
        text: 'Menanam 600 pohon sengon di lereng yang dulu gundul. Kayunya kelak menjadi tabungan untuk sekolah cucunya.',
        alt: 'Pak Darsono bercaping berdiri di lereng hijau dengan pohon sengon muda',
      },
      {
        name: 'Ibu Sumiati',
        place: 'Magelang, Jawa Tengah',
        text: 'Menanam kopi di bawah naungan pohon buah. Kini ia memanen kopi dan alpukat dari kebun yang sama.',
        alt: 'Ibu Sumiati berkerudung di kebun kopi yang sedang berbuah merah',
      },
      {
        name: 'Pak Yusuf',
        place: 'Garut, Jawa Barat',
        text: 'Merawat 150 pohon durian bersama kelompok taninya. Panen pertama tiba tahun lalu.',
        alt: 'Pak Yusuf bertopi di depan pohon durian yang berbuah',
      },
      {
        name: 'Ibu Ratna',
        place: 'Sumedang, Jawa Barat',
        text: 'Mengetuai kelompok tani perempuan yang menanam alpukat di pekarangan rumah.',
        alt: 'Ibu Ratna berkerudung di dekat pohon alpukat',
      },
      {
        name: 'Pak Karim',
        place: 'Demak, Jawa Tengah',
        text: 'Nelayan yang menanam bakau untuk menahan abrasi. Ikan dan kepiting kembali ke pantai desanya.',
        alt: 'Pak Karim bercaping di pantai dengan deretan pohon bakau',
      },
      {
        name: 'Mbak Wulan',
        place: 'Wonosobo, Jawa Tengah',
        text: 'Mengelola kebun bibit desa yang menyiapkan 200.000 bibit setiap tahun.',
        alt: 'Mbak Wulan di kebun bibit dengan deretan bibit dalam polibag',
      },
    ],
    joinTitle: 'Dukung petani kami',
    joinText:
      'Setiap pohon yang Anda tanam diberikan kepada salah satu petani mitra, yang merawat dan memanen hasilnya.',
  },
};

const en: typeof id = {
  growers: {
    description:
      "Meet the Rimba Foundation's partner farmers, who plant and care for trees on their land in Central and West Java.",
    intro: 'Our trees grow on the land of these farmers, and they are the ones who care for them.',
    listTitle: 'The faces behind every tree',
    listIntro: 'Choose a photo to enlarge it.',
    people: [
      {
        name: 'Pak Darsono',
        place: 'Temanggung, Central Java',
        text: "Planted 600 sengon trees on a slope that used to be bare. One day their timber will pay for his grandchildren's schooling.",
        alt: 'Pak Darsono in a conical hat standing on a green slope with young sengon trees',
      },
      {
        name: 'Ibu Sumiati',
        place: 'Magelang, Central Java',
        text: 'Grows coffee in the shade of fruit trees. She now harvests coffee and avocados from the same garden.',
        alt: 'Ibu Sumiati in a headscarf in a coffee garden with red cherries',
      },
      {
        name: 'Pak Yusuf',
        place: 'Garut, West Java',
        text: 'Tends 150 durian trees with his farmer group. The first harvest came last year.',
        alt: 'Pak Yusuf in a cap in front of a fruiting durian tree',
      },
      {
        name: 'Ibu Ratna',
        place: 'Sumedang, West Java',
        text: "Leads a women's farmer group that plants avocado trees in their home yards.",
        alt: 'Ibu Ratna in a headscarf beside an avocado tree',
      },
      {
        name: 'Pak Karim',
        place: 'Demak, Central Java',
        text: "A fisher who plants mangroves against coastal erosion. Fish and crabs have come back to his village's shore.",
        alt: 'Pak Karim in a conical hat on a shore lined with mangroves',
      },
      {
        name: 'Mbak Wulan',
        place: 'Wonosobo, Central Java',
        text: 'Runs the village nursery that raises 200,000 seedlings a year.',
        alt: 'Mbak Wulan in a nursery with rows of seedlings in polybags',
      },
    ],
    joinTitle: 'Support our farmers',
    joinText:
      'Every tree you plant goes to one of our partner farmers, who cares for it and harvests what it yields.',
  },
};

addTexts({ id, en });
