import type { Kysely } from 'kysely';
import { grantTasks } from '../../auth/roles.js';
import type { FileStore } from '../../storage/store.js';
import type { Database } from '../schema.js';
import { departmentAdminRole, openRoles, seedAccounts } from './accounts.js';
import { contohKomponenLogRows, contohKomponenPartnerLinks, contohKomponenRows } from './contoh-komponen.js';
import { attachedUploads, bannerSvg, type DemoImage, logoSvg, storeDemoImage } from './images.js';
import { pick, seededRandom } from './random.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

const partnerNames = [
  'PT Hijau Lestari',
  'CV Bumi Asri',
  'Koperasi Tani Makmur',
  'Yayasan Alam Sehat',
  'PT Kopi Nusantara',
  'Bank Tani Sejahtera',
  'PT Energi Surya Jaya',
  'Universitas Rimba Raya',
  'Komunitas Pecinta Hutan',
  'PT Kertas Bijak',
  'CV Madu Hutan Jawa',
  'PT Logistik Hijau',
];

const partnerSentences = [
  'Mendukung penanaman pohon bersama petani di Jawa Tengah.',
  'Menanam satu pohon untuk setiap produk yang terjual.',
  'Bermitra dalam program agroforestri untuk ketahanan pangan desa.',
  'Mendanai pembibitan dan pelatihan petani muda.',
  'Mengajak karyawan menanam pohon setiap tahun.',
  'Mendukung riset tentang pohon penyerap karbon.',
];

const faqs: [string, string][] = [
  ['Apa itu Rimba?', 'Rimba adalah yayasan yang menanam pohon bersama petani di Indonesia sejak 2007.'],
  [
    'Bagaimana cara berdonasi pohon?',
    'Pilih jumlah pohon di halaman Donasi, isi data diri, lalu bayar dengan kartu atau PayPal.',
  ],
  [
    'Apa itu kode WIN?',
    'Setiap pohon yang ditanam mendapat kode WIN. Dengan kode itu Anda dapat melihat lokasi pohon Anda di peta.',
  ],
  ['Di mana pohon ditanam?', 'Pohon ditanam di lahan petani mitra, terutama di Jawa Tengah dan Jawa Barat.'],
  [
    'Berapa lama pohon dirawat?',
    'Petani merawat pohon yang ditanam dan tim lapangan memantau pertumbuhannya secara berkala.',
  ],
  [
    'Bisakah perusahaan bermitra?',
    'Bisa. Hubungi kami melalui formulir Get Involved untuk program Trees4Tomorrow atau Trees4Trade.',
  ],
  [
    'Apakah donasi saya mendapat laporan?',
    'Ya, laporan tahunan kami dapat diunduh di halaman Laporan Tahunan.',
  ],
  [
    'Bagaimana saya bisa menjadi relawan?',
    'Ikuti acara penanaman kami di halaman Campaign & Event atau kirim pertanyaan lewat formulir Get Involved.',
  ],
];

const banners = [
  {
    title: 'Tanam Pohon, Sejahterakan Petani',
    subtitle: 'Lebih dari 900 orang terlibat dalam reforestasi',
    description: 'Setiap pohon yang Anda donasikan ditanam dan dirawat oleh petani mitra kami.',
    link: '/donation',
    button_text: 'Tanam Pohon',
    hue: 190,
  },
  {
    title: 'Lacak Pohon Anda',
    subtitle: 'Temukan pohon Anda dengan kode WIN',
    description: 'Lihat lokasi pohon Anda di peta dunia dan kenali petani yang merawatnya.',
    link: '/win',
    button_text: 'Lacak Pohon',
    hue: 150,
  },
  {
    title: 'Hadiah yang Menumbuhkan',
    subtitle: 'Setiap pembelian menanam satu pohon',
    description: 'Pilih hadiah dari toko kami dan tanam pohon untuk orang tersayang.',
    link: '/gifts',
    button_text: 'Lihat Hadiah',
    hue: 40,
  },
];

/** The setting that records that the demo content was loaded, so a later start does not load it again. */
export const demoMarker = 'demo_content';

/**
 * Loads the demo content: partners, FAQ and banners with their pictures (stored, and recorded as uploads
 * attached to their records), and the rows of the demonstration module. Deterministic for a seed.
 */
export async function loadDemoContent(db: Kysely<Database>, store: FileStore, seed = 2007): Promise<void> {
  const random = seededRandom(seed);
  const base = Date.UTC(2026, 0, 1);

  const partnerRows: Record<string, unknown>[] = [];
  const logos: DemoImage[] = [];
  for (const [i, name] of partnerNames.entries()) {
    const hue = Math.floor(random() * 360);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const logo = await storeDemoImage(store, `demo-logo-${slug}.svg`, logoSvg(name, hue));
    logos.push(logo);
    partnerRows.push({
      company_name: name,
      description: `${pick(random, partnerSentences)} ${pick(random, partnerSentences)}`,
      website: `https://${slug}.example.id`,
      link_blog: `https://${slug}.example.id/blog`,
      file_logo: logo.url,
      created_at: new Date(base + i * 86_400_000),
      updated_at: new Date(base + i * 86_400_000),
    });
  }
  const bannerRows: Record<string, unknown>[] = [];
  const pictures: DemoImage[] = [];
  for (const [i, b] of banners.entries()) {
    const { hue, ...fields } = b;
    const picture = await storeDemoImage(store, `demo-banner-${i + 1}.svg`, bannerSvg(hue));
    pictures.push(picture);
    bannerRows.push({ ...fields, file_banner: picture.url });
  }

  await db.transaction().execute(async (trx) => {
    const t = trx as unknown as AnyDb;
    const partners = await t.insertInto('partners').values(partnerRows).returning('id').execute();
    const partnerIds = partners.map((p) => Number(p.id));
    await t
      .insertInto('faqs')
      .values(
        faqs.map(([question, answer], i) => ({
          question,
          answer,
          created_at: new Date(base + i * 3_600_000),
        })),
      )
      .execute();
    const bannerIds = (await t.insertInto('banners').values(bannerRows).returning('id').execute()).map((b) =>
      Number(b.id),
    );
    await trx
      .insertInto('uploads')
      .values([
        ...attachedUploads(logos, 'partners', 'file_logo', partnerIds),
        ...attachedUploads(pictures, 'banner', 'file_banner', bannerIds),
      ])
      .onConflict((oc) => oc.column('url').doNothing())
      .execute();
    // The demonstration module shows the partners' logos again: files its rows already hold.
    const examples = await t
      .insertInto('contoh_komponen')
      .values(
        contohKomponenRows(
          random,
          partnerIds,
          logos.map((l) => l.url),
        ),
      )
      .returning('id')
      .execute();
    const exampleIds = examples.map((e) => Number(e.id));
    await t.insertInto('contoh_komponen_logs').values(contohKomponenLogRows(exampleIds)).execute();
    await t
      .insertInto('contoh_komponen_partners')
      .values(contohKomponenPartnerLinks(exampleIds, partnerIds))
      .execute();
    await seedAccounts(trx);
    for (const role of [...openRoles, departmentAdminRole]) await grantTasks(trx, role.role_name, role.tasks);
    await trx
      .insertInto('app_settings')
      .values({ key: demoMarker, value: new Date().toISOString() })
      .execute();
  });
}
