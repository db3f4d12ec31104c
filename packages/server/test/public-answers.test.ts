import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicAnswers } from '../src/public/answers.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Faq = { id: number; question: string };
const questions = (body: string) => (JSON.parse(body) as { data: Faq[] }).data.map((f) => f.question);

describe.each(testDatabases)('public answers kept a few seconds on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const url = '/api/public/faq?limit=50';

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('answers again from the kept answer, and anew as soon as a write through the API commits', async () => {
    const first = await t.app.inject({ url });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // Written behind the API's back: the kept answer does not know of it yet.
    await sql`insert into faqs (question, answer) values (${'Pertanyaan di luar API?'}, 'Ya.')`.execute(t.db);
    const kept = await t.app.inject({ url });
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    const notModified = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/faq/create',
      headers: admin,
      payload: { question: 'Pertanyaan lewat API?', answer: 'Tentu.' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const fresh = await t.app.inject({ url });
    expect(questions(fresh.body)).toEqual(
      expect.arrayContaining(['Pertanyaan di luar API?', 'Pertanyaan lewat API?']),
    );
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps them through a write the public answers do not show: a visitor count, an enquiry', async () => {
    const before = await t.app.inject({ url });
    await sql`insert into faqs (question, answer) values (${'Masih tersimpan?'}, 'Ya.')`.execute(t.db);
    const counted = await t.app.inject({
      method: 'POST',
      url: '/api/public/article-visitor',
      payload: { article_id: 1, visitor_location: 'Indonesia' },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect((await t.app.inject({ url })).body).toBe(before.body);
  });

  it('keeps each language, page and key apart', async () => {
    const id = await t.app.inject({ url });
    const en = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(JSON.parse(en.body).data[0].question).not.toBe(JSON.parse(id.body).data[0].question);
    const second = await t.app.inject({ url: '/api/public/faq?limit=2&page=2' });
    expect(JSON.parse(second.body).page).toBe(2);
    const one = await t.app.inject({ url: '/api/public/faq/1' });
    expect(JSON.parse(one.body).data.id).toBe(1);
    const missing = await t.app.inject({ url: '/api/public/faq/999999' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('public answers with PUBLIC_CACHE_SECONDS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_CACHE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('keeps none: every call reads the database', async () => {
    const url = '/api/public/faq?limit=50';
    await t.app.inject({ url });
    await sql`insert into faqs (question, answer) values (${'Langsung terlihat?'}, 'Ya.')`.execute(t.db);
    expect(questions((await t.app.inject({ url })).body)).toContain('Langsung terlihat?');
  });
});

describe('the kept answers', () => {
  it('expire after their time, and are bounded in number and bytes, oldest out first', () => {
    vi.useFakeTimers();
    try {
      const answers = new PublicAnswers(10_000, 3, 10_000);
      answers.set('a', 'A', 0);
      vi.advanceTimersByTime(9_999);
      expect(answers.get('a')).toBe('A');
      vi.advanceTimersByTime(1);
      expect(answers.get('a')).toBeUndefined();

      for (const key of ['a', 'b', 'c', 'd']) answers.set(key, key.toUpperCase(), 0);
      expect(['a', 'b', 'c', 'd'].map((k) => answers.get(k))).toEqual([undefined, 'B', 'C', 'D']);
      answers.set('big', 'x'.repeat(99), 0);
      answers.set('big2', 'y'.repeat(99), 0);
      expect(answers.get('b')).toBeUndefined();
      // An answer over a hundredth of the bytes is not kept at all.
      answers.set('huge', 'z'.repeat(101), 0);
      expect(answers.get('huge')).toBeUndefined();
      // An answer made before a write that cleared them is not kept: it may predate the write.
      const before = answers.generation;
      answers.clear();
      expect(answers.get('big')).toBeUndefined();
      answers.set('late', 'L', before);
      expect(answers.get('late')).toBeUndefined();
      answers.set('late', 'L', answers.generation);
      expect(answers.get('late')).toBe('L');
      expect(new PublicAnswers(0).enabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
