import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { countryOfAddress } from './country.js';

/**
 * `GET /api/public/visitor-country`: the caller's country by their address, looked up in the server's own
 * database, for the site to keep in its location cookie once the visitor accepts cookies.
 */
export function visitorCountryRoute(app: FastifyInstance): void {
  app.get(
    '/api/public/visitor-country',
    {
      schema: {
        tags: ['Public'],
        summary: 'The caller’s country, by their address (no outside service is asked)',
        response: { 200: Type.Object({ country: Type.Union([Type.String(), Type.Null()]) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { country: (await countryOfAddress(request.ip)) ?? null };
    },
  );
}
