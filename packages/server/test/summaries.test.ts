import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { userWithTasks } from './support/uploads.js';

type Group = {
  article_id: number;
  rel_article_id: { id: number; label: string | null };
  visitor_location: string;
  visitor_amount: number;
};

const path = '/api/article-visitors/summary/by-article-country';

describe.each(testDatabases)('summaries: article visitors by article and country on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  /** Two demo articles, with their titles in both languages. */
  let articles: { id: number; title: string; title_en: string | null }[];
  const get = (query: string, headers: Record<string, string> = admin) =>
    t.app.inject({ url: `${path}${query}`, headers });
  /** The groups of an answer as [article title, country, sum]. */
  const groups = (data: Group[]) =>
    data.map((g) => [g.rel_article_id.label, g.visitor_location, g.visitor_amount]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    articles = (
      await sql<{ id: number; title: string; title_en: string | null }>`
        select id::int, title, title_en from articles where title_en is not null order by id limit 2`.execute(
        t.db,
      )
    ).rows;
    const [a, b] = articles.map((article) => article.id);
    // Days of their own, far from the demo week, so the period picks exactly these rows.
    await sql`
      insert into article_visitors (article_id, visitor_date, visitor_location, visitor_amount) values
        (${a}, '2030-05-01', 'Indonesia', 5),
        (${a}, '2030-05-02', 'Indonesia', 7),
        (${a}, '2030-05-02', 'Singapore', 3),
        (${b}, '2030-05-01', 'Indonesia', 4),
        (${b}, '2030-05-03', 'Unknown', 20),
        (${a}, '2030-05-04', 'Indonesia', 100)`.execute(t.db);
  });
  afterAll(() => t.close());

  it('adds up the visitors of each article from each country within the period, largest first', async () => {
    const [a, b] = articles.map((article) => article.title);
    const res = await get('?from=2030-05-01&to=2030-05-03');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(4);
    expect(groups(res.json().data)).toEqual([
      [b, 'Unknown', 20],
      [a, 'Indonesia', 12],
      [b, 'Indonesia', 4],
      [a, 'Singapore', 3],
    ]);
    const ascending = await get('?from=2030-05-01&to=2030-05-03&sort=asc');
    expect(groups(ascending.json().data)).toEqual(groups(res.json().data).reverse());
    // From a day on, the period is open to the end.
    const later = await get('?from=2030-05-03');
    expect(groups(later.json().data)).toEqual([
      [a, 'Indonesia', 100],
      [b, 'Unknown', 20],
    ]);
    const english = await get('?from=2030-05-04', { ...admin, 'accept-language': 'en' });
    expect(english.json().data[0].rel_article_id.label).toBe(articles[0]!.title_en);
  });

  it('pages the groups, with their number on every page', async () => {
    const second = await get('?from=2030-05-01&to=2030-05-03&limit=2&page=2');
    expect(second.json().total).toBe(4);
    expect(groups(second.json().data).map(([, country, sum]) => [country, sum])).toEqual([
      ['Indonesia', 4],
      ['Singapore', 3],
    ]);
    const beyond = await get('?from=2030-05-01&to=2030-05-03&limit=2&page=3');
    expect(beyond.json()).toEqual({ data: [], total: 4 });
    const none = await get('?from=1999-01-01&to=1999-12-31');
    expect(none.json()).toEqual({ data: [], total: 0 });
  });

  it('adds up every row when no period is given', async () => {
    const { rows } = await sql<{ article_id: number; visitor_location: string; visitor_amount: number }>`
      select article_id::int, visitor_location, visitor_amount from article_visitors`.execute(t.db);
    const expected = new Map<string, number>();
    for (const r of rows) {
      const key = `${r.article_id}|${r.visitor_location}`;
      expected.set(key, (expected.get(key) ?? 0) + r.visitor_amount);
    }
    const res = await get('?limit=100');
    expect(res.json().total).toBe(expected.size);
    const answered = new Map(
      (res.json().data as Group[]).map((g) => [`${g.article_id}|${g.visitor_location}`, g.visitor_amount]),
    );
    expect(answered).toEqual(expected);
    const sums = (res.json().data as Group[]).map((g) => g.visitor_amount);
    expect(sums).toEqual([...sums].sort((x, y) => y - x));
  });

  it('needs the read permission of article visitors', async () => {
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    const stranger = await userWithTasks(t, admin, 'bukan_analis', ['partners.read']);
    const refused = await get('', stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Anda tidak memiliki izin untuk tindakan ini (article-visitors.read)',
    );
    const viewer = await login(t.app, 'viewer');
    expect((await get('', viewer)).statusCode).toBe(200);
  });

  it('refuses a day that is no date, a period the wrong way round and an unknown sort, in the caller’s language', async () => {
    const cases: [string, string, string][] = [
      [
        '?from=2026-02-30',
        'Parameter from harus berupa tanggal yang benar (YYYY-MM-DD), bukan "2026-02-30"',
        'The parameter from must be a real date (YYYY-MM-DD), not "2026-02-30"',
      ],
      [
        '?to=kemarin',
        'Parameter to harus berupa tanggal yang benar (YYYY-MM-DD), bukan "kemarin"',
        'The parameter to must be a real date (YYYY-MM-DD), not "kemarin"',
      ],
      [
        '?from=2026-01-01T00:00',
        'Parameter from harus berupa tanggal yang benar (YYYY-MM-DD), bukan "2026-01-01T00:00"',
        'The parameter from must be a real date (YYYY-MM-DD), not "2026-01-01T00:00"',
      ],
      [
        '?from=2026-03-01&to=2026-02-01',
        'Tanggal awal (2026-03-01) tidak boleh setelah tanggal akhir (2026-02-01)',
        'The start date (2026-03-01) may not be after the end date (2026-02-01)',
      ],
      ['?sort=up', 'Parameter sort harus ASC atau DESC', 'The sort parameter must be ASC or DESC'],
    ];
    for (const [query, id, en] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(id);
      expect((await get(query, { ...admin, 'accept-language': 'en' })).json().message).toBe(en);
    }
    expect((await get('?page=0')).statusCode).toBe(400);
    expect((await get('?from=2026-01-01&to=2026-01-01')).statusCode).toBe(200);
    // A limit past the ceiling is lowered to it, as a list's is.
    expect((await get('?limit=5000')).json().data.length).toBeLessThanOrEqual(100);
  });
});
