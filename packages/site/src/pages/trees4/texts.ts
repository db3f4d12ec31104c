import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
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
};

const en: typeof id = {
  programmes: {
    trees4change: {
      description: 'Trees4Change: Rimba replants as many trees as your company’s products use.',
      intro: 'Replant the trees your products use.',
      aboutTitle: 'Giving back what was taken',
      about: [
        'Paper, packaging, furniture and many other products come from trees. Trees4Change helps companies replant as many trees as their products use, with smallholder farmers in Indonesia.',
        'We work out the number of trees with your team, plant them in our partner villages and report every tree by its WIN code.',
      ],
      pointsTitle: 'How it works',
      points: [
        { title: 'Count', text: 'We estimate how many trees your products use each year.' },
        { title: 'Plant', text: 'Partner farmers plant the replacement trees in the next rainy season.' },
        { title: 'Report', text: 'You receive a report of the growing trees to share with your customers.' },
      ],
      getInvolved: 'Tell us about your products, and we will prepare a Trees4Change proposal.',
    },
    trees4everyone: {
      description:
        'Trees4Everyone: donate trees planted and cared for by smallholder farmers in Indonesia, then track your tree by its WIN code.',
      intro: 'Everyone can plant a tree, from anywhere.',
      action: 'Plant a Tree',
      aboutTitle: 'Your tree, cared for by a farmer',
      about: [
        'With Trees4Everyone you donate one, ten or a hundred trees. A partner farmer plants them on their land in the next rainy season.',
        'Once planted, you get a WIN code to see where your tree is on the map, which farmer cares for it and how it grows.',
      ],
      pointsTitle: 'Three steps',
      points: [
        { title: 'Choose', text: 'Choose a number of trees on the donation page.' },
        { title: 'Planted', text: 'A partner farmer plants and cares for your trees.' },
        { title: 'Track', text: 'See your tree on the map with its WIN code.' },
      ],
      questionsTitle: 'Common questions',
      questions: [
        {
          question: 'Where is my tree planted?',
          answer:
            "On the land of our partner farmers in Central Java, West Java or along Java's north coast, depending on the species and the planting season.",
        },
        {
          question: 'Which trees are planted?',
          answer:
            'Farmers choose from native species, fruit trees and timber trees that suit their land, such as avocado, durian, sengon, mahogany and mangroves.',
        },
        {
          question: 'When do I get my WIN code?',
          answer:
            'Once your tree has been planted and recorded by a field officer, usually within the next planting season.',
        },
        {
          question: 'Can I give a tree as a gift?',
          answer:
            "Yes. Write the recipient's name in the donation message, or choose a gift in our shop: every purchase plants one tree.",
        },
      ],
    },
    trees4shop: {
      description: 'Trees4Shop: Rimba merchandise. Every purchase plants one tree with a farmer.',
      intro: 'Every purchase plants one tree.',
      action: 'Shop Here',
      aboutTitle: 'Shopping that plants',
      about: [
        "The T-shirts, bags, notebooks and other gifts in Rimba's shop are made by small businesses in Indonesia. For every item you buy, one of our partner farmers plants a tree.",
        'Gifts from our shop suit birthdays, holidays or a thank-you that keeps growing.',
      ],
      pointsTitle: 'Why Trees4Shop',
      points: [
        { title: 'One item, one tree', text: 'Every purchase plants one tree.' },
        { title: 'Made in Indonesia', text: 'Our goods are made by craftspeople and small businesses.' },
        { title: 'A meaningful gift', text: 'A present that keeps growing after it is unwrapped.' },
      ],
      getInvolved: 'Would you like to sell Rimba merchandise or order gifts for your company? Get in touch.',
    },
    trees4teaching: {
      description:
        'Trees4Teaching: Rimba opens its nurseries, data and partner villages to academic research on trees and farmers.',
      intro: 'Our gardens and data for research.',
      aboutTitle: 'Learning from millions of trees',
      about: [
        'Monitoring data on millions of trees, from seedling to maturity, is a rare source of learning. Trees4Teaching opens our data, nurseries and partner villages to students and researchers.',
        "Research on tree growth, agroforestry, farmers' income and carbon helps us plant better.",
      ],
      pointsTitle: 'What we offer',
      points: [
        { title: 'Data', text: "Tree growth and location data, without farmers' personal details." },
        { title: 'Fieldwork', text: 'Support in our nurseries and partner villages.' },
        { title: 'Sharing results', text: 'Research findings are shared back with the farmers.' },
      ],
      getInvolved: 'Tell us about your research plan, and we will help you find the right gardens and data.',
    },
    trees4tomorrow: {
      description:
        'Trees4Tomorrow: a corporate social responsibility programme with trees planted and cared for by Indonesian smallholder farmers.',
      intro: 'Corporate social responsibility that grows.',
      aboutTitle: 'CSR you can see',
      about: [
        "Trees4Tomorrow makes tree planting part of your company's social responsibility programme. Together we choose the villages, the species and the number of trees.",
        'Every tree is recorded with a WIN code, and each year you receive a report of the living trees, the farmers involved and the estimated carbon captured.',
      ],
      pointsTitle: 'What you get',
      points: [
        { title: 'A yearly programme', text: "A planting plan that fits your company's goals." },
        { title: 'Open reporting', text: 'Figures, maps and photos from the field.' },
        { title: 'Visits', text: 'Your team can visit the gardens and meet the farmers.' },
      ],
      getInvolved:
        "Tell us about your company's goals, and we will design a Trees4Tomorrow programme together.",
    },
    trees4trade: {
      description: 'Trees4Trade: give trees to your customers, each with a QR code to visit it.',
      intro: 'Give trees to your customers.',
      aboutTitle: 'A thank-you that grows',
      about: [
        'With Trees4Trade you give your customers a tree, with a purchase or as a thank-you. One of our partner farmers plants it.',
        'Every tree has a QR code. Customers scan it and see where their tree grows and who its farmer is.',
      ],
      pointsTitle: 'How it works',
      points: [
        {
          title: 'Choose',
          text: 'Decide when customers get a tree: every purchase, new customers or special occasions.',
        },
        { title: 'Share', text: 'We prepare cards or digital certificates with a QR code.' },
        { title: 'Visit', text: 'Customers scan the QR code and see their tree on the map.' },
      ],
      getInvolved: 'Tell us about your business, and we will suggest how to give trees to your customers.',
    },
    trees4teams: {
      description:
        "Trees4Teams: tree-planting events with farmers for your company's team, only in Indonesia.",
      intro: 'Planting with your team, only in Indonesia.',
      aboutTitle: "A day in a farmer's garden",
      about: [
        'Trees4Teams brings your team to one of our partner villages to plant with the farmers. Staff learn about agroforestry, plant their own seedlings and go home with their trees’ WIN codes.',
        'Our events take place in Central and West Java during the rainy season, for 20 to 200 people. Trees4Teams is only available in Indonesia.',
      ],
      pointsTitle: 'Included in the event',
      points: [
        { title: 'Preparation', text: 'We arrange the site, seedlings, tools and safety.' },
        { title: 'Planting', text: 'Every participant plants their tree with a farmer.' },
        { title: 'Keepsakes', text: 'Photos, WIN codes and a report for your team.' },
      ],
      getInvolved: 'Tell us how many people will join and when, and we will prepare the event.',
    },
  },
};

addTexts({ id, en });
