import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
  whatWeDo: {
    description:
      'Agroforestri, hutan rakyat, mangrove dan perlindungan mata air: cara Rimba menanam bersama petani, dari bibit hingga pohon dewasa.',
    intro: 'Dari kebun bibit hingga pohon dewasa: kami menanam dan merawat pohon bersama petani kecil.',
    typesTitle: 'Jenis kehutanan',
    typesIntro: 'Setiap lahan berbeda, maka cara menanamnya pun berbeda.',
    types: [
      {
        title: 'Agroforestri',
        text: 'Pohon buah dan pohon kayu ditanam di antara tanaman pangan, kopi atau kakao. Petani tetap memanen setiap musim sementara pohon tumbuh.',
      },
      {
        title: 'Hutan rakyat',
        text: 'Petani menanam sengon, mahoni, jati dan jenis kayu lain di lahan kering miliknya, sebagai tabungan yang tumbuh untuk keluarga.',
      },
      {
        title: 'Mangrove pesisir',
        text: 'Bersama nelayan kami menanam bakau di pantai yang terkikis, untuk menahan ombak dan menjadi tempat hidup ikan dan kepiting.',
      },
      {
        title: 'Mata air dan lereng',
        text: 'Jenis pohon lokal seperti beringin, aren dan bambu ditanam di sekitar mata air dan lereng curam untuk menahan tanah dan air.',
      },
    ],
    nurseryTitle: 'Kebun bibit desa',
    nursery: [
      'Setiap pohon berawal di kebun bibit yang dikelola warga desa. Biji dan stek dari pohon induk setempat disemai, lalu bibit dirawat tiga sampai enam bulan hingga cukup kuat untuk ditanam.',
      'Kebun bibit juga memberi pekerjaan: perempuan dan pemuda desa mengisi polibag, menyiram dan memilih bibit yang sehat.',
    ],
    cycleTitle: 'Siklus penanaman',
    cycleIntro: 'Setiap tahun penanaman mengikuti musim hujan, dalam enam langkah.',
    cycle: [
      {
        title: 'Mengenal petani',
        text: 'Petugas lapangan bertemu kelompok tani, memeriksa lahan dan mencatat petani yang ingin ikut serta.',
      },
      {
        title: 'Menyemai bibit',
        text: 'Kebun bibit desa menyemai jenis yang dipilih petani, tiga sampai enam bulan sebelum musim hujan.',
      },
      {
        title: 'Membagikan bibit',
        text: 'Saat hujan pertama turun, bibit yang sehat diantar ke setiap petani bersama pupuk organik.',
      },
      {
        title: 'Menanam dan memberi kode WIN',
        text: 'Petani menanam bibitnya; setiap pohon dicatat dengan kode WIN, titik GPS dan foto.',
      },
      {
        title: 'Merawat dan memantau',
        text: 'Petugas lapangan mengunjungi kebun secara berkala, mencatat tinggi dan kesehatan pohon, dan mengganti bibit yang mati.',
      },
      {
        title: 'Memanen dan menanam kembali',
        text: 'Petani memanen buah, getah atau kayu; setiap pohon kayu yang ditebang diganti dengan bibit baru.',
      },
    ],
    monitoringTitle: 'Setiap pohon punya kode WIN',
    monitoring: [
      'Kode WIN adalah nomor unik setiap pohon. Dengan kode itu donatur dapat membuka halaman Lacak Pohon dan melihat di mana pohonnya tumbuh, siapa petaninya dan bagaimana pertumbuhannya.',
      'Data pemantauan juga membantu kami: jenis pohon mana yang tumbuh baik di suatu desa, dan kebun mana yang perlu didampingi lebih dekat.',
    ],
    trackTree: 'Lacak pohon Anda',
    sdgTitle: 'Tujuan Pembangunan Berkelanjutan',
    sdgIntro:
      'Pekerjaan kami mendukung beberapa Tujuan Pembangunan Berkelanjutan (SDGs) Perserikatan Bangsa-Bangsa.',
    sdgs: [
      {
        number: '1',
        title: 'Tanpa Kemiskinan',
        text: 'Buah, kopi dan kayu dari pohon menambah penghasilan keluarga petani.',
      },
      {
        number: '2',
        title: 'Tanpa Kelaparan',
        text: 'Agroforestri menjaga kesuburan tanah dan menghasilkan pangan sepanjang tahun.',
      },
      {
        number: '5',
        title: 'Kesetaraan Gender',
        text: 'Perempuan mengelola kebun bibit dan ikut memutuskan pohon yang ditanam.',
      },
      {
        number: '6',
        title: 'Air Bersih dan Sanitasi',
        text: 'Pohon di sekitar mata air menjaga air tetap mengalir di musim kemarau.',
      },
      {
        number: '8',
        title: 'Pekerjaan Layak',
        text: 'Kebun bibit dan pemantauan membuka lapangan kerja di desa.',
      },
      {
        number: '13',
        title: 'Penanganan Perubahan Iklim',
        text: 'Setiap pohon menyerap karbon dioksida dari udara selama hidupnya.',
      },
      {
        number: '15',
        title: 'Ekosistem Daratan',
        text: 'Jenis lokal memulihkan tempat hidup burung, serangga dan satwa lain.',
      },
      {
        number: '17',
        title: 'Kemitraan untuk Mencapai Tujuan',
        text: 'Donatur, perusahaan, sekolah dan petani bekerja bersama.',
      },
    ],
  },
};

