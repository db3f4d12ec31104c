import { type FieldReportKind, type FieldReportState, fieldReportStates, reportPeriod } from '@rimba/core';
import type { Kysely } from 'kysely';
import { photoSvg } from '../../db/seed/images.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { SeedContext } from '../../resources/parts.js';
import type { KindHooks } from './hooks.js';
import { gardenPlace } from './place.js';

/** Where a demo report is taken: a garden, and a planting on it when it has one. */
export interface SeedPlace {
  garden_id: number;
  plant_id: number | null;
  seedlings: number | null;
  lat: number;
  lng: number;
}

/** What a kind's demo values are made from: the report's place, number and date, and earlier demo rows. */
export interface DemoReport {
  random: () => number;
  place: SeedPlace;
  i: number;
  date: string;
  /** The ids of the demo rows of a resource seeded before the reports. */
  ids: (resource: string) => number[];
}

/** How a kind's demo reports are made: their own values, and whether each is on a planting. */
export interface KindSeed {
  values(report: DemoReport): Row;
  /** Reports on plantings only (growth); otherwise on gardens, the planting left empty. */
  onPlanting?: boolean;
  /**
   * Each demo report has a photo, and an approved one its public copy and what its approval does to the
   * rest of the data (a growth report's trees take its measurements), as if a supervisor had approved it.
   */
  approvedAsLive?: boolean;
}

/** Demo reports of each kind. */
export const demoReportsPerKind = 12;

const day = 86_400_000;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The demo's reporter: its super user, who exists before any demo row. */
export async function demoReporterId(db: SeedContext['db']): Promise<number | null> {
  const user = await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  return user ? Number(user.id) : null;
}

/** Demo places: the first gardens with their field's place and a planting on each, if any. */
async function seedPlaces(db: Kysely<Record<string, Row>>, onPlanting: boolean): Promise<SeedPlace[]> {
  const rows = await db
    .selectFrom('gardens as g')
    .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
    .innerJoin('villages as v', 'v.id', 'f.village_id')
    .leftJoin('plantings as p', 'p.garden_id', 'g.id')
    .select(['g.id as garden_id', 'p.id as plant_id', 'p.seedlings', 'v.lat', 'v.lng'])
    .$if(onPlanting, (q) => q.where('p.id', 'is not', null))
    .orderBy('g.id')
    .orderBy('p.id')
    .limit(demoReportsPerKind * 4)
    .execute();
  return rows.map((r) => ({
    garden_id: Number(r.garden_id),
    plant_id: onPlanting && r.plant_id != null ? Number(r.plant_id) : null,
    seedlings: r.seedlings == null ? null : Number(r.seedlings),
    lat: Number(r.lat),
    lng: Number(r.lng),
  }));
}

/**
 * A handful of demo reports of a kind, in each of the four states, dated every two weeks from the demo's
 * first day: reported by the demo's super user, with their period, unit and the kind's own derived values
 * as the server sets them, and approved ones stamped three days after their date.
 */
export async function seedFieldReports(
  seed: SeedContext,
  name: FieldReportKind,
  kind: KindSeed,
  hooks: KindHooks = {},
): Promise<void> {
  const db = seed.db as unknown as Kysely<Record<string, Row>>;
  const places = await seedPlaces(db, !!kind.onPlanting);
  if (places.length === 0) return;
  const reporter = await demoReporterId(seed.db);
  const ctx: OperationContext = { db: seed.db, caller: null, lang: 'id' };
  const rows: Row[] = [];
  for (let i = 0; i < demoReportsPerKind; i++) {
    const place = places[(i * 3) % places.length]!;
    const date = new Date(seed.base + i * 14 * day).toISOString().slice(0, 10);
    const status: FieldReportState = fieldReportStates[i % fieldReportStates.length]!.value;
    const report: Row = {
      garden_id: place.garden_id,
      plant_id: place.plant_id,
      report_date: date,
      location: {
        lat: round6(place.lat + (seed.random() - 0.5) * 0.01),
        lng: round6(place.lng + (seed.random() - 0.5) * 0.01),
      },
      accuracy_m: Math.round(3 + seed.random() * 12),
      ...kind.values({ random: seed.random, place, i, date, ids: (name) => seed.ids(name) }),
    };
    const approved = status === 'approved';
    if (kind.approvedAsLive) {
      // The demo photos are drawn, so they carry no place: the public copy is a second file all the same.
      const picture = photoSvg(80 + i * 17, i);
      report.photos = [await seed.file(`demo-report-${name}-${i + 1}.jpg`, picture)];
      if (approved) {
        report.public_photos = [await seed.file(`demo-report-${name}-${i + 1}-public.jpg`, picture)];
      }
    }
    rows.push({
      ...report,
      period: reportPeriod(date),
      status,
      reporter_id: reporter,
      ...(await gardenPlace(seed.db, place.garden_id)),
      ...(approved && { approved_at: new Date(Date.parse(date) + 3 * day) }),
      ...(hooks.derive && (await hooks.derive(ctx, report))),
    });
  }
  await seed.insert(rows as never);
  if (!kind.approvedAsLive) return;
  for (const row of rows) if (row.status === 'approved') await hooks.onApproved?.(ctx, row);
}
