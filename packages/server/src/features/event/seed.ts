import type { event } from '@rimba/core';
import { sql } from 'kysely';
import { bannerSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const day = 86_400_000;

interface DemoEvent {
  /** Index into the demo event categories. */
  category: number;
  id: { name: string; paragraphs: string[] };
  en: { name: string; paragraphs: string[] };
  published?: false;
}

/** The demo programmes and campaigns, oldest first. */
const events: DemoEvent[] = [
  {
    category: 0,
    id: {
      name: 'Tanam Mangrove Bersama Warga Demak',
      paragraphs: [
        'Bersama kelompok tani Sayung, relawan menanam 5.000 bibit mangrove di tepi tambak yang terkikis abrasi.',
        'Setiap peserta mendapat kode WIN untuk bibit yang ditanamnya dan dapat melihatnya tumbuh di peta.',
      ],
    },
    en: {
      name: 'Planting Mangroves with the People of Demak',
      paragraphs: [
        'With the Sayung farmers’ group, volunteers planted 5,000 mangrove seedlings along fish ponds worn away by erosion.',
        'Every participant received a WIN code for the seedling they planted and can watch it grow on the map.',
      ],
    },
  },
  {
    category: 2,
    id: {
      name: 'Sekolah Lapang Agroforestri di Wonosobo',
      paragraphs: [
        'Tiga puluh petani belajar menyambung bibit, membuat kompos dan mengatur jarak tanam pohon di antara tanaman pangan.',
      ],
    },
    en: {
      name: 'Agroforestry Field School in Wonosobo',
      paragraphs: [
        'Thirty farmers learned to graft seedlings, make compost and space trees among their food crops.',
      ],
    },
  },
  {
    category: 1,
    id: {
      name: 'Kampanye Satu Siswa Satu Pohon',
      paragraphs: [
        'Siswa dari dua puluh sekolah di Semarang merawat satu bibit pohon masing-masing selama satu tahun ajaran.',
        'Di akhir tahun, bibit ditanam bersama di lahan petani mitra di lereng Merbabu.',
      ],
    },
    en: {
      name: 'One Student, One Tree Campaign',
      paragraphs: [
        'Students of twenty schools in Semarang each look after one tree seedling for a school year.',
        'At the end of the year the seedlings are planted together on partner farms on the slopes of Merbabu.',
      ],
    },
  },
  {
    category: 0,
    id: {
      name: 'Penanaman Pohon Karyawan di Kendal',
      paragraphs: [
        'Delapan puluh karyawan perusahaan mitra menanam 3.000 pohon buah dan kayu bersama warga Kendal.',
      ],
    },
    en: {
      name: 'Staff Tree Planting in Kendal',
      paragraphs: [
        'Eighty employees of a partner company planted 3,000 fruit and timber trees with the people of Kendal.',
      ],
    },
  },
  {
    category: 1,
    id: {
      name: 'Hari Bumi: Kurangi Plastik, Tanam Pohon',
      paragraphs: [
        'Pada Hari Bumi kami mengajak warga Bogor menukar sampah plastik dengan bibit pohon untuk ditanam di pekarangan.',
      ],
    },
    en: {
      name: 'Earth Day: Less Plastic, More Trees',
      paragraphs: [
        'On Earth Day we invited the people of Bogor to swap plastic waste for tree seedlings to plant in their gardens.',
      ],
    },
  },
  {
    category: 2,
    id: {
      name: 'Draf: Pelatihan Pembibitan 2027',
      paragraphs: ['Rencana pelatihan pembibitan untuk petani baru pada musim tanam 2027.'],
    },
    en: {
      name: 'Draft: Nursery Training 2027',
      paragraphs: ['A planned nursery training for new farmers in the 2027 planting season.'],
    },
    published: false,
  },
];

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** The demo events, a week apart, written by the super user. */
export async function seedEvents(seed: SeedContext<typeof event>): Promise<void> {
  const categories = seed.ids('category-event');
  const { rows: admins } = await sql<{ id: number }>`
    select id from users where role_id = -1 order by id limit 1`.execute(seed.db);
  const rows: SeedRow<typeof event>[] = [];
  for (const [i, demo] of events.entries()) {
    const written = new Date(seed.base + i * 7 * day);
    rows.push({
      event_name: demo.id.name,
      event_name_en: demo.en.name,
      category_event_id: categories[demo.category]!,
      event_description: html(demo.id.paragraphs),
      event_description_en: html(demo.en.paragraphs),
      file_event: await seed.file(`demo-event-${i + 1}.jpg`, bannerSvg(90 + i * 25)),
      published: demo.published ?? true,
      created_by: admins[0]?.id ?? null,
      created_at: written,
      updated_at: written,
    });
  }
  await seed.insert(rows);
}