const en: typeof id = {
  whatWeDo: {
    description:
      'Agroforestry, community woodlots, mangroves and spring protection: how Rimba plants with farmers, from seedling to mature tree.',
    intro: 'From nursery to mature tree: we plant and care for trees with smallholder farmers.',
    typesTitle: 'Types of forestry',
    typesIntro: 'Every piece of land is different, and so is the way to plant it.',
    types: [
      {
        title: 'Agroforestry',
        text: 'Fruit and timber trees grow among food crops, coffee or cocoa. Farmers keep harvesting every season while the trees grow.',
      },
      {
        title: 'Community woodlots',
        text: 'Farmers plant sengon, mahogany, teak and other timber on their dry land, as savings that grow for the family.',
      },
      {
        title: 'Coastal mangroves',
        text: 'With fishers we plant mangroves on eroding shores, to break the waves and shelter fish and crabs.',
      },
      {
        title: 'Springs and slopes',
        text: 'Native species such as banyan, sugar palm and bamboo are planted around springs and on steep slopes to hold soil and water.',
      },
    ],
    nurseryTitle: 'Village nurseries',
    nursery: [
      'Every tree starts in a nursery run by villagers. Seeds and cuttings from local mother trees are sown, and the seedlings are tended for three to six months until they are strong enough to plant.',
      'Nurseries also provide work: village women and young people fill the polybags, water the beds and select the healthy seedlings.',
    ],
    cycleTitle: 'The planting cycle',
    cycleIntro: 'Each year planting follows the rainy season, in six steps.',
    cycle: [
      {
        title: 'Meeting the farmers',
        text: 'Field officers meet farmer groups, check the land and register the farmers who want to take part.',
      },
      {
        title: 'Sowing the seedlings',
        text: 'The village nursery sows the species the farmers chose, three to six months before the rains.',
      },
      {
        title: 'Handing out the seedlings',
        text: 'When the first rains fall, healthy seedlings are brought to each farmer together with organic fertiliser.',
      },
      {
        title: 'Planting and giving a WIN code',
        text: 'Farmers plant their seedlings; every tree is recorded with a WIN code, a GPS point and a photo.',
      },
      {
        title: 'Caring and monitoring',
        text: "Field officers visit the gardens regularly, record the trees' height and health, and replace seedlings that died.",
      },
      {
        title: 'Harvesting and replanting',
        text: 'Farmers harvest fruit, sap or timber; every timber tree that is felled is replaced with a new seedling.',
      },
    ],
    monitoringTitle: 'Every tree has a WIN code',
    monitoring: [
      'A WIN code is the unique number of one tree. With it, donors open the Track Trees page and see where their tree grows, who its farmer is and how it is growing.',
      'The monitoring data helps us too: which species grow well in a village, and which gardens need closer support.',
    ],
    trackTree: 'Track your tree',
    sdgTitle: 'Sustainable Development Goals',
    sdgIntro: "Our work supports several of the United Nations' Sustainable Development Goals (SDGs).",
    sdgs: [
      {
        number: '1',
        title: 'No Poverty',
        text: "Fruit, coffee and timber from trees add to farming families' income.",
      },
      {
        number: '2',
        title: 'Zero Hunger',
        text: 'Agroforestry keeps the soil fertile and yields food all year round.',
      },
      {
        number: '5',
        title: 'Gender Equality',
        text: 'Women run nurseries and take part in choosing the trees to plant.',
      },
      {
        number: '6',
        title: 'Clean Water and Sanitation',
        text: 'Trees around springs keep the water flowing in the dry season.',
      },
      {
        number: '8',
        title: 'Decent Work',
        text: 'Nurseries and monitoring create jobs in the villages.',
      },
      {
        number: '13',
        title: 'Climate Action',
        text: 'Every tree takes carbon dioxide from the air throughout its life.',
      },
      {
        number: '15',
        title: 'Life on Land',
        text: 'Native species restore the homes of birds, insects and other wildlife.',
      },
      {
        number: '17',
        title: 'Partnerships for the Goals',
        text: 'Donors, companies, schools and farmers work together.',
      },
    ],
  },
};

addTexts({ id, en });
