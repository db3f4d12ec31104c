import { dayIn } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { httpError } from '../../http/errors.js';
import { errorResponses, nullable } from '../../http/schemas.js';
import type { Row } from '../../resources/operations.js';

type AnyDb = Kysely<Record<string, Row>>;

/** The planting a tree came from, as its page shows it. */
const Planting = Type.Object({
  species: Type.String(),
  variety: nullable(Type.String()),
  planting_date: Type.String(),
  nursery: nullable(Type.String()),
  garden_code: Type.String(),
  /** How many trees the planting created. */
  trees: Type.Integer(),
  /** The day its planting report was approved: the planting's verified mark. */
  verified_on: nullable(Type.String()),
});
/** One approved growth report's measurement of the tree. */
const Measurement = Type.Object({
  report_date: Type.String(),
  height_cm: nullable(Type.Number()),
  diameter_mm: nullable(Type.Number()),
  /** The day the report was approved. */
  verified_on: Type.String(),
});
/** A verified photo of the tree, its public copy. */
const Photo = Type.Object({ url: Type.String(), report_date: Type.String() });
const TreeEvidence = Type.Object({
  data: Type.Object({
    win_code: Type.String(),
    /** Null for a tree recorded before plantings were: it has no planting report behind it. */
    planting: Type.Union([Planting, Type.Null()]),
    latest_height_cm: nullable(Type.Number()),
    latest_diameter_mm: nullable(Type.Number()),
    measured_on: nullable(Type.String()),
    /** The approved growth reports' measurements, oldest first. */
    measurements: Type.Array(Measurement),
    /** The public copies (no GPS position) of the approved growth reports' photos, newest first. */
    photos: Type.Array(Photo),
  }),
});

/** A number read from the database, null kept. */
export const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The day in Indonesia a report was approved. */
const approvedDay = (v: unknown) => (v == null ? null : dayIn(new Date(v as string | Date)));

/** An approved report's verified mark: the day it was approved, or its own date for one approved unstamped. */
export const verifiedOn = (report: Row) => approvedDay(report.approved_at) ?? String(report.report_date);

/**
 * The approved growth reports of a planting: their measurements, oldest first, and the public copies of
 * their photos, newest first. Reports in any other state are not evidence.
 */
async function approvedGrowth(db: AnyDb, plantId: unknown) {
  if (plantId == null) return { measurements: [], photos: [] };
  const reports = await db
    .selectFrom('reports_growth')
    .select(['report_date', 'height_cm', 'diameter_mm', 'approved_at', 'public_photos'])
    .where('plant_id', '=', Number(plantId))
    .where('status', '=', 'approved')
    .orderBy('report_date')
    .orderBy('id')
    .execute();
  return {
    measurements: reports.map((r) => ({
      report_date: String(r.report_date),
      height_cm: number(r.height_cm),
      diameter_mm: number(r.diameter_mm),
      verified_on: verifiedOn(r),
    })),
    photos: reports.toReversed().flatMap((r) =>
      ((r.public_photos as string[] | null) ?? []).map((url) => ({
        url,
        report_date: String(r.report_date),
      })),
    ),
  };
}

/** A tree code's planting and latest measurement; undefined when no tree has the code. */
export async function treeEvidence(db: Kysely<Database>, code: string) {
  const row = await (db as unknown as AnyDb)
    .selectFrom('trees as t')
    .leftJoin('plantings as p', 'p.id', 't.plant_id')
    .leftJoin('tree_species as s', 's.id', 'p.species_id')
    .leftJoin('varieties as v', 'v.id', 'p.variety_id')
    .leftJoin('nurseries as n', 'n.id', 'p.nursery_id')
    .leftJoin('gardens as g', 'g.id', 'p.garden_id')
    .select([
      't.win_code',
      't.plant_id',
      't.latest_height_cm',
      't.latest_diameter_mm',
      't.measured_on',
      's.tree_name as species',
      'v.variety_name as variety',
      'p.planting_date',
      'n.nursery_name as nursery',
      'g.garden_code',
      'p.seedlings as trees',
      (eb) =>
        eb
          .selectFrom('reports_planting as r')
          .select('r.approved_at')
          .whereRef('r.plant_id', '=', 'p.id')
          .where('r.status', '=', 'approved')
          .limit(1)
          .as('planting_approved_at'),
    ])
    .where('t.win_code', '=', code)
    // The tree of a planting first, should the code have older rows too.
    .orderBy((eb) => eb('t.plant_id', 'is', null))
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    win_code: String(row.win_code),
    planting:
      row.plant_id === null
        ? null
        : {
            species: String(row.species),
            variety: (row.variety as string | null) ?? null,
            planting_date: String(row.planting_date),
            nursery: (row.nursery as string | null) ?? null,
            garden_code: String(row.garden_code),
            trees: Number(row.trees),
            verified_on: approvedDay(row.planting_approved_at),
          },
    latest_height_cm: number(row.latest_height_cm),
    latest_diameter_mm: number(row.latest_diameter_mm),
    measured_on: (row.measured_on as string | null) ?? null,
    ...(await approvedGrowth(db as unknown as AnyDb, row.plant_id)),
  };
}

/**
 * `GET /api/public/trees/{WIN}/planting`: the evidence behind a tree code, for its page: the planting its
 * approved planting report made (species, variety, date, nursery, garden, how many trees), its latest
 * measurement, and the measurements and photos of its approved growth reports.
 */
export async function plantPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { win: string } }>(
    '/api/public/trees/:win/planting',
    {
      schema: {
        tags: ['Maps'],
        summary:
          "A tree code's planting, latest measurement, and the measurements and photos of its approved growth reports",
        params: Type.Object({ win: Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$' }) }),
        response: { 200: TreeEvidence, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const data = await treeEvidence(app.db, request.params.win.toUpperCase());
      if (!data) throw httpError(404, 'notFound', request.lang);
      return { data };
    },
  );
}
