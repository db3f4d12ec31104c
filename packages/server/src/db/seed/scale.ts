import { type Kysely, sql } from 'kysely';
import { demoArticleCategories } from '../../features/article-categories/seed.js';
import type { Database } from '../schema.js';
import { pick, seededRandom } from './random.js';

// Word lists are written as one string each to keep them readable; a comma separates the entries.
const list = (entries: string) => entries.split(', ');
/** `a/b, c/d` as pairs: the Indonesian word and the English one. */
const pairs = (entries: string) => list(entries).map((e) => e.split('/') as [string, string]);

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
/** Each tree and crop with its English name, for the articles written in both languages. */
const treeNames = pairs(
  'mahoni/mahogany, sengon/albizia, jati/teak, trembesi/rain tree, gaharu/agarwood, cendana/sandalwood, ' +
    'ulin/ironwood, meranti/meranti, mangrove/mangrove, pinus/pine, damar/damar, suren/suren',
);
const cropNames = pairs(
  'kopi/coffee, kakao/cocoa, alpukat/avocado, durian/durian, petai/stink bean, kemiri/candlenut, ' +
    'cengkeh/clove, pala/nutmeg, nangka/jackfruit, vanili/vanilla',
);
const trees = treeNames.map(([id]) => id);
const crops = cropNames.map(([id]) => id);
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

