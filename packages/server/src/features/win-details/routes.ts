import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { errorResponses, nullable } from '../../http/schemas.js';
import type { Row } from '../../resources/operations.js';
import { number, verifiedOn } from '../plant/routes.js';

type AnyDb = Kysely<Record<string, Row>>;

/** A growth report the editors chose for a code's page: what the approved report holds, with their caption. */
const Report = Type.Object({
  report_date: Type.String(),
  height_cm: nullable(Type.Number()),
  diameter_mm: nullable(Type.Number()),
  survival_percent: nullable(Type.Number()),
  /** The first public copy (no GPS position) of the report's photos. */
  photo: nullable(Type.String()),
  /** The day a supervisor approved the report. */
  verified_on: Type.String(),
  note: nullable(Type.String()),
});
const WinStory = Type.Object({
  data: Type.Object({
    win_code: Type.String(),
    /** Null when the code was never issued through the CMS: its trees still have their page. */
    sponsor_name: nullable(Type.String()),
    message: nullable(Type.String()),
    reports: Type.Array(Report),
  }),
});

/**
 * `GET /api/public/trees/{WIN}/story`: what the CMS tells of a tree code beyond its plantings, for the
 * code's page: to whom it was issued, its message, and the approved growth reports its editors published
 * for it, newest report first, each with their caption in the caller's language.
 */
export async function winStoryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { win: string } }>(
    '/api/public/trees/:win/story',
    {
      schema: {
        tags: ['Maps'],
        summary: "A tree code's sponsor, message and the growth reports its editors published, newest first",
        params: Type.Object({ win: Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$' }) }),
        response: { 200: WinStory, ...errorResponses(400) },
      },
    },
    async (request) => {
      const code = request.params.win.toUpperCase();
      const en = request.lang === 'en';
      const db = app.db as unknown as AnyDb;
      const issued = await db
        .selectFrom('wins')
        .select(['id', 'sponsor_name', 'message', 'message_en'])
        .where('win_code', '=', code)
        .executeTakeFirst();
      const rows = issued
        ? await db
            .selectFrom('win_details as d')
            .innerJoin('reports_growth as r', 'r.id', 'd.report_growth_id')
            .select([
              'r.report_date',
              'r.height_cm',
              'r.diameter_mm',
              'r.survival_pct',
              'r.public_photos',
              'r.approved_at',
              'd.note',
              'd.note_en',
            ])
            .where('d.win_id', '=', issued.id)
            .where('d.published', '=', true)
            // Only approved reports are evidence; a selection never names another, but the page checks.
            .where('r.status', '=', 'approved')
            .orderBy('r.report_date', 'desc')
            .orderBy('d.id', 'desc')
            .limit(50)
            .execute()
        : [];
      return {
        data: {
          win_code: code,
          sponsor_name: (issued?.sponsor_name as string | undefined) ?? null,
          message: ((en && issued?.message_en) || issued?.message || null) as string | null,
          reports: rows.map((r) => ({
            report_date: String(r.report_date),
            height_cm: number(r.height_cm),
            diameter_mm: number(r.diameter_mm),
            survival_percent: number(r.survival_pct),
            photo: ((r.public_photos as string[] | null) ?? [])[0] ?? null,
            verified_on: verifiedOn(r),
            note: ((en && r.note_en) || r.note || null) as string | null,
          })),
        },
      };
    },
  );
}
