import type { photoGallery } from '@rimba/core';
import { photoSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const day = 86_400_000;

/** An album: its description in Indonesian and English, and the captions of its further photos. */
export interface DemoAlbum {
  id: string;
  en: string;
  hue: number;
  photos: [string, string][];
  published?: false;
}

export const demoAlbums: DemoAlbum[] = [
  {
    id: 'Menanam mangrove bersama warga Sayung, Demak. Dua puluh ribu bibit bakau ditanam di sepanjang pesisir yang tergerus abrasi.',
    en: 'Planting mangroves with the villagers of Sayung, Demak. Twenty thousand mangrove seedlings were planted along a coast worn away by erosion.',
    hue: 195,
    photos: [
      ['Bibit bakau diturunkan dari perahu', 'Mangrove seedlings unloaded from the boat'],
      ['Warga menanam saat air surut', 'Villagers planting at low tide'],
      ['Ajir bambu menahan bibit dari ombak', 'Bamboo stakes hold the seedlings against the waves'],
      ['Bibit berumur enam bulan', 'Seedlings six months on'],
      ['Tambak yang kembali terlindungi', 'Fish ponds sheltered once more'],
    ],
  },
  {
    id: 'Kebun bibit Ungaran. Bibit mahoni, sengon dan durian tumbuh di polybag sebelum dibagikan kepada petani mitra.',
    en: 'The Ungaran nursery. Mahogany, sengon and durian seedlings grow in polybags before they go to our partner farmers.',
    hue: 95,
    photos: [
      ['Menyemai benih sengon', 'Sowing sengon seeds'],
      ['Bedeng bibit mahoni', 'Beds of mahogany seedlings'],
      ['Menyiram bibit pada pagi hari', 'Watering the seedlings in the morning'],
      ['Bibit durian hasil sambung pucuk', 'Grafted durian seedlings'],
    ],
  },
  {
    id: 'Agroforestri kopi di lereng Merbabu. Petani Getasan menanam alpukat dan suren sebagai peneduh kebun kopi mereka.',
    en: 'Coffee agroforestry on the slopes of Merbabu. Farmers in Getasan plant avocado and suren trees to shade their coffee.',
    hue: 30,
    photos: [
      ['Kebun kopi di bawah naungan', 'Coffee growing in the shade'],
      ['Menanam bibit alpukat', 'Planting avocado seedlings'],
      ['Petani memetik kopi merah', 'A farmer picking ripe coffee cherries'],
      ['Pohon suren berumur tiga tahun', 'A three-year-old suren tree'],
      ['Menjemur biji kopi', 'Drying the coffee beans'],
      ['Sekolah lapang di kebun anggota', "A field school in a member's garden"],
      ['Pemandangan lereng Merbabu', 'The slopes of Merbabu'],
    ],
  },
  {
    id: 'Hari menanam pohon bersama sekolah di Bogor. Murid dari dua puluh sekolah belajar menyemai dan merawat pohon.',
    en: 'Tree-planting day with the schools of Bogor. Pupils from twenty schools learn to sow and care for trees.',
    hue: 210,
    photos: [
      ['Murid mengisi polybag dengan tanah', 'Pupils filling polybags with soil'],
      ['Belajar mengenal jenis pohon', 'Learning to tell tree species apart'],
      ['Menanam bibit nangka di halaman sekolah', 'Planting jackfruit seedlings in the schoolyard'],
      ['Foto bersama para guru', 'A group photo with the teachers'],
    ],
  },
  {
    id: 'Draf: panen durian pertama petani Temanggung.',
    en: 'Draft: the first durian harvest of the farmers of Temanggung.',
    hue: 60,
    photos: [
      ['Durian di pohon', 'Durians on the tree'],
      ['Memanen durian', 'Harvesting durians'],
      ['Durian siap dijual', 'Durians ready for market'],
      ['Petani dan hasil panennya', 'A farmer and the harvest'],
    ],
    published: false,
  },
];

/** The demo albums, ten days apart, each with its main photo. */
export async function seedPhotoGallery(seed: SeedContext<typeof photoGallery>): Promise<void> {
  const rows: SeedRow<typeof photoGallery>[] = [];
  for (const [i, album] of demoAlbums.entries()) {
    const made = new Date(seed.base + i * 10 * day);
    rows.push({
      description: album.id,
      description_en: album.en,
      file_photo_gallery: await seed.file(`demo-gallery-${i + 1}.jpg`, photoSvg(album.hue, i)),
      published: album.published ?? true,
      created_at: made,
      updated_at: made,
    });
  }
  await seed.insert(rows);
}