/** A text in both languages of the site. */
interface Bilingual {
  id: string;
  en: string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const articleTitles: ((r: Random) => Bilingual)[] = [
  (r) => {
    const [tree, treeEn] = pick(r, treeNames);
    const place = pick(r, places);
    return { id: `Menanam ${capital(tree)} di ${place}`, en: `Planting ${capital(treeEn)} in ${place}` };
  },
  (r) => {
    const [crop, cropEn] = pick(r, cropNames);
    const place = pick(r, places);
    return {
      id: `Cerita Petani ${capital(crop)} dari ${place}`,
      en: `A ${capital(cropEn)} Farmer's Story from ${place}`,
    };
  },
  (r) => {
    const [tree, treeEn] = pick(r, treeNames);
    const place = pick(r, places);
    return {
      id: `Kebun Bibit ${capital(tree)} di ${place}`,
      en: `The ${capital(treeEn)} Nursery of ${place}`,
    };
  },
  (r) => {
    const [crop, cropEn] = pick(r, cropNames);
    const place = pick(r, places);
    return {
      id: `Agroforestri ${capital(crop)} di ${place}`,
      en: `${capital(cropEn)} Agroforestry in ${place}`,
    };
  },
  (r) => {
    const [tree, treeEn] = pick(r, treeNames);
    return {
      id: `Mengapa ${capital(tree)} Penting bagi Iklim`,
      en: `Why ${capital(treeEn)} Matters for the Climate`,
    };
  },
  (r) => {
    const place = pick(r, places);
    return { id: `Sekolah Lapang Petani ${place}`, en: `A Field School for the Farmers of ${place}` };
  },
];

const articleSentences: ((r: Random) => Bilingual)[] = [
  (r) => {
    const [tree, treeEn] = pick(r, treeNames);
    const place = pick(r, places);
    const n = (100 + Math.floor(r() * 20_000)).toLocaleString('en');
    return {
      id: `Bersama kelompok tani di ${place} kami menanam ${n.replaceAll(',', '.')} bibit ${tree}.`,
      en: `With the farmers' group of ${place} we planted ${n} ${treeEn} seedlings.`,
    };
  },
  (r) => {
    const [tree, treeEn] = pick(r, treeNames);
    return {
      id: `Pohon ${tree} menahan tanah di lereng dan menyimpan air hujan.`,
      en: `${capital(treeEn)} trees hold the soil on the slopes and keep the rain water.`,
    };
  },
  (r) => {
    const [crop, cropEn] = pick(r, cropNames);
    return {
      id: `Di antara pohon, petani menanam ${crop} untuk penghasilan keluarga.`,
      en: `Between the trees, farmers grow ${cropEn} for the family's income.`,
    };
  },
  () => ({
    id: 'Setiap bibit dicatat dengan kode pohon, sehingga donatur dapat melacaknya.',
    en: 'Every seedling is recorded with a tree code, so that its donor can track it.',
  }),
  (r) => {
    const year = 2007 + Math.floor(r() * 19);
    const families = 10 + Math.floor(r() * 490);
    return {
      id: `Sejak ${year} program ini telah melibatkan ${families} keluarga.`,
      en: `Since ${year} the programme has involved ${families} families.`,
    };
  },
  (r) => {
    const [crop, cropEn] = pick(r, cropNames);
    const years = 2 + Math.floor(r() * 4);
    return {
      id: `Panen ${crop} pertama diharapkan ${years} tahun setelah penanaman.`,
      en: `The first ${cropEn} harvest is expected ${years} years after planting.`,
    };
  },
];

/** Three to six paragraphs of two to four sentences, as sanitised rich text, and its first sentence. */
function articleBody(r: Random): { html: Bilingual; first: Bilingual } {
  const paragraphs = Array.from({ length: 3 + Math.floor(r() * 4) }, () =>
    Array.from({ length: 2 + Math.floor(r() * 3) }, () => pick(r, articleSentences)(r)),
  );
  const html = (lang: keyof Bilingual) =>
    paragraphs.map((p) => `<p>${p.map((s) => s[lang]).join(' ')}</p>`).join('');
  return { html: { id: html('id'), en: html('en') }, first: paragraphs[0]![0]! };
}

/** Every generated article shows the same picture, and its photos another; the seed command stores them. */
export const articleImages = {
  picture: { name: 'scale-article.svg', url: '/uploads/scale-article.svg' },
  photo: { name: 'scale-article-photo.svg', url: '/uploads/scale-article-photo.svg' },
};

/** The blog's categories: those there are, or the demo ones when there are none yet. */
async function articleCategoryIds(db: Kysely<Database>): Promise<number[]> {
  // The resource tables are not in the typed schema: they come from the resources' declarations.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const existing = await anyDb.selectFrom('article_categories').select('id').orderBy('id').execute();
  const rows =
    existing.length > 0
      ? existing
      : await anyDb.insertInto('article_categories').values(demoArticleCategories).returning('id').execute();
  return rows.map((c) => Number(c.id));
}

/**
 * Adds n generated, published articles, for benchmarks and trying the blog at scale: in Indonesian and
 * English, spread over the blog's categories, with publish moments over the five years before 2026 and
 * zero to two photos each. The same seed and n give the same rows. Each article's slug ends in its id, so
 * a second run never takes a slug the first gave. Rows go in batches of one statement each, the photos
 * with their articles; the vacuum at the end is the partners' one.
 */
export async function seedArticles(
  db: Kysely<Database>,
  n: number,
  seed = 2007,
  onProgress?: (inserted: number) => void,
): Promise<void> {
  const random = seededRandom(seed);
  const categories = await articleCategoryIds(db);
  const step = spanMs / Math.max(n, 1);
  for (let start = 0; start < n; start += batchSize) {
    const size = Math.min(batchSize, n - start);
    const columns = {
      title: [] as string[],
      titleEn: [] as string[],
      meta: [] as string[],
      metaEn: [] as string[],
      body: [] as string[],
      bodyEn: [] as string[],
      category: [] as number[],
      publishAt: [] as string[],
    };
    for (let i = start; i < start + size; i++) {
      const title = pick(random, articleTitles)(random);
      const { html, first } = articleBody(random);
      columns.title.push(title.id);
      columns.titleEn.push(title.en);
      columns.meta.push(first.id);
      columns.metaEn.push(first.en);
      columns.body.push(html.id);
      columns.bodyEn.push(html.en);
      columns.category.push(pick(random, categories));
      columns.publishAt.push(new Date(newest - spanMs + (i + random()) * step).toISOString());
    }
    // The id is drawn first, so that the slug can end in it; the photos follow their articles.
    await sql`
      with rows as (
        select nextval(pg_get_serial_sequence('articles', 'id')) as id, t.*
        from unnest(
          ${columns.title}::text[], ${columns.titleEn}::text[], ${columns.meta}::text[],
          ${columns.metaEn}::text[], ${columns.body}::text[], ${columns.bodyEn}::text[],
          ${columns.category}::bigint[], ${columns.publishAt}::timestamptz[]
        ) as t(title, title_en, meta, meta_en, body, body_en, category, publish_at)
      ),
      added as (
        insert into articles (id, title, title_en, slug, meta_description, meta_description_en, description,
          description_en, file_article, article_category_id, published, publish_at, created_at, updated_at)
        select id, title, title_en,
          trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')) || '-' || id,
          meta, meta_en, body, body_en, ${articleImages.picture.url}, category, true, publish_at, publish_at,
          publish_at
        from rows
        returning id, created_at
      )
      insert into article_photos (article_id, file_article_file_photo, caption, caption_en, sort_order,
        created_at, updated_at)
      select id, ${articleImages.photo.url}, 'Penanaman bersama warga, foto ' || k,
        'Planting with the villagers, photo ' || k, k, created_at, created_at
      from added, generate_series(1, (id % 3)::int) as k
    `.execute(db);
    onProgress?.(start + size);
  }
  await sql`vacuum analyze articles`.execute(db);
  await sql`vacuum analyze article_photos`.execute(db);
}
