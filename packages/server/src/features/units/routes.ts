import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { errorResponses } from '../../http/schemas.js';
import type { Row } from '../../resources/operations.js';

/** The management units of a province, for the site's location filter (site spec §7). */
export async function unitRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { province_code?: string } }>(
    '/api/public/unit-management',
    {
      schema: {
        tags: ['Maps'],
        summary: 'The management units of a province (by its code), or all of them',
        querystring: Type.Object({ province_code: Type.Optional(Type.String({ maxLength: 10 })) }),
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({ id: Type.Integer(), mu_no: Type.String(), unit_management_name: Type.String() }),
            ),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const code = request.query.province_code?.trim();
      const rows = await (app.db as unknown as Kysely<Record<string, Row>>)
        .selectFrom('management_units as u')
        .innerJoin('provinces as p', 'p.id', 'u.province_id')
        .select(['u.id', 'u.mu_no', 'u.unit_management_name'])
        .$if(!!code, (q) => q.where('p.province_code', '=', code!))
        .orderBy('u.unit_management_name')
        .orderBy('u.id')
        .execute();
      return { data: rows.map((r) => ({ ...r, id: Number(r.id) })) };
    },
  );
}
