import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../src/db/seed/scale.js';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';

type Article = {
  id: number;
  title: string;
  slug: string;
  description: string;
  article_category_id: number;
  rel_article_category_id: { id: number; label: string };
  article_file_photo: unknown[];
};
type Page = { data: Article[]; total: number };

describe.each(testDatabases)('scaled blog on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The seed writes to the database directly, past the API: no answer is kept, so each call reads it.
    t = await createTestApp(kind, { PUBLIC_CACHE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const page = async (url: string, lang = 'id') => {
    const res = await t.app.inject({ url, headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const seeded = (articles: Article[]) => articles.filter((a) => a.slug.endsWith(`-${a.id}`));

  it('adds published articles in both languages, in the blog categories, each found by its slug', async () => {
    const demo = await page('/api/public/article?limit=50');
    await seedArticles(t.db, 20, 7);

    const indonesian = await page('/api/public/article?limit=50');
    expect(indonesian.total).toBe(demo.total + 20);
    const added = seeded(indonesian.data);
    expect(added).toHaveLength(20);
    const english = seeded((await page('/api/public/article?limit=50', 'en')).data);
    const categories = new Set(demo.data.map((a) => a.article_category_id));
    for (const article of added) {
      const inEnglish = english.find((a) => a.id === article.id)!;
      expect(inEnglish.title).not.toBe(article.title);
      expect(inEnglish.description).toMatch(/^<p>[A-Z]/);
      expect(categories.has(article.article_category_id)).toBe(true);
      expect(article.rel_article_category_id.label).toBeTruthy();
      expect(article.article_file_photo).toHaveLength(article.id % 3);
      const detail = await t.app.inject({ url: `/api/public/article/${article.slug}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data).toMatchObject({ id: article.id, title: article.title });
    }

    // The same seed again gives the same titles, and still slugs of their own.
    await seedArticles(t.db, 5, 7);
    expect((await page('/api/public/article?limit=1')).total).toBe(demo.total + 25);
  });

  it('answers every page of a long blog as the list reads newest first, deep and last pages too', async () => {
    await seedArticles(t.db, 1500, 11);
    const db = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const newestFirst = (
      await db
        .selectFrom('articles')
        .select('id')
        .where('published', '=', true)
        .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', new Date())]))
        .orderBy('publish_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((a) => Number(a.id));
    const total = newestFirst.length;
    const last = Math.ceil(total / 3);
    // Early pages, pages past a thousand rows on either side of the middle, the last (partial) page.
    for (const n of [1, 2, 333, 334, 335, Math.floor(last / 2), Math.floor(last / 2) + 1, last - 1, last]) {
      const answer = await page(`/api/public/article?page=${n}&limit=3`);
      expect(answer.total, `page ${n}`).toBe(total);
      expect(
        answer.data.map((a) => a.id),
        `page ${n}`,
      ).toEqual(newestFirst.slice((n - 1) * 3, n * 3));
    }
    expect(await page(`/api/public/article?page=${last + 1}&limit=3`)).toMatchObject({ data: [], total });
  });
});
