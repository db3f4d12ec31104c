import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';
import { pick, seededRandom } from './random.js';

// Word lists are written as one string each to keep them readable; a comma separates the entries.
const list = (entries: string) => entries.split(', ');

/** PT and CV are the most common, as among real partners. */
const prefixes = list(
  'PT, PT, PT, CV, CV, UD, Koperasi, Yayasan, Kelompok Tani, Komunitas, Bank, Universitas',
);
const words = list(
  'Hijau, Lestari, Bumi, Asri, Makmur, Sejahtera, Nusantara, Jaya, Sentosa, Abadi, Mandiri, Sumber, ' +
    'Rezeki, Maju, Bersama, Tunas, Karya, Mitra, Alam, Hutan, Tani, Kopi, Madu, Cahaya, Surya, Bintang, ' +
    'Mulia, Sinar, Harapan, Indah, Permai, Agung, Raya, Damai, Bakti, Utama, Prima, Sehat, Mekar, Wangi, ' +
    'Sari, Tirta, Citra, Energi, Logistik, Kertas',
);
const places = list(
  'Wonosobo, Temanggung, Kendal, Boyolali, Garut, Sumedang, Kuningan, Pati, Jepara, Blora, Banyumas, ' +
    'Magelang, Lampung Barat, Sikka, Gowa, Lombok Timur, Sintang, Kapuas Hulu, Toba, Jayapura',
);
const trees = list(
  'mahoni, sengon, jati, trembesi, gaharu, cendana, ulin, meranti, mangrove, pinus, damar, suren',
);
const crops = list('kopi, kakao, alpukat, durian, petai, kemiri, cengkeh, pala, nangka, vanili');
const products = list('kemasan kopi, buku tulis, kaos, sabun, tas belanja, botol minum, paket wisata');

type Random = () => number;

const sentences: ((r: Random) => string)[] = [
  (r) => `Mendukung penanaman ${pick(r, trees)} bersama petani di ${pick(r, places)}.`,
  (r) => `Menanam satu pohon ${pick(r, trees)} untuk setiap ${pick(r, products)} yang terjual.`,
  (r) => `Bermitra dalam program agroforestri ${pick(r, crops)} untuk ketahanan pangan desa.`,
  (r) => `Mendanai pembibitan ${pick(r, trees)} dan pelatihan petani muda di ${pick(r, places)}.`,
  (r) => `Mengajak ${10 + Math.floor(r() * 990)} karyawan menanam pohon setiap tahun.`,
  (r) => `Mendukung riset tentang ${pick(r, trees)} sebagai pohon penyerap karbon.`,
  (r) => `Menyediakan bibit ${pick(r, crops)} bagi kelompok tani di ${pick(r, places)}.`,
  (r) => `Membantu pemasaran hasil panen ${pick(r, crops)} dari petani mitra.`,
  (r) => `Sejak ${2007 + Math.floor(r() * 19)} telah menanam ${100 + Math.floor(r() * 50_000)} pohon.`,
];

/** "PT Hijau Lestari", "CV Tunas Garut", "Koperasi Madu Sari Sintang", … */
function companyName(r: Random): string {
  const first = pick(r, words);
  let second = pick(r, words);
  while (second === first) second = pick(r, words);
  const shape = r();
  const parts =
    shape < 0.4 ? [first, second] : shape < 0.7 ? [first, pick(r, places)] : [first, second, pick(r, places)];
  return [pick(r, prefixes), ...parts].join(' ');
}

function description(r: Random): string {
  const count = 1 + Math.floor(r() * 3);
  return Array.from({ length: count }, () => pick(r, sentences)(r)).join(' ');
}

/** Every generated partner shows the same logo; the seed command stores it where uploads go. */
export const partnerLogo = { name: 'scale-partner-logo.svg', url: '/uploads/scale-partner-logo.svg' };

const batchSize = 5000;
/** The rows are spread over the five years before this date, newest last. */
const newest = Date.UTC(2026, 0, 1);
const spanMs = 5 * 365 * 86_400_000;

/**
 * Adds n generated partners, for benchmarks and trying the admin at scale: varied Indonesian names and
 * descriptions (so trigram search has work to do) with created_at spread over five years. The same seed
 * and n give the same rows. Rows go in batches of one statement each. The vacuum at the end does at once
 * what autovacuum would do later: it merges the trigram indexes' pending entries, marks the pages
 * all-visible (so counts can use an index-only scan) and gives the planner the table's new size.
 */
export async function seedPartners(
  db: Kysely<Database>,
  n: number,
  seed = 2007,
  onProgress?: (inserted: number) => void,
): Promise<void> {
  const random = seededRandom(seed);
  const step = spanMs / Math.max(n, 1);
  for (let start = 0; start < n; start += batchSize) {
    const size = Math.min(batchSize, n - start);
    const names: string[] = [];
    const descriptions: string[] = [];
    const websites: string[] = [];
    const createdAt: string[] = [];
    for (let i = start; i < start + size; i++) {
      const name = companyName(random);
      const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`;
      names.push(name);
      descriptions.push(description(random));
      websites.push(`https://${slug}.example.id`);
      createdAt.push(new Date(newest - spanMs + (i + random()) * step).toISOString());
    }
    await sql`
      insert into partners (company_name, description, website, link_blog, file_logo, created_at, updated_at)
      select name, description, website, website || '/blog', ${partnerLogo.url}, created, created
      from unnest(${names}::text[], ${descriptions}::text[], ${websites}::text[], ${createdAt}::timestamptz[])
        as t(name, description, website, created)
    `.execute(db);
    onProgress?.(start + size);
  }
  await sql`vacuum analyze partners`.execute(db);
}
