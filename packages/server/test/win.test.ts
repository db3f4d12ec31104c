import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winCode } from '../src/features/trees/codes.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Row = Record<string, unknown>;

/** The CMS's tree codes (WIN) and their chosen growth reports (WIN details), as staff and visitors see them. */
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

  /** The tracker's sample: a tree of the first demo planting with approved growth reports. */
  const sample = async () => {
    const row = await db
      .selectFrom('wins')
      .select(['id', 'win_code'])
      .where('is_sample', '=', true)
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), win_code: String(row.win_code) };
  };
  const reportsOf = (status: string) =>
    db
      .selectFrom('reports_growth')
      .select(['id', 'plant_id', 'report_date', 'height_cm', 'public_photos'])
      .where('status', '=', status)
      .orderBy('id')
      .execute();

  it("tells a code's sponsor, message and the approved reports its editors published, in the visitor's language", async () => {
    const { id, win_code: code } = await sample();
    const story = await visit(`/api/public/trees/${code.toLowerCase()}/story`);
    expect(story.statusCode, story.body).toBe(200);
    const data = story.json().data;
    expect(data.win_code).toBe(code);
    expect(data.sponsor_name).toBe('Sekolah Alam Bogor');
    expect(data.message).toMatch(/^Pohon kelas 5/);
    // Each shown report is an approved growth report, its figures and photo the report's own.
    const chosen = await db
      .selectFrom('win_details as d')
      .innerJoin('reports_growth as r', 'r.id', 'd.report_growth_id')
      .select(['r.report_date', 'r.height_cm', 'r.status', 'r.public_photos', 'd.published'])
      .where('d.win_id', '=', id)
      .orderBy('r.report_date', 'desc')
      .execute();
    const published = chosen.filter((c) => c.published);
    expect(published.length).toBeGreaterThanOrEqual(1);
    expect(chosen.length).toBeGreaterThan(published.length);
    expect(data.reports).toHaveLength(published.length);
    for (const [i, report] of data.reports.entries()) {
      expect(published[i]!.status).toBe('approved');
      expect(report.report_date).toBe(String(published[i]!.report_date));
      expect(report.height_cm).toBe(Number(published[i]!.height_cm));
      expect(report.photo).toBe((published[i]!.public_photos as string[] | null)?.[0] ?? null);
      expect(report.verified_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(data.reports[0].photo).toMatch(/^\/uploads\//);
    const english = (await visit(`/api/public/trees/${code}/story`, 'en')).json().data;
    expect(english.message).toMatch(/^The tree our fifth grade/);
    expect(english.reports[0].note).not.toBe(data.reports[0].note);
  });

  it("lets editors choose only an approved growth report of the code's own planting, once", async () => {
    const { id: winId, win_code: code } = await sample();
    const tree = await db
      .selectFrom('trees')
      .select('plant_id')
      .where('win_code', '=', code)
      .executeTakeFirstOrThrow();
    const approved = await reportsOf('approved');
    const own = approved.filter((r) => r.plant_id === tree.plant_id);
    const other = approved.find((r) => r.plant_id !== tree.plant_id)!;
    const draft = (await reportsOf('draft'))[0]!;
    expect(other).toBeDefined();
    expect(draft).toBeDefined();

    const choose = (report_growth_id: unknown, lang = 'id', extra = {}) =>
      call(
        'POST',
        '/api/win-details/create',
        { win_id: winId, report_growth_id, published: true, ...extra },
        lang,
      );
    const notApproved = await choose(draft.id);
    expect(notApproved.statusCode).toBe(422);
    expect(notApproved.json().errors.report_growth_id).toEqual([
      'Hanya laporan pertumbuhan yang sudah disetujui yang dapat dipilih',
    ]);
    const elsewhere = await choose(other.id, 'en');
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.report_growth_id).toEqual([
      "This report is not about the planting of this code's trees",
    ]);
    // The figures are the report's: none can be typed beside it.
    const typed = await choose(own[0]!.id, 'en', { height_cm: 500 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toContain('height_cm');
    // A report already chosen for the code is taken.
    const again = await choose(own[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.report_growth_id).toBeDefined();

    // Publishing the one held back puts every approved report of the planting on the page.
    const held = await db
      .selectFrom('win_details')
      .select('id')
      .where('win_id', '=', winId)
      .where('published', '=', false)
      .executeTakeFirstOrThrow();
    const published = await call('PUT', '/api/win-details/update', { id: held.id, published: true });
    expect(published.statusCode, published.body).toBe(200);
    const shown = (await visit(`/api/public/trees/${code}/story`)).json().data.reports;
    expect(shown.map((r: Row) => r.report_date).sort()).toEqual(own.map((r) => String(r.report_date)).sort());
  });

  it('answers a code the CMS never issued with no sponsor and no reports, and refuses a malformed one', async () => {
    const plain = (await visit(`/api/public/trees/${winCode(40)}/story`)).json().data;
    expect(plain).toEqual({ win_code: winCode(40), sponsor_name: null, message: null, reports: [] });
    const bad = await visit('/api/public/trees/%3Cscript%3E/story');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps one sample: a code made the sample replaces the one that was, on the tree tracker too', async () => {
    const demoSample = (await sample()).win_code;
    expect(await sampleCode()).toBe(demoSample);
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
      .where('win_code', '=', demoSample)
      .executeTakeFirstOrThrow();
    const updated = await call('PUT', '/api/win/update', { id: first.id, is_sample: true });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await sampleCode()).toBe(demoSample);
    expect(await db.selectFrom('wins').select('win_code').where('is_sample', '=', true).execute()).toEqual([
      { win_code: demoSample },
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
