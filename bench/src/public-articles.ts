import { seededRandom } from '../../packages/server/src/db/seed/random.js';
import type { BenchDatabase } from './databases.js';
import { type Call, type Measurement, measure } from './load.js';

/**
 * The pages the site asks for (packages/site/src/api/public.ts): the home page's newest five, and the
 * blog three at a time.
 */
const homeArticles = 5;
const blogPageSize = 3;
/** Blog pages counted as first pages, and how many pages are drawn from the rest of the blog. */
const firstPages = 10;
const deepPages = 100;
/** Pages of each category, the category's first ones. */
const categoryPages = 3;
const detailSlugs = 1000;
const languages = ['id', 'en'] as const;

export interface PublicEndpoint {
  name: string;
  /** What its calls ask for, for the report. */
  asks: string;
  /** The calls, each in both languages: `/api/public/…` paths with their Accept-Language. */
  calls: Call[];
}

export interface PublicRun {
  endpoint: string;
  /** Whether each call sent the ETag of its last answer in If-None-Match. */
  conditional: boolean;
  connections: number;
  measurement: Measurement;
}

const inLanguages = (paths: string[]): Call[] =>
  paths.flatMap((path) => languages.map((lang) => ({ path, headers: { 'accept-language': lang } })));

const list = (query: string) => `/api/public/article?${query}`;

/**
 * The calls of the public article list and detail, the same ones on every run: the first pages as the
 * home page and the blog ask for them, pages drawn over the whole blog (a deep page makes the database
 * skip every article before it), the first pages of each category, and articles by slug, as the site's
 * links name them.
 */
export async function articleEndpoints(database: BenchDatabase, articles: number): Promise<PublicEndpoint[]> {
  const random = seededRandom(11);
  const lastPage = Math.max(Math.ceil(articles / blogPageSize), 1);
  const firsts = Array.from({ length: Math.min(firstPages, lastPage) }, (_, i) => i + 1);
  const deep = Array.from(
    { length: deepPages },
    () => firstPages + 1 + Math.floor(random() * Math.max(lastPage - firstPages, 1)),
  );
  const categories = await database.sendSql('select id from article_categories order by id', []);
  const [range] = await database.sendSql('select min(id) as min, max(id) as max from articles', []);
  const min = Number(range?.min);
  const max = Number(range?.max);
  const ids = Array.from({ length: detailSlugs }, () => min + Math.floor(random() * (max - min + 1)));
  const slugs = await database.sendSql('select id, slug from articles where id = any($1)', [ids]);
  const slugById = new Map(slugs.map((r) => [Number(r.id), String(r.slug)]));
  return [
    {
      name: 'list',
      asks: `home (limit ${homeArticles}) and blog pages 1–${firsts.length}`,
      calls: inLanguages([
        list(`limit=${homeArticles}`),
        ...firsts.map((page) => list(`page=${page}&limit=${blogPageSize}`)),
      ]),
    },
    {
      name: 'list-deep',
      asks: `${deepPages} blog pages drawn from ${firstPages + 1}–${lastPage}`,
      calls: inLanguages(deep.map((page) => list(`page=${page}&limit=${blogPageSize}`))),
    },
    {
      name: 'category',
      asks: `pages 1–${categoryPages} of each of ${categories.length} categories`,
      calls: inLanguages(
        categories.flatMap((c) =>
          Array.from({ length: categoryPages }, (_, i) =>
            list(`article_category_id=${c.id}&page=${i + 1}&limit=${blogPageSize}`),
          ),
        ),
      ),
    },
    {
      name: 'detail',
      asks: `${detailSlugs} articles by slug`,
      calls: inLanguages(
        ids.map((id) => `/api/public/article/${encodeURIComponent(slugById.get(id) ?? '')}`),
      ),
    },
  ];
}

/**
 * Each call as a client that has it already asks again: with the ETag of its answer in If-None-Match.
 * Checks that the server gives one, and that it answers 304 with no body for it.
 */
async function conditionalCalls(url: string, calls: Call[]): Promise<Call[]> {
  const conditional: Call[] = [];
  for (const call of calls) {
    const first = await fetch(`${url}${call.path}`, { headers: call.headers });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    if (first.status !== 200 || !etag) {
      throw new Error(`${call.path} answered ${first.status} ${etag ? 'with' : 'without'} an ETag`);
    }
    conditional.push({ ...call, headers: { ...call.headers, 'if-none-match': etag } });
  }
  const [sample] = conditional;
  if (sample) {
    const again = await fetch(`${url}${sample.path}`, { headers: sample.headers });
    const body = await again.text();
    if (again.status !== 304 || body !== '') {
      throw new Error(`${sample.path} with its ETag answered ${again.status}, not 304 with no body`);
    }
  }
  return conditional;
}

/** How many articles the public sees, from the list's own total. */
export async function publicTotal(url: string): Promise<number> {
  const res = await fetch(`${url}${list('limit=1')}`);
  if (res.status !== 200) throw new Error(`The public article list answered ${res.status}`);
  return ((await res.json()) as { total: number }).total;
}

/**
 * Measures each endpoint at each connection count twice: plain calls, then the same calls with the ETag
 * each was answered with, which the server must answer 304.
 */
export async function measureArticles(
  url: string,
  endpoints: PublicEndpoint[],
  connections: number[],
  seconds: number,
  onRun: (run: PublicRun) => void,
): Promise<PublicRun[]> {
  const runs: PublicRun[] = [];
  for (const endpoint of endpoints) {
    const conditional = await conditionalCalls(url, endpoint.calls);
    for (const [calls, isConditional] of [
      [endpoint.calls, false],
      [conditional, true],
    ] as const) {
      for (const count of connections) {
        const measurement = await measure({ url, calls, headers: {}, connections: count }, seconds);
        const run = { endpoint: endpoint.name, conditional: isConditional, connections: count, measurement };
        runs.push(run);
        onRun(run);
      }
    }
  }
  return runs;
}
