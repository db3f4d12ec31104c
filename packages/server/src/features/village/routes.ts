import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { errorResponses } from '../../http/schemas.js';
import type { Row } from '../../resources/operations.js';

/** The villages of a management unit, for the site's location filter (site spec §7). */
export async function villageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { unit_management_id?: number } }>(
    '/api/public/village',
    {
      schema: {
        tags: ['Maps'],
        summary: 'The villages of a management unit (by its id), with where each lies',
        querystring: Type.Object({
          unit_management_id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.Integer(),
                village_no: Type.String(),
                village_code: Type.String(),
                village_name: Type.String(),
                lat: Type.Union([Type.Number(), Type.Null()]),
                lng: Type.Union([Type.Number(), Type.Null()]),
              }),
            ),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const rows = await (app.db as unknown as Kysely<Record<string, Row>>)
        .selectFrom('villages')
        .select(['id', 'village_no', 'village_code', 'village_name', 'lat', 'lng'])
        .where('unit_id', '=', request.query.unit_management_id!)
        .orderBy('village_name')
        .orderBy('id')
        .execute();
      return {
        data: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          lat: r.lat === null ? null : Number(r.lat),
          lng: r.lng === null ? null : Number(r.lng),
        })),
      };
    },
  );
}
