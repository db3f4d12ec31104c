import { resourcesByName } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { errorResponses } from '../../http/schemas.js';
import { answerFiles } from '../../public/files.js';
import type { Row } from '../../resources/operations.js';

type AnyDb = Kysely<Record<string, Row>>;

const FileRef = Type.Object({ url: Type.String(), filename: Type.String() });
const Report = Type.Object({
  report_date: Type.String(),
  height_cm: Type.Union([Type.Integer(), Type.Null()]),
  diameter_mm: Type.Union([Type.Integer(), Type.Null()]),
  survival_percent: Type.Union([Type.Integer(), Type.Null()]),
  file_photo: Type.Union([FileRef, Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
});
const WinStory = Type.Object({
  data: Type.Object({
    win_code: Type.String(),
    /** Null when the code was never issued through the CMS: its trees still have their page. */
    sponsor_name: Type.Union([Type.String(), Type.Null()]),
    message: Type.Union([Type.String(), Type.Null()]),
    reports: Type.Array(Report),
  }),
});

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/**
 * `GET /api/public/trees/{WIN}/story`: what the CMS tells of a tree code beyond its plantings, for the
 * code's page: to whom it was issued, its message, and its published growth reports, newest first, in the
 * caller's language.
 */
export async function winStoryRoutes(app: FastifyInstance): Promise<void> {
  const reportFields = resourcesByName.get('win-details')!.fields;
  app.get<{ Params: { win: string } }>(
    '/api/public/trees/:win/story',
    {
      schema: {
        tags: ['Maps'],
        summary: "A tree code's sponsor, message and published growth reports, newest first",
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
            .selectFrom('win_details')
            .select([
              'report_date',
              'height_cm',
              'diameter_mm',
              'survival_percent',
              'file_photo',
              'note',
              'note_en',
            ])
            .where('win_id', '=', issued.id)
            .where('published', '=', true)
            .orderBy('report_date', 'desc')
            .orderBy('id', 'desc')
            .limit(50)
            .execute()
        : [];
      await answerFiles(app.db, [{ rows, fields: reportFields }]);
      return {
        data: {
          win_code: code,
          sponsor_name: (issued?.sponsor_name as string | undefined) ?? null,
          message: ((en && issued?.message_en) || issued?.message || null) as string | null,
          reports: rows.map((r) => ({
            report_date: day(r.report_date),
            height_cm: r.height_cm as number | null,
            diameter_mm: r.diameter_mm as number | null,
            survival_percent: r.survival_percent as number | null,
            file_photo: r.file_photo as { url: string; filename: string } | null,
            note: ((en && r.note_en) || r.note || null) as string | null,
          })),
        },
      };
    },
  );
}
