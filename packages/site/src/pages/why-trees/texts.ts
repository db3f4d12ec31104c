import { addTexts } from '../../i18n';

/**
 * The texts of this page in both languages, loaded with its own chunk rather than with every page.
 */
const id = {
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
};

const en: typeof id = {
  whyTrees: {
    description: 'Why plant trees: air, water, biodiversity, social impact, health and climate.',
    intro: 'Trees give far more than we usually think.',
    sections: {
      air: {
        title: 'Air',
        text: 'Leaves filter dust and pollutants from the air and release the oxygen we breathe. Rows of trees along roads and homes make the air cleaner.',
        claim: 'Trees filter fine dust and pollutants out of the air.',
      },
      water: {
        title: 'Water',
        text: 'Tree roots help the soil soak up rain, so springs keep flowing in the dry season and floods are smaller in the wet season.',
        claim: 'A mature evergreen intercepts more than 15,000 litres of water a year.',
      },
      biodiversity: {
        title: 'Biodiversity',
        text: 'Forests and mixed gardens are home to birds, bees, bats and other wildlife. The native species we plant restore their habitat.',
        claim: 'Mixed gardens shelter far more species than fields of a single crop.',
      },
      social: {
        title: 'Social impact',
        text: 'Fruit and timber trees are a source of income and savings for farming families. Nurseries and monitoring create jobs in the villages.',
        claim: 'Partner farmers own the trees they plant and what they yield.',
      },
      health: {
        title: 'Health',
        text: 'The shade of trees cools towns and villages, eases heat stress and gives green space to move and rest.',
        claim: 'Trees cut city temperature by up to 8 °C.',
      },
      climate: {
        title: 'Climate',
        text: 'Trees store carbon in their trunks, roots and soil. Planting and protecting trees is one of the simplest ways to slow climate change.',
        claim: 'A tree absorbs about 22 lbs (10 kg) of CO₂ a year.',
      },
    },
    plantTitle: 'Plant a tree today',
    plantText:
      'Every tree is planted and cared for by one of our partner farmers, and you can track it by its WIN code.',
  },
};

addTexts({ id, en });
