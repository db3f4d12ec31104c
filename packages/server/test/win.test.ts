import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winCode } from '../src/features/trees/codes.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;

/** The CMS's tree codes (WIN) and their growth reports (WIN details), as staff and visitors see them. */
describe.each(testDatabases)('tree codes and their reports on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let db: Kysely<Record<string, Row>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    db = t.db as unknown as Kysely<Record<string, Row>>;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'id') =>
    t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });
  const visit = (url: string, lang = 'id') => t.app.inject({ url, headers: { 'accept-language': lang } });
  const sampleCode = async () => (await visit('/api/public/sot')).json().data.wincheck[0]?.win_code;

  it("tells a code's sponsor, message and published reports, newest first, in the visitor's language", async () => {
    const code = winCode(1);
    const story = await visit(`/api/public/trees/${code.toLowerCase()}/story`);
    expect(story.statusCode, story.body).toBe(200);
    const data = story.json().data;
    expect(data.win_code).toBe(code);
    expect(data.sponsor_name).toEqual(expect.any(String));
    expect(data.message).toMatch(/^Terima kasih/);
    const dates = data.reports.map((r: Row) => r.report_date);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.reports[0].file_photo.url).toMatch(/^\/uploads\//);
    const english = (await visit(`/api/public/trees/${code}/story`, 'en')).json().data;
    expect(english.message).toMatch(/^Thank you/);
    expect(english.reports[0].note).not.toBe(data.reports[0].note);

    // A draft report stays off the page until it is published.
    const [last] = await db
      .selectFrom('wins')
      .select(['id', 'win_code'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const drafts = await db
      .selectFrom('win_details')
      .select('id')
      .where('win_id', '=', last!.id)
      .where('published', '=', false)
      .execute();
    expect(drafts).toHaveLength(1);
    const shown = (await visit(`/api/public/trees/${last!.win_code}/story`)).json().data.reports;
    const all = await db.selectFrom('win_details').select('id').where('win_id', '=', last!.id).execute();
    expect(shown).toHaveLength(all.length - 1);
  });

  it('answers a code the CMS never issued with no sponsor and no reports, and refuses a malformed one', async () => {
    const plain = (await visit(`/api/public/trees/${winCode(40)}/story`)).json().data;
    expect(plain).toEqual({ win_code: winCode(40), sponsor_name: null, message: null, reports: [] });
    const bad = await visit('/api/public/trees/%3Cscript%3E/story');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps one sample: a code made the sample replaces the one that was, on the tree tracker too', async () => {
    expect(await sampleCode()).toBe(winCode(1));
    const created = await call('POST', '/api/win/create', {
      win_code: winCode(7),
      sponsor_name: 'Kelas 5 SD Cibodas',
      qty_trees: 12,
      issued_date: '2026-03-01',
      is_sample: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const samples = await db.selectFrom('wins').select('win_code').where('is_sample', '=', true).execute();
    expect(samples).toEqual([{ win_code: winCode(7) }]);
    expect(await sampleCode()).toBe(winCode(7));

    // Back to the first: the one made the sample by an update replaces the other in turn.
    const first = await db
      .selectFrom('wins')
      .select('id')
      .where('win_code', '=', winCode(1))
      .executeTakeFirstOrThrow();
    const updated = await call('PUT', '/api/win/update', { id: first.id, is_sample: true });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await sampleCode()).toBe(winCode(1));
    expect(await db.selectFrom('wins').select('win_code').where('is_sample', '=', true).execute()).toEqual([
      { win_code: winCode(1) },
    ]);
  });

  it("refuses a code issued twice and a malformed code, in the caller's language", async () => {
    const values = { win_code: winCode(2), sponsor_name: 'Lagi', qty_trees: 1, issued_date: '2026-03-01' };
    const again = await call('POST', '/api/win/create', values);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Kode Pohon (WIN)');
    const lower = await call('POST', '/api/win/create', { ...values, win_code: 'w-lower' }, 'en');
    expect(lower.statusCode).toBe(422);
    expect(Object.keys(lower.json().errors)).toEqual(['win_code']);
  });

  it("links a paid donation's certificate and page to its trees once its code has trees", async () => {
    const issued = await db
      .selectFrom('wins as w')
      .innerJoin('donations as d', 'd.id', 'w.donation_id')
      .select(['w.win_code', 'd.public_code', 'd.id'])
      .where('d.status', '=', 'paid')
      .orderBy('w.id')
      .executeTakeFirstOrThrow();
    const page = (await visit(`/api/public/donation/${issued.public_code}`, 'en')).json().data;
    expect(page.tree_url).toMatch(new RegExp(`/en/tree/${issued.win_code}$`));
    const pdf = await visit(`/api/public/donation/${issued.public_code}/certificate.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain(`/tree/${issued.win_code})`);

    // Once no code names it, the donation's certificate opens its own page again.
    const win = await db
      .selectFrom('wins')
      .select('id')
      .where('win_code', '=', issued.win_code)
      .executeTakeFirstOrThrow();
    const unlinked = await call('PUT', '/api/win/update', { id: win.id, donation_id: null });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await visit(`/api/public/donation/${issued.public_code}`)).json().data.tree_url).toBeNull();
    const own = await visit(`/api/public/donation/${issued.public_code}/certificate.pdf`);
    expect(own.rawPayload.toString('latin1')).toContain(`/donation/${issued.public_code})`);
    expect(own.rawPayload.toString('latin1')).not.toContain('/tree/');
  });
});
