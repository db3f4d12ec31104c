import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';

/**
 * One of the old client's calls that marked a record paid (`PUT /public/paid-donation`,
 * `PUT /public/biling-payment`): it now answers the record's payment state by its number and changes
 * nothing, whatever the body claims.
 */
export function statusRead(
  app: FastifyInstance,
  path: string,
  summary: string,
  find: (number: string) => Promise<{ number: string; status: string } | undefined>,
): void {
  app.put<{ Body: { order_id: string } }>(
    path,
    {
      schema: {
        tags: ['Public'],
        summary,
        body: Type.Object({
          order_id: Type.String({ minLength: 1, maxLength: 32 }),
          paid: Type.Optional(Type.Unknown()),
        }),
        response: {
          200: Type.Object({ data: Type.Object({ order_id: Type.String(), status: Type.String() }) }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const row = await find(request.body.order_id);
      if (!row) throw httpError(404, 'notFound', request.lang);
      return { data: { order_id: row.number, status: row.status } };
    },
  );
}
