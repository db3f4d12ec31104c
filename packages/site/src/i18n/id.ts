/**
 * Indonesian, the default language. Captions the spec quotes (and the menu names it gives in English)
 * are kept word for word.
 */
export const id = {
  common: {
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
    partnersTitle: 'Mitra kami',
    partnersText: 'Perusahaan dan lembaga yang menanam bersama kami.',
  },
  faq: {
    intro: 'Jawaban atas pertanyaan yang sering diajukan tentang Rimba dan program penanaman pohon kami.',
  },
  footer: {
    terms: 'Syarat dan Ketentuan',
    privacy: 'Kebijakan Privasi',
    aboutTitle: 'Tentang Rimba',
    about:
      'Yayasan Rimba menanam pohon bersama petani sejak 2007 untuk memulihkan hutan, air, dan penghidupan di Indonesia. Lebih dari 900 orang terlibat dalam reforestasi.',
    contactTitle: 'Kontak',
    newsTitle: 'Berita & Kampanye',
    news: {
      planting: {
        title: 'Musim tanam di Jawa Barat',
        text: 'Petani di Garut dan Sumedang mulai menanam bibit alpukat, durian, dan mahoni bersama relawan kami.',
      },
      school: {
        title: 'Sekolah menanam pohon',
        text: 'Siswa dari dua puluh sekolah di Bogor belajar menyemai dan merawat pohon di kebun pembibitan kami.',
      },
      campaign: {
        title: 'Kampanye satu juta pohon',
        text: 'Bergabunglah dalam kampanye kami untuk menanam satu juta pohon baru bersama petani sebelum akhir tahun.',
      },
    },
    readMore: 'Baca selengkapnya',
    newsletterTitle: 'Buletin',
    newsletterText: 'Dapatkan kabar terbaru tentang pohon yang kita tanam bersama.',
    emailPlaceholder: 'Alamat email Anda',
    subscribe: 'Berlangganan',
    newsletterSoon: 'Pendaftaran buletin segera dibuka.',
    copyright: '© {{year}} Yayasan Rimba. Hak cipta dilindungi.',
  },
  cookie: {
    text: 'Kami memakai cookie untuk mengingat pilihan Anda dan memahami cara situs ini digunakan.',
    okay: 'Okay',
  },
};

export type Messages = typeof id;
