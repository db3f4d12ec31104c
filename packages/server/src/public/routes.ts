import { type Resource, resources, systemFields } from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Row } from '../resources/operations.js';

const publicLimit = 100;

/** How a field looks to the public site: pictures as `{ url }`, as the site's pages expect. */
function publicSchema(resource: Resource, name: string): TSchema {
  const type = resource.fieldsByName.get(name)?.type ?? systemFields.find((s) => s.name === name)?.type;
  if (type === 'image') return Type.Union([Type.Object({ url: Type.String() }), Type.Null()]);
  if (type === 'number' || type === 'money') return Type.Union([Type.Integer(), Type.Null()]);
  if (type === 'boolean') return Type.Union([Type.Boolean(), Type.Null()]);
  return Type.Union([Type.String(), Type.Null()]);
}

/** `GET /api/public/{path}` for every resource that declares a public view: open to everyone. */
export async function registerPublicRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of resources) {
    const view = resource.public;
    if (!view) continue;
    const fields = [...view.fields];
    const images = fields.filter((f) => resource.fieldsByName.get(f)?.type === 'image');
    const order = view.order ?? resource.defaultOrder;
    const item = Type.Object(Object.fromEntries(fields.map((f) => [f, publicSchema(resource, f)])));
    app.get<{ Querystring: { limit?: number } }>(
      `/api/public/${view.path}`,
      {
        schema: {
          tags: ['Public'],
          summary: `${resource.title.en} as the public site shows them`,
          querystring: Type.Object({
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: publicLimit })),
          }),
          response: { 200: Type.Object({ data: Type.Array(item) }) },
        },
      },
      async (request, reply) => {
        const rows: Row[] = await (app.db as unknown as Kysely<Record<string, Row>>)
          .selectFrom(resource.table)
          .select(fields)
          .orderBy(order.field, order.sort === 'ASC' ? 'asc' : 'desc')
          .orderBy('id', 'asc')
          .limit(request.query.limit ?? publicLimit)
          .execute();
        for (const row of rows) {
          for (const f of images) row[f] = row[f] ? { url: row[f] } : null;
        }
        reply.header('cache-control', 'public, max-age=60');
        return { data: rows };
      },
    );
  }
}
