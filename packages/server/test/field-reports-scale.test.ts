import {
  dayIn,
  fieldReportKindNames,
  fieldReportResource,
  fieldReportStates,
  isFutureDay,
  isInLockPeriod,
  reportPeriod,
  resourcesByName,
  validateRecord,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReports } from '../src/features/field-reports/scale.js';
import type { Row } from '../src/resources/operations.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Body = { data: Row[]; total: number };

/** The field reports at scale: generated over the demo's gardens, valid by their own declaration, listed. */
describe.each(testDatabases)('generated field reports on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: { authorization: string };
  const before = new Map<string, number>();
  const added = new Map<string, Row[]>();
  const n = 2000;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    for (const k of fieldReportKindNames) {
      const [row] = await db
        .selectFrom(`reports_${k}`)
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
        .execute();
      before.set(k, Number(row?.last));
    }
    let reported = 0;
    await seedReports(t.db, n, 7, (inserted) => {
      reported = inserted;
    });
    expect(reported).toBe(n);
    for (const k of fieldReportKindNames) {
      added.set(
        k,
        await db
          .selectFrom(`reports_${k}`)
          .selectAll()
          .where('id', '>', before.get(k)!)
          .orderBy('id')
          .execute(),
      );
    }
  }, 120_000);
  afterAll(() => t.close());

  const list = async (name: string, query: Record<string, unknown>) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    const res = await t.app.inject({ url: `/api/${name}/list?${params}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body;
  };

  it('spreads the reports over the seven kinds, each table counted right', async () => {
    const counts = fieldReportKindNames.map((k) => added.get(k)!.length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(Math.floor(n / 7));
    for (const k of fieldReportKindNames) {
      const [counted] = await db
        .selectFrom('row_counts')
        .select('n')
        .where('table_name', '=', `reports_${k}`)
        .execute();
      const [all] = await db
        .selectFrom(`reports_${k}`)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute();
      expect(Number(counted?.n)).toBe(Number(all?.n));
      // The unfiltered list answers the counted total.
      expect((await list(fieldReportResource(k), { limit: '1' })).total).toBe(Number(all?.n));
    }
  });

  it("gives every report values its kind's own rules accept, and the period of its date", () => {
    for (const k of fieldReportKindNames) {
      const resource = resourcesByName.get(fieldReportResource(k))!;
      for (const row of added.get(k)!) {
        const { errors } = validateRecord(resource, row, 'en', 'create');
        // Reports of months gone by lie in closed periods, as a history does: only today's period is open.
        if (!isInLockPeriod(String(row.report_date), dayIn(new Date()))) {
          expect(errors.report_date).toEqual(['Cut Off Peride Aktif']);
          delete errors.report_date;
        }
        expect(errors, `${resource.name} ${row.id}`).toEqual({});
        expect(row.period).toBe(reportPeriod(String(row.report_date)));
        expect(isFutureDay(String(row.report_date))).toBe(false);
      }
    }
  });

  it('places each report on a garden of the demo, by a demo user, in one of the four states', async () => {
    const gardens = await db
      .selectFrom('gardens as g')
      .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
      .innerJoin('villages as v', 'v.id', 'f.village_id')
      .select(['g.id', 'v.unit_id'])
      .execute();
    const unitOf = new Map(gardens.map((g) => [Number(g.id), Number(g.unit_id)]));
    const plantings = await db.selectFrom('plantings').select(['id', 'garden_id']).execute();
    const gardenOf = new Map(plantings.map((p) => [Number(p.id), Number(p.garden_id)]));
    const users = new Set((await db.selectFrom('users').select('id').execute()).map((u) => Number(u.id)));
    const states = new Map<string, number>();
    for (const k of fieldReportKindNames) {
      for (const row of added.get(k)!) {
        expect(Number(row.unit_id)).toBe(unitOf.get(Number(row.garden_id)));
        if (k === 'growth') expect(gardenOf.get(Number(row.plant_id))).toBe(Number(row.garden_id));
        expect(users.has(Number(row.reporter_id))).toBe(true);
        expect(row.approved_at != null).toBe(row.status === 'approved');
        // Written and approved no later than now, approved after it was written.
        const written = new Date(row.created_at as string | Date).getTime();
        expect(written).toBeLessThanOrEqual(Date.now());
        if (row.approved_at != null) {
          const approvedAt = new Date(row.approved_at as string | Date).getTime();
          expect(approvedAt).toBeGreaterThanOrEqual(written);
          expect(approvedAt).toBeLessThanOrEqual(Date.now());
        }
        states.set(String(row.status), (states.get(String(row.status)) ?? 0) + 1);
      }
    }
    expect([...states.keys()].sort()).toEqual(fieldReportStates.map((s) => s.value).sort());
    // Mostly approved.
    expect(states.get('approved')! / n).toBeGreaterThan(0.6);
  });

  it('lists them filtered by status, period and unit, newest first', async () => {
    const growth = added.get('growth')!;
    const approved = growth.find((r) => r.status === 'approved')!;
    const period = String(approved.period);
    const unit_id = Number(approved.unit_id);
    const expected = await db
      .selectFrom('reports_growth')
      .select('id')
      .where('status', '=', 'approved')
      .where('period', '=', period)
      .execute();
    const answer = await list('report-growth', {
      filters: { status: 'approved', period },
      order: 'report_date',
      sort: 'DESC',
      limit: '100',
    });
    expect(answer.total).toBe(expected.length);
    expect(answer.data.length).toBe(Math.min(100, expected.length));
    const dates = answer.data.map((r) => String(r.report_date));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of answer.data) expect(row).toMatchObject({ status: 'approved', period });

    const open = await list('report-growth', {
      filters: { unit_id, status: { in: ['draft', 'revision_request'] } },
      order: 'report_date',
      sort: 'DESC',
    });
    const opened = growth.filter(
      (r) => Number(r.unit_id) === unit_id && ['draft', 'revision_request'].includes(String(r.status)),
    );
    expect(open.total).toBeGreaterThanOrEqual(opened.length);
    for (const row of open.data) {
      expect(row.unit_id).toBe(unit_id);
      expect(['draft', 'revision_request']).toContain(row.status);
    }
  });
});
