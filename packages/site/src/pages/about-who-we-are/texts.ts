import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
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
};

const en: typeof id = {
  whoWeAre: {
    description:
      "The Rimba Foundation's vision and mission: restoring forests and livelihoods in Indonesia with smallholder farmers.",
    intro: 'A non-profit foundation planting trees with smallholder farmers in Indonesia since 2007.',
    storyTitle: 'Who we are',
    story: [
      'Rimba grew from a simple conviction: forests are restored best by the people who live around them. So we do not plant on land of our own but with smallholder farmers on theirs, in gardens, home yards, on slopes and along rivers.',
      'More than 900 people now take part in our reforestation: farmers, nursery keepers, field officers and volunteers. Donors, companies and schools fund the seedlings and the support, and every tree planted can be tracked by its WIN code.',
    ],
    visionTitle: 'Vision',
    vision:
      "Green and lasting Indonesian landscapes, where forests and trees keep water, air and climate in balance and sustain farmers' livelihoods from one generation to the next.",
    missionTitle: 'Mission',
    mission: [
      'Plant the right tree in the right place with smallholder farmers, choosing native species and fruit trees that serve them.',
      'Raise healthy seedlings in nurseries run by villagers.',
      'Support farmers in caring for their trees until they stand strong, and help them earn an income from what their gardens yield.',
      'Record and monitor every tree openly, so that every donor can see their own tree.',
      "Invite people, schools and companies to help restore Indonesia's forests.",
    ],
    valuesTitle: 'How we work',
    values: [
      {
        title: 'With farmers',
        text: 'Farmers choose the trees they plant and own what they yield. A tree that gives is a tree that is cared for.',
      },
      {
        title: 'Openly',
        text: 'Every tree is recorded with its WIN code, location and photo, and our annual reports are public.',
      },
      {
        title: 'For the long term',
        text: 'We stay with farmers for years after planting, not only on planting day.',
      },
    ],
    next: 'See what we do',
  },
};

addTexts({ id, en });
