/**
 * Indonesian, the default language. Captions the spec quotes (and the menu names it gives in English)
 * are kept word for word.
 */
export const id = {
  common: {
    siteDescription: 'Rimba menanam pohon bersama petani untuk memulihkan hutan Indonesia.',
    donateNow: 'Donate Now',
    plantATree: 'Plant A Tree',
    seeYouTree: 'See You Tree',
    logIn: 'Log In',
    cart: 'Keranjang',
    cartItems: '{{count}} barang di keranjang',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    skipToContent: 'Langsung ke isi halaman',
    switchLanguage: 'Ganti bahasa ke English',
    home: 'Beranda',
    backHome: 'Kembali ke beranda',
    loading: 'Memuat…',
    empty: 'Data Kosong',
    opensInNewTab: '(membuka tab baru)',
  },
  menu: {
    about: 'About Us',
    whyTrees: 'Why Trees?',
    trackTrees: 'Track Trees',
    getInvolved: 'Get Involved',
    stories: 'Our Stories',
    merchandise: 'Merchandise Info',
  },
  pages: {
    'about-our-growers': 'Petani Kami',
    'about-anual-report': 'Laporan Tahunan',
    'about-partners': 'Mitra Kami',
    'about-working-t4t': 'Karier',
    'about-faq': 'Tanya Jawab (FAQ)',
    'why-trees': 'Mengapa Pohon?',
    'why-tree-species': 'Jenis Pohon',
    win: 'Lacak Pohon',
    trees4everyone: 'Trees4Everyone',
    business: 'Bisnis',
    trees4teaching: 'Trees4Teaching',
    'campaign-event': 'Kampanye & Acara',
    blog: 'Blog',
    'our-news': 'Berita',
    'photo-gallery': 'Galeri Foto',
    'our-video-gallery': 'Galeri Video',
    'our-publications': 'Publikasi',
    gifts: 'Hadiah & Merchandise',
    donation: 'Donasi',
    cart: 'Keranjang',
    'about-who-we-are': 'Siapa Kami',
    'about-what-we-do': 'Apa yang Kami Lakukan',
    'about-impact': 'Dampak Kami',
    trees4change: 'Trees4Change',
    trees4shop: 'Trees4Shop',
    trees4tomorrow: 'Trees4Tomorrow',
    trees4trade: 'Trees4Trade',
    trees4teams: 'Trees4Teams',
    'form-get-involved': 'Ikut Terlibat',
  },
  placeholder: {
    comingSoon: 'Halaman ini segera hadir. Terima kasih atas kesabaran Anda.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    text: 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  },
  contact: {
    phone: 'Telepon',
    email: 'Email',
    address: 'Alamat',
  },
  home: {
    fallbackTitle: 'Menanam pohon, memulihkan hutan',
    fallbackText: 'Bersama para petani, kami menanam pohon untuk air, udara, dan penghidupan di Indonesia.',
    previousSlide: 'Slide sebelumnya',
    nextSlide: 'Slide berikutnya',
    goToSlide: 'Ke slide {{number}}',
    introTitle: 'Tanam pohon bersama petani Indonesia',
    introText:
      'Setiap pohon yang Anda tanam dirawat oleh petani mitra kami dan dapat Anda lacak melalui kode pohonnya.',
    benefitsTitle: 'Mengapa pohon?',
    benefitsText: 'Pohon memberi jauh lebih banyak daripada yang kita kira.',
    learnMore: 'Pelajari lebih lanjut',
    benefits: {
      water: {
        title: 'Menjaga air',
        text: 'Satu pohon hijau dewasa menahan lebih dari 15.000 liter air setiap tahun.',
      },
      cooling: {
        title: 'Menyejukkan kota',
        text: 'Pepohonan dapat menurunkan suhu kota hingga 8 °C.',
      },
      climate: {
        title: 'Menyerap karbon',
        text: 'Sebatang pohon menyerap sekitar 22 lbs (10 kg) CO₂ setiap tahun.',
      },
      people: {
        title: 'Menghidupi petani',
        text: 'Petani mitra menanam, merawat, dan menikmati hasil dari pohon-pohon mereka.',
      },
    },
    audienceTitle: 'Ikut menanam, dengan cara Anda',
    audienceText: 'Setiap orang dan setiap lembaga dapat menumbuhkan hutan bersama petani.',
    audience: {
      individuals: {
        title: 'Perorangan',
        text: 'Tanam pohon atas nama Anda atau orang tersayang, lalu lacak pertumbuhannya dengan kode WIN.',
        cta: 'Tanam untuk Semua',
      },
      business: {
        title: 'Perusahaan',
        text: 'Program penanaman untuk karyawan, pelanggan dan rantai pasok, dengan laporan dampak yang terukur.',
        cta: 'Program Bisnis',
      },
      schools: {
        title: 'Sekolah',
        text: 'Bahan ajar, kunjungan kebun bibit dan penanaman bersama siswa untuk mengenal hutan.',
        cta: 'Tanam untuk Pendidikan',
      },
      communities: {
        title: 'Komunitas',
        text: 'Ikuti kampanye dan acara menanam kami, atau galang pohon bersama komunitas Anda.',
        cta: 'Kampanye & Acara',
      },
    },
    sdgTitle: 'Tujuan Pembangunan Berkelanjutan',
    sdgText: 'Pohon yang ditanam bersama petani ikut mewujudkan sembilan tujuan global ini.',
    sdg: {
      '1': 'Tanpa Kemiskinan',
      '2': 'Tanpa Kelaparan',
      '3': 'Kehidupan Sehat dan Sejahtera',
      '4': 'Pendidikan Berkualitas',
      '5': 'Kesetaraan Gender',
      '6': 'Air Bersih dan Sanitasi Layak',
      '8': 'Pekerjaan Layak dan Pertumbuhan Ekonomi',
      '13': 'Penanganan Perubahan Iklim',
      '15': 'Ekosistem Daratan',
    },
    sdgGoal: 'Tujuan {{number}}',
    quote: {
      text: 'Dulu lahan ini gersang. Sekarang pohon-pohon memberi kami buah, kayu, dan air sumur yang lebih jernih.',
      author: 'Ibu Sumi',
      role: 'Petani mitra, Temanggung',
    },
    latestArticlesTitle: 'Artikel terbaru',
    latestArticlesText: 'Cerita dari lapangan, kebun bibit dan para petani.',
    allArticles: 'Semua artikel',
    latestNewsTitle: 'Berita terbaru',
    latestNewsText: 'Kabar terkini dari yayasan.',
    allNews: 'Semua berita',
    partnersTitle: 'Mitra kami',
    partnersText: 'Perusahaan dan lembaga yang menanam bersama kami.',
  },
  pagination: {
    first: 'Halaman pertama',
    previous: 'Halaman sebelumnya',
    next: 'Halaman berikutnya',
    last: 'Halaman terakhir',
    page: 'Halaman',
    of: 'dari {{pages}}',
  },
  blog: {
    intro: 'Cerita dari lapangan: hutan yang pulih, petani yang menanam, dan apa arti pohon bagi kita semua.',
    readMore: 'Baca Selengkapnya',
    pages: 'Halaman blog',
    photos: 'Foto',
    comments: 'Komentar',
    commentCount: '{{count}} komentar',
    noComments: 'Belum ada komentar. Jadilah yang pertama.',
    commentPages: 'Halaman komentar',
    anonymous: 'Anonim',
    writeComment: 'Tulis komentar',
    commentLabel: 'Komentar Anda',
    commentRequired: 'Komentar harus diisi',
    send: 'Kirim Komentar',
    sending: 'Mengirim…',
    thanks: 'Terima kasih! Komentar Anda akan tampil setelah disetujui.',
    backToBlog: 'Kembali ke blog',
  },
  stories: {
    newsIntro: 'Kabar terbaru dari penanaman, kebun bibit, dan petani mitra kami.',
    publicationsIntro: 'Panduan, laporan, dan kajian yang dapat Anda unduh.',
    pages: 'Halaman cerita',
    download: 'Unduh',
    backToNews: 'Kembali ke berita',
    by: 'oleh {{name}}',
  },
  gallery: {
    intro: 'Potret kegiatan kami bersama petani, relawan dan sekolah: dari kebun bibit sampai penanaman.',
    pages: 'Halaman galeri foto',
    photoCount: '{{count}} foto',
    back: 'Kembali ke galeri foto',
    photos: 'Foto dalam album ini',
    photoNumber: 'Foto {{number}} dari {{count}}',
  },
  lightbox: {
    label: 'Foto {{number}} dari {{count}}',
    close: 'Tutup',
    previous: 'Foto sebelumnya',
    next: 'Foto berikutnya',
  },
  videos: {
    intro: 'Kisah penanaman, petani mitra dan kebun bibit kami dalam video.',
    pages: 'Halaman galeri video',
    play: 'Putar video: {{title}}',
    watch: 'Tonton di {{host}}: {{title}}',
    site: 'situs video',
  },
  treeSpecies: {
    intro:
      'Pohon yang kami tanam bersama petani mitra: pohon kayu, pohon buah, pohon serbaguna dan mangrove.',
    pages: 'Halaman jenis pohon',
    back: 'Kembali ke jenis pohon',
  },
  faq: {
    intro: 'Jawaban atas pertanyaan yang sering diajukan tentang Rimba dan program penanaman pohon kami.',
  },
  newsletter: {
    successTitle: 'Success!',
    successText: 'Thank you for subscribing to our newsletter.',
    checkInbox: 'Kami mengirim email berisi tautan konfirmasi. Langganan aktif setelah Anda membukanya.',
    emailInvalid: 'Masukkan alamat email yang valid.',
    failed: 'Langganan gagal dikirim. Coba lagi.',
    intro: {
      title: 'Buletin Rimba',
      text: 'Kabar pohon, petani dan program kami, sekali sebulan. Daftarkan email Anda; kami meminta konfirmasi lebih dulu.',
    },
    confirmed: {
      title: 'Langganan dikonfirmasi',
      text: 'Terima kasih! Anda akan menerima buletin kami. Setiap email memuat tautan untuk berhenti berlangganan.',
    },
    unsubscribed: {
      title: 'Langganan dihentikan',
      text: 'Anda tidak akan menerima buletin kami lagi. Berubah pikiran? Daftar kembali di bawah.',
    },
    invalid: {
      title: 'Tautan tidak berlaku',
      text: 'Tautan ini tidak dikenali atau tidak lengkap. Salin seluruh tautan dari email, atau daftar kembali di bawah.',
    },
    ask: {
      title: 'Berhenti berlangganan?',
      text: 'Setelah ini Anda tidak lagi menerima buletin Rimba.',
      button: 'Berhenti Berlangganan',
    },
  },
  content: {
    getInvolvedTitle: 'Ikut Terlibat',
    close: 'Tutup',
    zoom: 'Perbesar foto: {{name}}',
    learnMore: 'Pelajari {{name}}',
    scenes: {
      agroforestry: 'Ilustrasi kebun agroforestri: pohon kayu, pohon buah dan tanaman pangan tumbuh bersama',
      nursery: 'Ilustrasi kebun bibit beratap paranet dengan deretan bibit dalam polibag',
      planting: 'Ilustrasi petani bercaping menanam bibit di lereng',
      monitoring: 'Ilustrasi ponsel yang menunjukkan lokasi pohon dan kode WIN-nya',
      community: 'Ilustrasi empat petani berdiri di bawah pohon besar',
      forest: 'Ilustrasi perbukitan hijau yang tertutup hutan',
    },
  },
  whoWeAre: {
    description:
      'Visi dan misi Yayasan Rimba: memulihkan hutan dan penghidupan di Indonesia bersama petani kecil.',
    intro: 'Yayasan nirlaba yang menanam pohon bersama petani kecil di Indonesia sejak 2007.',
    storyTitle: 'Siapa kami',
    story: [
      'Rimba lahir dari keyakinan sederhana: hutan paling mudah dipulihkan oleh orang yang hidup di sekitarnya. Karena itu kami tidak menanam di lahan kami sendiri, melainkan bersama petani kecil di lahan mereka, di kebun, pekarangan, lereng dan tepi sungai.',
      'Lebih dari 900 orang kini terlibat dalam penghijauan kami: petani, pengelola kebun bibit, petugas lapangan dan relawan. Donatur, perusahaan dan sekolah mendanai bibit serta pendampingan, dan setiap pohon yang tertanam dapat dilacak dengan kode WIN-nya.',
    ],
    visionTitle: 'Visi',
    vision:
      'Lanskap Indonesia yang hijau dan lestari, tempat hutan dan pohon menjaga air, udara dan iklim, serta menopang penghidupan petani dari generasi ke generasi.',
    missionTitle: 'Misi',
    mission: [
      'Menanam pohon yang tepat di tempat yang tepat bersama petani kecil, dengan jenis lokal dan pohon buah yang bermanfaat bagi mereka.',
      'Menyiapkan bibit yang sehat di kebun bibit yang dikelola warga desa.',
      'Mendampingi petani merawat pohon hingga tumbuh kuat, dan membantu mereka memperoleh penghasilan dari hasil kebunnya.',
      'Mencatat dan memantau setiap pohon secara terbuka, sehingga setiap donatur dapat melihat pohonnya sendiri.',
      'Mengajak masyarakat, sekolah dan perusahaan ikut memulihkan hutan Indonesia.',
    ],
    valuesTitle: 'Cara kami bekerja',
    values: [
      {
        title: 'Bersama petani',
        text: 'Petani memilih pohon yang mereka tanam dan memiliki hasilnya. Pohon yang memberi manfaat akan dirawat.',
      },
      {
        title: 'Terbuka',
        text: 'Setiap pohon tercatat dengan kode WIN, lokasi dan fotonya, dan laporan tahunan kami terbuka untuk umum.',
      },
      {
        title: 'Jangka panjang',
        text: 'Kami mendampingi petani bertahun-tahun setelah penanaman, bukan hanya pada hari menanam.',
      },
    ],
    next: 'Lihat apa yang kami lakukan',
  },
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
  whyTrees: {
    description:
      'Mengapa menanam pohon: udara, air, keanekaragaman hayati, dampak sosial, kesehatan dan iklim.',
    intro: 'Pohon memberi jauh lebih banyak dari yang biasa kita kira.',
    sections: {
      air: {
        title: 'Udara',
        text: 'Daun pohon menyaring debu dan polutan dari udara dan menghasilkan oksigen yang kita hirup. Deretan pohon di tepi jalan dan permukiman membuat udara lebih bersih.',
        claim: 'Pohon menyaring debu halus dan polutan dari udara.',
      },
      water: {
        title: 'Air',
        text: 'Akar pohon membuat tanah menyerap air hujan, sehingga mata air tetap mengalir di musim kemarau dan banjir berkurang di musim hujan.',
        claim: 'Satu pohon hijau abadi dewasa menahan lebih dari 15.000 liter air setiap tahun.',
      },
      biodiversity: {
        title: 'Keanekaragaman hayati',
        text: 'Hutan dan kebun campur menjadi rumah bagi burung, lebah, kelelawar dan satwa lain. Jenis pohon lokal yang kami tanam memulihkan tempat hidup mereka.',
        claim: 'Kebun campur menampung jauh lebih banyak jenis satwa daripada ladang satu jenis tanaman.',
      },
      social: {
        title: 'Dampak sosial',
        text: 'Pohon buah dan kayu menjadi sumber penghasilan dan tabungan bagi keluarga petani. Kebun bibit dan pemantauan membuka pekerjaan di desa.',
        claim: 'Petani mitra memiliki pohon yang mereka tanam beserta hasilnya.',
      },
      health: {
        title: 'Kesehatan',
        text: 'Keteduhan pohon mendinginkan kota dan desa, mengurangi sengatan panas, dan memberi ruang hijau untuk bergerak dan beristirahat.',
        claim: 'Pohon menurunkan suhu kota hingga 8 °C.',
      },
      climate: {
        title: 'Iklim',
        text: 'Pohon menyimpan karbon di batang, akar dan tanahnya. Menanam dan menjaga pohon adalah salah satu cara paling sederhana untuk memperlambat perubahan iklim.',
        claim: 'Satu pohon menyerap sekitar 22 pon (10 kg) CO₂ setiap tahun.',
      },
    },
    plantTitle: 'Tanam pohon hari ini',
    plantText:
      'Setiap pohon ditanam dan dirawat oleh petani mitra kami, dan dapat Anda lacak dengan kode WIN-nya.',
  },
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
  programmes: {
    trees4change: {
      description: 'Trees4Change: Rimba menanam kembali pohon sebanyak yang dipakai produk perusahaan Anda.',
      intro: 'Tanam kembali pohon yang dipakai produk Anda.',
      aboutTitle: 'Mengembalikan apa yang diambil',
      about: [
        'Kertas, kemasan, mebel dan banyak produk lain berasal dari pohon. Trees4Change membantu perusahaan menanam kembali pohon sebanyak yang dipakai produknya, bersama petani kecil di Indonesia.',
        'Kami menghitung kebutuhan pohon bersama tim Anda, menanamnya di desa mitra, dan melaporkan setiap pohon dengan kode WIN-nya.',
      ],
      pointsTitle: 'Cara kerjanya',
      points: [
        { title: 'Hitung', text: 'Kami memperkirakan jumlah pohon yang dipakai produk Anda setiap tahun.' },
        { title: 'Tanam', text: 'Petani mitra menanam pohon pengganti di musim hujan berikutnya.' },
        {
          title: 'Laporkan',
          text: 'Anda menerima laporan pohon yang tumbuh untuk dibagikan kepada pelanggan.',
        },
      ],
      getInvolved: 'Ceritakan produk Anda kepada kami, dan kami siapkan usulan Trees4Change.',
    },
    trees4everyone: {
      description:
        'Trees4Everyone: donasikan pohon yang ditanam dan dirawat petani kecil di Indonesia, lalu lacak pohon Anda dengan kode WIN.',
      intro: 'Setiap orang dapat menanam pohon, dari mana pun.',
      action: 'Plant a Tree',
      aboutTitle: 'Pohon Anda, dirawat petani',
      about: [
        'Dengan Trees4Everyone Anda mendonasikan satu, sepuluh atau seratus pohon. Pohon Anda ditanam oleh petani mitra di lahannya pada musim hujan berikutnya.',
        'Setelah ditanam, Anda mendapat kode WIN untuk melihat lokasi pohon Anda di peta, petani yang merawatnya dan pertumbuhannya.',
      ],
      pointsTitle: 'Tiga langkah',
      points: [
        { title: 'Pilih', text: 'Pilih jumlah pohon di halaman donasi.' },
        { title: 'Ditanam', text: 'Petani mitra menanam dan merawat pohon Anda.' },
        { title: 'Lacak', text: 'Lihat pohon Anda di peta dengan kode WIN.' },
      ],
      questionsTitle: 'Pertanyaan umum',
      questions: [
        {
          question: 'Di mana pohon saya ditanam?',
          answer:
            'Di lahan petani mitra kami di Jawa Tengah, Jawa Barat atau pesisir utara Jawa, sesuai jenis pohon dan musim tanam.',
        },
        {
          question: 'Jenis pohon apa yang ditanam?',
          answer:
            'Petani memilih dari jenis lokal, pohon buah dan pohon kayu yang cocok untuk lahannya, seperti alpukat, durian, sengon, mahoni dan bakau.',
        },
        {
          question: 'Kapan saya mendapat kode WIN?',
          answer:
            'Setelah pohon Anda ditanam dan dicatat oleh petugas lapangan, biasanya dalam musim tanam berikutnya.',
        },
        {
          question: 'Bisakah saya memberi pohon sebagai hadiah?',
          answer:
            'Bisa. Tulis nama penerima di pesan donasi, atau pilih hadiah di toko kami: setiap pembelian menanam satu pohon.',
        },
      ],
    },
    trees4shop: {
      description: 'Trees4Shop: merchandise Rimba. Setiap pembelian menanam satu pohon bersama petani.',
      intro: 'Setiap pembelian menanam satu pohon.',
      action: 'Shop Here',
      aboutTitle: 'Belanja yang menanam',
      about: [
        'Kaus, tas, buku catatan dan hadiah lain di toko Rimba dibuat oleh usaha kecil di Indonesia. Untuk setiap barang yang Anda beli, satu pohon ditanam oleh petani mitra kami.',
        'Hadiah dari toko kami cocok untuk ulang tahun, hari raya atau ucapan terima kasih yang tumbuh.',
      ],
      pointsTitle: 'Mengapa Trees4Shop',
      points: [
        { title: 'Satu barang, satu pohon', text: 'Setiap pembelian menanam satu pohon.' },
        { title: 'Dibuat di Indonesia', text: 'Barang kami dibuat oleh perajin dan usaha kecil.' },
        { title: 'Hadiah bermakna', text: 'Hadiah yang terus tumbuh setelah dibuka.' },
      ],
      getInvolved: 'Ingin menjual merchandise Rimba atau memesan hadiah untuk perusahaan? Hubungi kami.',
    },
    trees4teaching: {
      description:
        'Trees4Teaching: Rimba membuka kebun, data dan desa mitranya untuk penelitian akademik tentang pohon dan petani.',
      intro: 'Kebun dan data kami untuk penelitian.',
      aboutTitle: 'Belajar dari jutaan pohon',
      about: [
        'Data pemantauan jutaan pohon, dari bibit hingga dewasa, adalah sumber belajar yang langka. Trees4Teaching membuka data, kebun bibit dan desa mitra kami bagi mahasiswa dan peneliti.',
        'Penelitian tentang pertumbuhan pohon, agroforestri, penghasilan petani dan karbon membantu kami menanam lebih baik.',
      ],
      pointsTitle: 'Yang kami tawarkan',
      points: [
        { title: 'Data', text: 'Data pertumbuhan dan lokasi pohon, tanpa data pribadi petani.' },
        { title: 'Lapangan', text: 'Pendampingan di kebun bibit dan desa mitra.' },
        { title: 'Berbagi hasil', text: 'Hasil penelitian dibagikan kembali kepada petani.' },
      ],
      getInvolved: 'Sampaikan rencana penelitian Anda, dan kami bantu menemukan kebun dan data yang cocok.',
    },
    trees4tomorrow: {
      description:
        'Trees4Tomorrow: program tanggung jawab sosial perusahaan dengan pohon yang ditanam dan dirawat petani kecil Indonesia.',
      intro: 'Tanggung jawab sosial perusahaan yang tumbuh.',
      aboutTitle: 'CSR yang dapat dilihat',
      about: [
        'Trees4Tomorrow menjadikan penanaman pohon bagian dari program tanggung jawab sosial perusahaan Anda. Bersama Anda kami memilih desa, jenis pohon dan jumlahnya.',
        'Setiap pohon tercatat dengan kode WIN, dan setiap tahun Anda menerima laporan pohon yang hidup, petani yang terlibat dan perkiraan karbon yang diserap.',
      ],
      pointsTitle: 'Yang Anda dapatkan',
      points: [
        { title: 'Program tahunan', text: 'Rencana tanam yang sesuai dengan tujuan perusahaan Anda.' },
        { title: 'Laporan terbuka', text: 'Angka, peta dan foto dari lapangan.' },
        { title: 'Kunjungan', text: 'Tim Anda dapat mengunjungi kebun dan bertemu petani.' },
      ],
      getInvolved: 'Ceritakan tujuan perusahaan Anda, dan kami rancang program Trees4Tomorrow bersama.',
    },
    trees4trade: {
      description:
        'Trees4Trade: hadiahkan pohon kepada pelanggan Anda, masing-masing dengan kode QR untuk mengunjunginya.',
      intro: 'Hadiahkan pohon kepada pelanggan Anda.',
      aboutTitle: 'Terima kasih yang tumbuh',
      about: [
        'Dengan Trees4Trade Anda memberi pohon kepada pelanggan, bersama pembelian atau sebagai tanda terima kasih. Pohon itu ditanam oleh petani mitra kami.',
        'Setiap pohon punya kode QR. Pelanggan memindainya dan melihat di mana pohonnya tumbuh dan siapa petaninya.',
      ],
      pointsTitle: 'Cara kerjanya',
      points: [
        {
          title: 'Pilih',
          text: 'Tentukan kapan pelanggan mendapat pohon: setiap pembelian, pelanggan baru atau acara khusus.',
        },
        { title: 'Bagikan', text: 'Kami siapkan kartu atau sertifikat digital dengan kode QR.' },
        { title: 'Kunjungi', text: 'Pelanggan memindai kode QR dan melihat pohonnya di peta.' },
      ],
      getInvolved: 'Ceritakan usaha Anda, dan kami usulkan cara memberi pohon kepada pelanggan.',
    },
    trees4teams: {
      description:
        'Trees4Teams: acara menanam pohon bersama petani untuk tim perusahaan Anda, hanya di Indonesia.',
      intro: 'Menanam bersama tim Anda, hanya di Indonesia.',
      aboutTitle: 'Sehari di kebun petani',
      about: [
        'Trees4Teams membawa tim Anda ke desa mitra kami untuk menanam bersama petani. Karyawan belajar tentang agroforestri, menanam bibitnya sendiri dan pulang dengan kode WIN pohonnya.',
        'Acara kami diadakan di Jawa Tengah dan Jawa Barat pada musim hujan, untuk 20 sampai 200 orang. Trees4Teams hanya tersedia di Indonesia.',
      ],
      pointsTitle: 'Termasuk dalam acara',
      points: [
        { title: 'Persiapan', text: 'Kami mengatur lokasi, bibit, alat dan keselamatan.' },
        { title: 'Menanam', text: 'Setiap peserta menanam pohonnya bersama petani.' },
        { title: 'Kenangan', text: 'Foto, kode WIN dan laporan untuk tim Anda.' },
      ],
      getInvolved: 'Sampaikan jumlah peserta dan waktu yang Anda inginkan, dan kami siapkan acaranya.',
    },
  },
  events: {
    intro:
      'Program penanaman, kampanye lingkungan, dan pelatihan petani yang kami jalankan bersama mitra dan relawan.',
    list: 'Daftar program',
    categories: 'Kategori',
    resetFilter: 'Reset filter',
    searchLabel: 'Cari program',
    searchPlaceholder: 'Kata kunci…',
    search: 'Cari',
    searched: 'Hasil pencarian untuk “{{q}}”',
    pages: 'Halaman program',
    back: 'Kembali ke kampanye & acara',
  },
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
  about: {
    title: 'Tentang Kami',
    lead: 'Kami memulihkan hutan Indonesia dengan cara yang menguntungkan petani: pohon yang mereka tanam menjaga air dan tanah, dan buahnya menambah penghasilan keluarga.',
    text: 'Sejak 2007 bibit dari kebun bibit kami ditanam dan dirawat oleh petani mitra di lahan mereka sendiri. Setiap pohon dicatat dengan kode WIN dan titik koordinatnya, sehingga donatur dapat melacak pohonnya di peta.',
    teamTitle: 'Tim Kami',
    teamIntro: 'Orang-orang yang menanam, merawat dan mengelola program Rimba.',
  },
  jobs: {
    intro: 'Bergabunglah dengan kami menanam pohon bersama petani Indonesia.',
    pages: 'Halaman lowongan',
    readMore: 'Baca Selengkapnya',
    applyJob: 'Apply Job',
    applyHint: 'Kirim lamaran dan riwayat hidup Anda ke {{email}}.',
    download: 'Unduh berkas ({{type}})',
    backToJobs: 'Kembali ke lowongan',
    by: 'oleh {{name}}',
  },
  annualReports: {
    intro: 'Laporan kegiatan dan keuangan kami dari tahun ke tahun.',
    download: 'Unduh',
    downloadLabel: 'Unduh {{type}}: {{title}}',
  },
  partners: {
    intro: 'Perusahaan dan lembaga yang menanam pohon bersama kami.',
    details: 'Detail',
    detailsOf: 'Detail {{name}}',
    website: 'Situs Web',
    websiteOf: 'Situs web {{name}}',
    blog: 'Blog',
    blogOf: 'Blog {{name}}',
  },
  footer: {
    terms: 'Syarat dan Ketentuan',
    privacy: 'Kebijakan Privasi',
    aboutTitle: 'Tentang Rimba',
    about:
      'Yayasan Rimba menanam pohon bersama petani sejak 2007 untuk memulihkan hutan, air, dan penghidupan di Indonesia. Lebih dari 900 orang terlibat dalam reforestasi.',
    contactTitle: 'Kontak',
    mapTitle: 'Lokasi {{office}}',
    openMap: 'Lihat {{address}} di peta',
    openInOsm: 'Buka di OpenStreetMap',
    closeMap: 'Tutup peta',
    followUs: 'Ikuti kami',
    newsTitle: 'Berita & Kampanye',
    readMore: 'Baca selengkapnya',
    newsletterTitle: 'Buletin',
    newsletterText: 'Dapatkan kabar terbaru tentang pohon yang kita tanam bersama.',
    emailPlaceholder: 'Alamat email Anda',
    subscribe: 'Berlangganan',
    copyright: '© {{year}} Yayasan Rimba. Hak cipta dilindungi.',
  },
  cookie: {
    text: 'Kami memakai cookie untuk mengingat pilihan Anda dan memahami cara situs ini digunakan.',
    okay: 'Okay',
  },
};

export type Messages = typeof id;
