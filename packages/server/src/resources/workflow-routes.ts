import { type Resource, staffTransitions } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { context } from './context.js';
import type { OperationContext } from './operations.js';
import { IdParams } from './schemas.js';
import { reasonMaxLength, trail, transition } from './workflow.js';

const TrailEntry = Type.Object({
  id: Type.Integer(),
  transition: Type.String(),
  from_state: Type.Union([Type.String(), Type.Null()]),
  to_state: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  rel_user_id: Type.Union([
    Type.Object({ id: Type.Integer(), label: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
});

/** The body's `{ reason }`, if any: a text of at most 1,000 characters; a body is optional. */
function reasonOf(ctx: OperationContext, body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const reason = typeof body === 'object' ? (body as { reason?: unknown }).reason : body;
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string' || reason.length > reasonMaxLength) {
    throw httpError(400, 'badRequest', ctx.lang, {
      detail: `reason: a text of at most ${reasonMaxLength} characters`,
    });
  }
  return reason;
}

/**
 * `POST /api/{resource}/{id}/{transition}` for every declared transition, and the audit trail of a row at
 * `GET /api/{resource}/{id}/transitions`.
 */
export function registerWorkflowRoutes(app: FastifyInstance, resources: readonly Resource[]): void {
  for (const resource of resources) {
    const workflow = resource.workflow;
    if (!workflow) continue;
    const tags = [resource.title.en];
    for (const t of staffTransitions(workflow)) {
      const permission = t.task ?? resource.permissions.update;
      app.post<{ Params: { id: number }; Body: unknown }>(
        `/api/${resource.name}/:id/${t.name}`,
        {
          schema: {
            tags,
            summary: `${t.label.en}: ${t.from.join(', ')} → ${t.to} (needs ${permission})`,
            params: IdParams,
            response: {
              200: Type.Object({ data: Type.Ref(`${resource.name}Row`), message: Type.String() }),
              ...errorResponses(400, 401, 403, 404, 409),
            },
          },
        },
        async (request) => {
          const ctx = await context(app, request);
          return transition(ctx, resource, request.params.id, t.name, {
            reason: reasonOf(ctx, request.body),
          });
        },
      );
    }
    app.get<{ Params: { id: number } }>(
      `/api/${resource.name}/:id/transitions`,
      {
        schema: {
          tags,
          summary: `Audit trail of a ${resource.title.en} row's status, newest first`,
          params: IdParams,
          response: { 200: Type.Object({ data: Type.Array(TrailEntry) }), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ({ data: await trail(await context(app, request), resource, request.params.id) }),
    );
  }
}
