import { apiMessage, pathFields, type Resource, resources } from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http/errors.js';
import { requestLimit } from '../http/rate-limits.js';
import { errorResponses, MessageBody } from '../http/schemas.js';
import { context } from '../resources/context.js';
import type { Row } from '../resources/operations.js';
import { inputValueSchema } from '../resources/schemas.js';
import { etagged } from './etag.js';
import { publicRowSchema } from './schemas.js';
import { defaultPublicLimit, type PublicQuery, publicDetail, publicList } from './view.js';
import { bodyKey, publicWrite } from './write.js';

const tags = ['Public'];
const defaultRateLimit = { max: 10, minutes: 10 };
const defaultMaxBodyKb = 16;

/** A value from the address or the query: bounded here, read by the field type's parser afterwards. */
const rawValue = Type.String({ maxLength: 255 });

/** `/comment/{article_id}/article` as a route: `/comment/:article_id/article`. */
const routePath = (path: string) => `/api/public/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** `GET /api/public/{path}` (a page) and `GET /api/public/{path}/{id or slug}` of one resource. */
function registerView(app: FastifyInstance, resource: Resource): void {
  const view = resource.public!;
  const item = publicRowSchema(resource, view);
  const limits = view.limit ?? defaultPublicLimit;
  const params = pathFields(view.path);
  const filters = view.filters ?? [];
  const paramsSchema = params.length
    ? Type.Object(Object.fromEntries(params.map((p) => [p, rawValue])))
    : undefined;
  const base = routePath(view.path);
  app.get<{ Querystring: PublicQuery; Params: Record<string, string> }>(
    base,
    {
      schema: {
        tags,
        summary: `${resource.title.en} as the public site shows them, a page at a time`,
        ...(paramsSchema && { params: paramsSchema }),
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ maximum: 100_000, description: 'from 1; less is taken as 1' })),
          limit: Type.Optional(
            Type.Integer({
              description: `${limits.default} by default; more than ${limits.max} is taken as ${limits.max}`,
            }),
          ),
          ...(filters.length > 0 && {
            filters: Type.Optional(
              Type.String({
                maxLength: 2000,
                description: `JSON object on ${filters.join(', ')}: {"field": value} or {"field": {"op": value}}`,
              }),
            ),
          }),
          ...Object.fromEntries(filters.map((f) => [f, Type.Optional(rawValue)])),
          ...(view.search?.length && {
            q: Type.Optional(
              Type.String({ maxLength: 200, description: `words searched in ${view.search.join(', ')}` }),
            ),
          }),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(item),
            total: Type.Integer(),
            page: Type.Integer(),
            limit: Type.Integer(),
          }),
          ...errorResponses(400, 404),
        },
      },
      onSend: etagged,
    },
    async (request, reply) =>
      kept(request, reply, () => publicList(app.db, resource, request.query, request.params, request.lang)),
  );
  if (view.detail === false) return;
  app.get<{ Params: Record<string, string> }>(
    `${base}/:key`,
    {
      schema: {
        tags,
        summary: `One ${resource.title.en} row by id${view.slug ? ` or by ${view.slug}` : ''}`,
        params: Type.Object({
          ...Object.fromEntries(params.map((p) => [p, rawValue])),
          key: Type.String({ maxLength: 255 }),
        }),
        response: { 200: Type.Object({ data: item }), ...errorResponses(404) },
      },
      onSend: etagged,
    },
    async (request, reply) =>
      kept(request, reply, async () => ({
        data: await publicDetail(app.db, resource, request.params.key!, request.lang),
      })),
  );

  /**
   * The answer to a public read, as kept a few seconds by this instance or made now and kept: sent as
   * its JSON text, which the ETag hook tags like any other.
   */
  async function kept(request: FastifyRequest, reply: FastifyReply, make: () => Promise<unknown>) {
    const key = `${request.routeOptions.url}|${request.lang}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
    let body = app.publicAnswers.get(key);
    if (body === undefined) {
      const since = app.publicAnswers.generation;
      body = String(reply.serialize(await make()));
      app.publicAnswers.set(key, body, since);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }
}

/**
 * `POST /api/public/{path}` for the resources that take public writes there; with several, the body's
 * `table` chooses one. Each is rate limited per address, bounded in size and guarded by its honeypot.
 */
function registerWrites(app: FastifyInstance, path: string, writers: readonly Resource[]): void {
  const byTable = new Map(writers.map((r) => [r.publicWrite!.table ?? r.name, r]));
  const limiters = new Map(
    writers.map((r) => {
      const { max, minutes } = r.publicWrite!.rateLimit ?? defaultRateLimit;
      const limit = requestLimit(app, {
        max,
        timeWindow: minutes * 60_000,
        keyGenerator: (request) => `public:${r.name}:${request.ip}`,
      });
      return [r, limit] as const;
    }),
  );
  const properties: Record<string, TSchema> = {};
  if (writers.some((r) => r.publicWrite!.table)) {
    properties.table = Type.String({ maxLength: 64, description: [...byTable.keys()].join(' or ') });
  }
  for (const r of writers) {
    const write = r.publicWrite!;
    for (const f of write.fields) {
      const key = bodyKey(write, f);
      const schema = inputValueSchema(r.fieldsByName.get(f)!);
      const other = properties[key];
      // Writers sharing a path may take one key as different types: either is accepted.
      properties[key] =
        other && JSON.stringify(other) !== JSON.stringify(schema) ? Type.Union([other, schema]) : schema;
    }
    if (write.honeypot) properties[write.honeypot] = Type.Unsafe({ description: 'left empty by people' });
  }
  const bodyLimit = Math.max(...writers.map((r) => r.publicWrite!.maxBodyKb ?? defaultMaxBodyKb)) * 1024;
  const chosen = (request: FastifyRequest<{ Body: Row }>): Resource => {
    const table = request.body.table;
    if (writers.length === 1 && (table === undefined || byTable.has(String(table)))) return writers[0]!;
    const resource = byTable.get(String(table ?? ''));
    if (resource) return resource;
    throw httpError(400, 'unknownTable', request.lang, {
      table: String(table ?? ''),
      known: [...byTable.keys()].join(', '),
    });
  };
  app.post<{ Body: Row }>(
    `/api/public/${path}`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: `Add ${writers.map((r) => r.title.en).join(' or ')} from the public site (no login)`,
        body: Type.Object(
          Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, Type.Optional(s)])),
          { additionalProperties: false },
        ),
        response: { 200: MessageBody, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request) => {
      const resource = chosen(request);
      const write = resource.publicWrite!;
      await limiters.get(resource)!(request);
      const message = {
        message: apiMessage(write.moderation ? 'publicModerated' : 'publicReceived', request.lang),
      };
      const bait = write.honeypot ? request.body[write.honeypot] : undefined;
      if (bait !== undefined && bait !== null && bait !== '') return message;
      await publicWrite(await context(app, request), resource, request.body, { address: request.ip });
      return message;
    },
  );
}

/** The public API: every declared public view and public write, open to everyone. */
export async function registerPublicRoutes(app: FastifyInstance): Promise<void> {
  const writesByPath = new Map<string, Resource[]>();
  for (const resource of resources) {
    if (resource.public) registerView(app, resource);
    const write = resource.publicWrite;
    if (write) writesByPath.set(write.path, [...(writesByPath.get(write.path) ?? []), resource]);
  }
  for (const [path, writers] of writesByPath) registerWrites(app, path, writers);
}
