import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  impact: {
    description:
      'Dampak Yayasan Rimba dalam angka: pohon ditanam, petani, desa, lahan dan perkiraan CO₂ yang diserap.',
    intro: 'Apa yang telah kita tanam bersama sejak 2007.',
    introTitle: 'Setiap pohon dihitung',
    introText: [
      'Angka di bawah ini dihitung dari laporan lapangan kami yang telah diverifikasi dan bertambah setiap kali laporan baru disetujui. Setiap pohon yang ditanam tercatat dengan kode WIN, sehingga jumlahnya dapat diperiksa satu per satu.',
      'Karbon yang diserap kami perkirakan dari pohon yang hidup, jenisnya dan ukurannya, dan kami tampilkan sebagai rentang.',
    ],
    figuresTitle: 'Dampak dalam angka',
    methodTitle: 'Cara kami memperkirakan CO₂',
    methodText: [
      'Kami menghitung CO₂ hanya dari pohon yang masih hidup. Untuk pohon yang telah diukur, kami memakai tinggi dan diameter terakhirnya dari laporan pertumbuhan yang disetujui; untuk pohon lainnya, standar pertumbuhan jenisnya pada umurnya.',
      'Biomassa di atas tanah dihitung dengan persamaan Chave dkk. (2014) dari tinggi, diameter dan berat jenis kayu setiap jenis pohon, ditambah akarnya menurut nisbah akar dan tajuk. Karbon adalah 0,47 dari biomassa, dan CO₂ adalah 44/12 dari karbon.',
      'Perkiraan untuk satu pohon dapat meleset dari separuh hingga dua kali lipat, sehingga kami menampilkan rentang, bukan satu angka. Angka ini perkiraan, bukan kredit karbon bersertifikat.',
    ],
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
      "The Rimba Foundation's impact in figures: trees planted, farmers, villages, land and the estimated CO₂ captured.",
    intro: 'What we have planted together since 2007.',
    introTitle: 'Every tree counts',
    introText: [
      'The figures below are counted from our verified field reports and grow each time a new report is approved. Every tree planted is recorded with a WIN code, so the count can be checked tree by tree.',
      'We estimate the carbon captured from the living trees, their species and their size, and show it as a range.',
    ],
    figuresTitle: 'Our impact in figures',
    methodTitle: 'How we estimate CO₂',
    methodText: [
      'We count CO₂ only for trees that are still alive. For a tree that has been measured we use its latest height and diameter from an approved growth report; for the others, the growth standard of its species at its age.',
      "Above-ground biomass follows the equation of Chave et al. (2014) from the height, the diameter and each species' wood density, with the roots added by a root-to-shoot ratio. Carbon is 0.47 of the biomass, and CO₂ is 44/12 of the carbon.",
      "One tree's estimate may be off by anything from half to twice, so we show a range rather than one number. The figure is an estimate, not a certified carbon credit.",
    ],
    programmeTitle: 'Our planting programme',
    programmeText: [
      "Our planting programme has run since 2007 in Central Java, West Java and along Java's north coast. Every rainy season we hand out seedlings to the farmer groups we support, and new groups join each year.",
      "Funds from donors and partners pay for seedlings, organic fertiliser, training and field officers' visits during a tree's first years, when it is most vulnerable.",
    ],
    plantTree: 'Plant a tree now',
  },
};

addTexts({ id, en });
