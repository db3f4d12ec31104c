import type { Action, Resource } from '@rimba/core';
import { apiMessage, resources } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../http/schemas.js';
import { context } from './context.js';
import { registerExportRoutes } from './export.js';
import { genModel } from './gen-model.js';
import { type CreatedOnce, createOnce } from './idempotency.js';
import { registerImportRoutes } from './import.js';
import { registerMappingRoutes } from './mappings.js';
import * as ops from './operations.js';
import { hooksOf } from './parts.js';
import type { ListQuery } from './query.js';
import { IdParams, inputSchema, ListQuerySchema, rowSchema } from './schemas.js';
import { registerSummaryRoutes } from './summaries.js';
import { registerSyncRoute } from './sync-routes.js';
import { registerWorkflowRoutes } from './workflow-routes.js';

/** The generic CRUD routes of one resource: thin HTTP wrappers around its operations. */
function resourceRoutes(app: FastifyInstance, resource: Resource): void {
  const base = `/api/${resource.name}`;
  const tags = [resource.title.en];
  const row = rowSchema(resource);
  app.addSchema(row);
  const rowRef = Type.Ref(row);
  const listReply = {
    200: Type.Object({
      data: Type.Array(rowRef),
      total: Type.Integer(),
      totalEstimated: Type.Optional(
        Type.Boolean({ description: 'The total is an estimate: more rows match than the resource counts' }),
      ),
    }),
    ...errorResponses(400, 401, 403),
  };
  const warnings = Type.Optional(
    Type.Array(Type.String(), { description: 'What the caller should know of the row though it was taken' }),
  );
  const itemReply = Type.Object({ data: rowRef, message: Type.Optional(Type.String()), warnings });
  const createdReply = Type.Object({
    data: rowRef,
    message: Type.String(),
    warnings,
    secret: Type.Optional(
      Type.String({ description: 'A secret the server keeps only hashed (a token), answered this once' }),
    ),
  });
  const title = (request: FastifyRequest) => resource.title[request.lang];
  /** The resource's warnings on a written row, when it has any. */
  const warningsOf = async (ctx: ops.OperationContext, row: ops.Row) => {
    const found = (await hooksOf(resource).warnings?.(ctx, row as never)) ?? [];
    return found.length > 0 ? { warnings: found } : {};
  };

  app.get<{ Querystring: ListQuery }>(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: `List ${resource.title.en}`,
        querystring: ListQuerySchema,
        response: listReply,
      },
    },
    async (request) => ops.list(await context(app, request), resource, request.query),
  );
  app.get<{ Querystring: ListQuery }>(
    `${base}/dataset`,
    {
      schema: {
        tags,
        summary: `${resource.title.en} for selects and exports (up to ${ops.datasetLimits.maxLimit} rows)`,
        querystring: ListQuerySchema,
        response: listReply,
      },
    },
    async (request) => ops.list(await context(app, request), resource, request.query, ops.datasetLimits),
  );
  app.get<{ Params: { id: number } }>(
    `${base}/:id/show`,
    {
      schema: {
        tags,
        summary: `One ${resource.title.en} row`,
        params: IdParams,
        response: { 200: itemReply, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await ops.show(await context(app, request), resource, request.params.id) }),
  );
  const offers = (action: Action) => resource.actions.includes(action);
  if (offers('create'))
    app.post<{ Body: ops.Row }>(
      `${base}/create`,
      {
        schema: {
          tags,
          summary: `Create ${resource.title.en}`,
          description:
            'With an `Idempotency-Key` header (1 to 255 visible ASCII characters), sending the same request ' +
            'again answers the row the first one created (header `Idempotent-Replayed: true`) instead of ' +
            'creating a second; the same key with other data is a 422.',
          headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 255 })) }),
          body: inputSchema(resource, false),
          response: { 200: createdReply, ...errorResponses(400, 401, 403, 422) },
        },
      },
      async (request, reply) => {
        const ctx = await context(app, request);
        const key = request.headers['idempotency-key'];
        const { replayed, ...created }: CreatedOnce =
          typeof key === 'string'
            ? await createOnce(ctx, resource, request.body, key)
            : await ops.create(ctx, resource, request.body);
        if (replayed) reply.header('idempotent-replayed', 'true');
        return {
          ...created,
          message: apiMessage('created', request.lang, { title: title(request) }),
          ...(await warningsOf(ctx, created.data)),
        };
      },
    );
  registerSyncRoute(app, resource, rowRef);
  if (offers('update'))
    app.put<{ Body: ops.Row & { id: number } }>(
      `${base}/update`,
      {
        schema: {
          tags,
          summary: `Update ${resource.title.en} (body: its id and the fields to change)`,
          body: inputSchema(resource, true),
          response: { 200: itemReply, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { id, ...values } = request.body;
        const ctx = await context(app, request);
        const data = await ops.update(ctx, resource, id, values);
        return {
          data,
          message: apiMessage('updated', request.lang, { title: title(request) }),
          ...(await warningsOf(ctx, data)),
        };
      },
    );
  if (offers('delete'))
    app.delete<{ Body: { data: { id: number } } }>(
      `${base}/delete`,
      {
        schema: {
          tags,
          summary: `Delete ${resource.title.en} (body: { data: row })`,
          body: Type.Object({ data: Type.Object({ id: Type.Integer({ minimum: 1 }) }) }),
          response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await ops.remove(await context(app, request), resource, request.body.data.id);
        return { message: apiMessage('deleted', request.lang, { title: title(request) }) };
      },
    );
}

/** Routes for every defined resource, plus the model description of each. */
export async function registerResourceRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('synced', undefined);
  for (const resource of resources) resourceRoutes(app, resource);
  registerExportRoutes(app);
  registerImportRoutes(app);
  registerMappingRoutes(app, resources);
  registerWorkflowRoutes(app, resources);
  registerSummaryRoutes(app, resources);
  app.get<{ Params: { name: string } }>(
    '/api/gen-model/:name',
    {
      schema: {
        tags: ['Model'],
        summary: 'Model description of a resource, from the live schema and its definition',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        response: {
          200: Type.Object({ data: Type.Record(Type.String(), Type.Unknown()) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await genModel(await context(app, request), request.params.name) }),
  );
}
