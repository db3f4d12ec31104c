import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';

/**
 * One of the old client's calls that marked a record paid (`PUT /public/paid-donation`,
 * `PUT /public/biling-payment`): it now answers the record's payment state and changes nothing, whatever
 * the body claims. The sequential number alone would tell anyone any payment's state, so the record's
 * unguessable page code must come with it: a wrong one is a 404, as a number that is none.
 */
export function statusRead(
  app: FastifyInstance,
  path: string,
  summary: string,
  find: (number: string, code: string) => Promise<{ number: string; status: string } | undefined>,
): void {
  app.put<{ Body: { order_id: string; code: string } }>(
    path,
    {
      schema: {
        tags: ['Public'],
        summary,
        body: Type.Object({
          order_id: Type.String({ minLength: 1, maxLength: 32 }),
          code: Type.String({
            minLength: 10,
            maxLength: 32,
            pattern: '^[A-Za-z0-9_-]+$',
            description: 'the page code the checkout answered',
          }),
          paid: Type.Optional(Type.Unknown()),
        }),
        response: {
          200: Type.Object({ data: Type.Object({ order_id: Type.String(), status: Type.String() }) }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const row = await find(request.body.order_id, request.body.code);
      if (!row) throw httpError(404, 'notFound', request.lang);
      return { data: { order_id: row.number, status: row.status } };
    },
  );
}
