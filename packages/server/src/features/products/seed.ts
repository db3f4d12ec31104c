import type { products } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { type GiftShape, giftSvg } from './images.js';

const day = 86_400_000;

interface DemoGift {
  name: string;
  en: string;
  /** Index into the demo product categories. */
  category: number;
  shape: GiftShape;
  hue: number;
  price: number;
  stock: number;
  description: string[];
  description_en: string[];
}

/** The demo shop, oldest first: every purchase plants a tree (Trees4Shop). */
export const demoGifts: DemoGift[] = [
  {
    name: 'Tumbler Bambu Rimba',
    en: 'Rimba Bamboo Tumbler',
    category: 0,
    shape: 'tumbler',
    hue: 150,
    price: 125_000,
    stock: 40,
    description: [
      'Tumbler 450 ml berlapis bambu yang menjaga minuman tetap dingin atau hangat hingga 8 jam.',
      'Setiap tumbler yang terjual menanam satu pohon bersama petani mitra kami.',
    ],
    description_en: [
      'A 450 ml bamboo-clad tumbler that keeps drinks cold or warm for up to 8 hours.',
      'Every tumbler sold plants one tree with our partner farmers.',
    ],
  },
  {
    name: 'Tas Jinjing Kanvas',
    en: 'Canvas Tote Bag',
    category: 0,
    shape: 'tote',
    hue: 130,
    price: 85_000,
    stock: 60,
    description: [
      'Tas kanvas katun tebal untuk belanja tanpa plastik, dengan sablon daun karya seniman Yogyakarta.',
    ],
    description_en: [
      'A heavy cotton canvas bag for plastic-free shopping, printed with a leaf by a Yogyakarta artist.',
    ],
  },
  {
    name: 'Kaos Katun Organik "Tanam Pohon"',
    en: 'Organic Cotton T-Shirt "Plant a Tree"',
    category: 1,
    shape: 'tshirt',
    hue: 160,
    price: 150_000,
    stock: 35,
    description: [
      'Kaos katun organik yang lembut dan sejuk, dijahit oleh penjahit lokal di Bandung.',
      'Tersedia ukuran S sampai XXL; sebutkan ukuran Anda di catatan pesanan.',
    ],
    description_en: [
      'A soft, cool organic cotton t-shirt, sewn by local tailors in Bandung.',
      'Sizes S to XXL; give your size in the order note.',
    ],
  },
  {
    name: 'Paket Benih Pohon Buah',
    en: 'Fruit Tree Seed Kit',
    category: 2,
    shape: 'seeds',
    hue: 110,
    price: 65_000,
    stock: 80,
    description: ['Benih alpukat, nangka dan kelengkeng dengan media tanam dan panduan menyemai di rumah.'],
    description_en: [
      'Avocado, jackfruit and longan seeds with growing medium and a guide to sowing them at home.',
    ],
  },
  {
    name: 'Kartu Hadiah Satu Pohon',
    en: 'One-Tree Gift Card',
    category: 3,
    shape: 'card',
    hue: 140,
    price: 50_000,
    stock: 500,
    description: [
      'Hadiahkan satu pohon: penerima mendapat kartu dengan kode WIN untuk melacak pohonnya di peta.',
    ],
    description_en: [
      'Give a tree: the recipient gets a card with a WIN code to track their tree on the map.',
    ],
  },
  {
    name: 'Topi Rimba',
    en: 'Rimba Cap',
    category: 1,
    shape: 'cap',
    hue: 100,
    price: 95_000,
    stock: 0,
    description: ['Topi katun dengan bordir daun. Stok baru segera datang.'],
    description_en: ['A cotton cap with an embroidered leaf. New stock is on its way.'],
  },
];

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** The demo gifts, three days apart, each with its picture. */
export async function seedProducts(seed: SeedContext<typeof products>): Promise<void> {
  const categories = seed.ids('product-categories');
  const rows: SeedRow<typeof products>[] = [];
  for (const [i, gift] of demoGifts.entries()) {
    const added = new Date(seed.base + i * 3 * day);
    rows.push({
      product_name: gift.name,
      product_name_en: gift.en,
      product_category_id: categories[gift.category]!,
      description: html(gift.description),
      description_en: html(gift.description_en),
      price: gift.price,
      stock: gift.stock,
      file_product: await seed.file(`demo-gift-${i + 1}.jpg`, giftSvg(gift.shape, gift.hue)),
      created_at: added,
      updated_at: added,
    });
  }
  await seed.insert(rows);
}
