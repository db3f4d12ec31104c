import type { treeSpecies } from '@rimba/core';
import { sql } from 'kysely';
import { treeSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { demoWoodDensities } from './wood-density.js';

type Category = 'pohon_kayu' | 'pohon_buah' | 'pohon_serbaguna' | 'pohon_mangrove';

interface DemoTree {
  name: string;
  english: string;
  category: Category;
  id: { short: string; paragraphs: string[] };
  en: { short: string; paragraphs: string[] };
  published?: false;
}

/** Species planted in Indonesian agroforestry, with what farmers value them for. */
const species: DemoTree[] = [
  {
    name: 'Sengon',
    english: 'White Albizia',
    category: 'pohon_kayu',
    id: {
      short: 'Pohon kayu yang tumbuh sangat cepat dan dapat dipanen dalam lima sampai tujuh tahun.',
      paragraphs: [
        'Sengon (<em>Falcataria moluccana</em>) adalah pohon kayu paling populer di kebun rakyat Jawa.',
        'Akarnya mengikat nitrogen sehingga menyuburkan tanah bagi tanaman di sekitarnya, dan kayunya dipakai untuk papan, peti dan kayu lapis.',
      ],
    },
    en: {
      short: 'A very fast-growing timber tree that can be harvested in five to seven years.',
      paragraphs: [
        "White albizia (<em>Falcataria moluccana</em>) is the most popular timber tree of Java's smallholder gardens.",
        'Its roots fix nitrogen, enriching the soil for the crops around it, and its wood makes boards, crates and plywood.',
      ],
    },
  },
  {
    name: 'Mahoni',
    english: 'Big-leaf Mahogany',
    category: 'pohon_kayu',
    id: {
      short: 'Pohon kayu keras berumur panjang dengan tajuk lebar yang teduh.',
      paragraphs: [
        'Mahoni (<em>Swietenia macrophylla</em>) menghasilkan kayu bernilai tinggi untuk mebel setelah 15 sampai 20 tahun.',
        'Pohon ini tahan kekeringan dan sering ditanam di tepi jalan dan batas lahan.',
      ],
    },
    en: {
      short: 'A long-lived hardwood tree with a wide, shady crown.',
      paragraphs: [
        'Big-leaf mahogany (<em>Swietenia macrophylla</em>) gives valuable furniture wood after 15 to 20 years.',
        'It withstands drought and is often planted along roads and field borders.',
      ],
    },
  },
  {
    name: 'Jati',
    english: 'Teak',
    category: 'pohon_kayu',
    id: {
      short: 'Kayu jati terkenal kuat, awet dan tahan rayap.',
      paragraphs: [
        'Jati (<em>Tectona grandis</em>) tumbuh baik di tanah berkapur Jawa Tengah dan Jawa Timur.',
        'Petani menanamnya sebagai tabungan jangka panjang: kayunya dapat dipanen setelah 20 tahun atau lebih.',
      ],
    },
    en: {
      short: 'Teak wood is famous for being strong, durable and termite-resistant.',
      paragraphs: [
        'Teak (<em>Tectona grandis</em>) grows well on the limestone soils of Central and East Java.',
        'Farmers plant it as long-term savings: its wood can be harvested after 20 years or more.',
      ],
    },
  },
  {
    name: 'Durian',
    english: 'Durian',
    category: 'pohon_buah',
    id: {
      short: 'Raja buah yang memberi petani penghasilan tinggi setiap musim.',
      paragraphs: [
        'Durian (<em>Durio zibethinus</em>) hasil sambung pucuk mulai berbuah pada umur empat sampai lima tahun.',
        'Pohonnya dapat hidup puluhan tahun dan tajuknya melindungi tanah dari erosi.',
      ],
    },
    en: {
      short: 'The king of fruits, which gives farmers a high income every season.',
      paragraphs: [
        'Grafted durian (<em>Durio zibethinus</em>) starts to bear fruit at four to five years old.',
        'The tree lives for decades, and its crown shields the soil from erosion.',
      ],
    },
  },
  {
    name: 'Alpukat',
    english: 'Avocado',
    category: 'pohon_buah',
    id: {
      short: 'Pohon buah dataran tinggi yang cocok sebagai peneduh kopi.',
      paragraphs: [
        'Alpukat (<em>Persea americana</em>) tumbuh baik di ketinggian 400 sampai 1.500 meter.',
        'Bibit sambungan berbuah setelah tiga sampai empat tahun dan buahnya mudah dijual di pasar lokal.',
      ],
    },
    en: {
      short: 'A highland fruit tree that makes good shade for coffee.',
      paragraphs: [
        'Avocado (<em>Persea americana</em>) grows well between 400 and 1,500 metres above sea level.',
        'Grafted seedlings bear fruit after three to four years, and the fruit sells easily at local markets.',
      ],
    },
  },
  {
    name: 'Nangka',
    english: 'Jackfruit',
    category: 'pohon_buah',
    id: {
      short: 'Buah terbesar yang tumbuh di pohon, disukai segar maupun dimasak.',
      paragraphs: [
        'Nangka (<em>Artocarpus heterophyllus</em>) berbuah sepanjang tahun dan buah mudanya dimasak menjadi gudeg.',
        'Kayunya yang kuning keemasan juga dipakai untuk perabot dan alat musik.',
      ],
    },
    en: {
      short: 'The largest fruit that grows on a tree, loved fresh or cooked.',
      paragraphs: [
        'Jackfruit (<em>Artocarpus heterophyllus</em>) fruits all year round, and its young fruit is cooked into gudeg.',
        'Its golden-yellow wood is also used for furniture and musical instruments.',
      ],
    },
  },
  {
    name: 'Petai',
    english: 'Bitter Bean',
    category: 'pohon_serbaguna',
    id: {
      short: 'Pohon polong bernilai jual tinggi yang juga menyuburkan tanah.',
      paragraphs: [
        'Petai (<em>Parkia speciosa</em>) menghasilkan polong berisi biji yang digemari sebagai lalapan dan sambal.',
        'Sebagai tanaman polong-polongan, akarnya mengikat nitrogen dan tajuknya yang tinggi menaungi tanaman di bawahnya.',
      ],
    },
    en: {
      short: 'A pod-bearing tree with a high market value that also enriches the soil.',
      paragraphs: [
        'Bitter bean (<em>Parkia speciosa</em>) bears pods of seeds prized as a side dish and in sambal.',
        'As a legume its roots fix nitrogen, and its tall crown shades the crops below.',
      ],
    },
  },
  {
    name: 'Jengkol',
    english: 'Dog Fruit',
    category: 'pohon_serbaguna',
    id: {
      short: 'Pohon serbaguna yang bijinya menjadi bahan masakan khas Nusantara.',
      paragraphs: [
        'Jengkol (<em>Archidendron pauciflorum</em>) mulai berbuah pada umur lima sampai tujuh tahun.',
        'Pohonnya kuat di lereng dan membantu menahan tanah, sementara bijinya memberi penghasilan musiman.',
      ],
    },
    en: {
      short: 'A multipurpose tree whose seeds are a favourite ingredient of Indonesian cooking.',
      paragraphs: [
        'Dog fruit (<em>Archidendron pauciflorum</em>) starts to bear fruit at five to seven years old.',
        'The tree holds firm on slopes and helps keep the soil in place, while its seeds bring a seasonal income.',
      ],
    },
  },
  {
    name: 'Kemiri',
    english: 'Candlenut',
    category: 'pohon_serbaguna',
    id: {
      short: 'Bijinya bumbu dapur dan minyaknya bahan kosmetik; pohonnya menahan erosi.',
      paragraphs: [
        'Kemiri (<em>Aleurites moluccanus</em>) tumbuh di lahan kering dan lereng yang kurang subur.',
        'Biji kemiri dapat disimpan lama, sehingga petani dapat menjualnya saat harga baik.',
      ],
    },
    en: {
      short: 'Its nuts season the kitchen and its oil goes into cosmetics; the tree holds back erosion.',
      paragraphs: [
        'Candlenut (<em>Aleurites moluccanus</em>) grows on dry land and on poor slopes.',
        'The nuts keep for a long time, so farmers can sell them when prices are good.',
      ],
    },
  },
  {
    name: 'Bakau',
    english: 'Red Mangrove',
    category: 'pohon_mangrove',
    id: {
      short: 'Penjaga pantai yang menahan ombak dan menjadi rumah bagi ikan dan kepiting.',
      paragraphs: [
        'Bakau (<em>Rhizophora mucronata</em>) tumbuh di lumpur pasang surut dengan akar tunjang yang kokoh.',
        'Hutan bakau menahan abrasi dan menyimpan karbon beberapa kali lebih banyak daripada hutan daratan.',
      ],
    },
    en: {
      short: 'A guardian of the coast that breaks the waves and shelters fish and crabs.',
      paragraphs: [
        'Red mangrove (<em>Rhizophora mucronata</em>) grows in tidal mud on strong stilt roots.',
        'Mangrove forests hold back erosion and store several times more carbon than forests on land.',
      ],
    },
  },
  {
    name: 'Suren',
    english: 'Suren Mahogany',
    category: 'pohon_kayu',
    id: { short: 'Draf: pohon kayu peneduh untuk kebun kopi.', paragraphs: ['Belum terbit.'] },
    en: { short: 'Draft: a timber shade tree for coffee gardens.', paragraphs: ['Not published yet.'] },
    published: false,
  },
];

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
const hues: Record<Category, number> = {
  pohon_kayu: 115,
  pohon_buah: 80,
  pohon_serbaguna: 140,
  pohon_mangrove: 160,
};

/**
 * The demo tree species, an hour apart, each with its picture and its published wood density, written by
 * the super user.
 */
export async function seedTreeSpecies(seed: SeedContext<typeof treeSpecies>): Promise<void> {
  const { rows: admins } = await sql<{ id: number }>`
    select id from users where role_id = -1 order by id limit 1`.execute(seed.db);
  const rows: SeedRow<typeof treeSpecies>[] = [];
  for (const [i, tree] of species.entries()) {
    const made = new Date(seed.base + i * 3_600_000);
    rows.push({
      tree_name: tree.name,
      english_name: tree.english,
      tree_category: tree.category,
      wood_density: demoWoodDensities[tree.name] ?? null,
      short_information: tree.id.short,
      short_information_en: tree.en.short,
      description: html(tree.id.paragraphs),
      description_en: html(tree.en.paragraphs),
      file_our_stories: await seed.file(
        `demo-tree-${tree.name.toLowerCase()}.svg`,
        treeSvg(hues[tree.category] + (i % 3) * 8, tree.category === 'pohon_kayu' ? 'tall' : 'round'),
      ),
      published: tree.published ?? true,
      created_by: admins[0]?.id ?? null,
      created_at: made,
      updated_at: made,
    });
  }
  await seed.insert(rows);
}
