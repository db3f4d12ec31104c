import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  impact: {
    description:
      'Dampak Yayasan Rimba dalam angka: pohon ditanam, bibit diproduksi, karbon diserap dan keluarga petani yang terbantu.',
    intro: 'Apa yang telah kita tanam bersama sejak 2007.',
    introTitle: 'Setiap pohon dihitung',
    introText: [
      'Angka di bawah ini berasal dari catatan kebun bibit dan pemantauan lapangan kami. Setiap pohon yang ditanam tercatat dengan kode WIN, sehingga jumlahnya dapat diperiksa satu per satu.',
      'Karbon yang diserap kami perkirakan dari jumlah pohon yang hidup, jenisnya dan umurnya.',
    ],
    figuresTitle: 'Dampak dalam angka',
    programmeTitle: 'Program penanaman kami',
    programmeText: [
      'Program penanaman kami berjalan sejak 2007 di Jawa Tengah, Jawa Barat dan pesisir utara Jawa. Setiap musim hujan kami membagikan bibit kepada kelompok tani yang telah kami dampingi, dan setiap tahun kelompok baru bergabung.',
      'Dana dari donatur dan mitra membiayai bibit, pupuk organik, pelatihan dan kunjungan petugas lapangan selama tahun-tahun pertama pohon, saat pohon paling rentan.',
    ],
    plantTree: 'Tanam pohon sekarang',
  },
};

const en: typeof id = {
  impact: {
    description:
      "The Rimba Foundation's impact in figures: trees planted, seedlings produced, carbon captured and farming families helped.",
    intro: 'What we have planted together since 2007.',
    introTitle: 'Every tree counts',
    introText: [
      'The figures below come from our nursery records and field monitoring. Every tree planted is recorded with a WIN code, so the count can be checked tree by tree.',
      'We estimate the carbon captured from the number of living trees, their species and their age.',
    ],
    figuresTitle: 'Our impact in figures',
    programmeTitle: 'Our planting programme',
    programmeText: [
      "Our planting programme has run since 2007 in Central Java, West Java and along Java's north coast. Every rainy season we hand out seedlings to the farmer groups we support, and new groups join each year.",
      "Funds from donors and partners pay for seedlings, organic fertiliser, training and field officers' visits during a tree's first years, when it is most vulnerable.",
    ],
    plantTree: 'Plant a tree now',
  },
};

addTexts({ id, en });
