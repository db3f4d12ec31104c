import type { Resource } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/schemas.js';
import { context } from './context.js';
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

/**
 * `POST /api/{resource}/{id}/{transition}` for every declared transition, and the audit trail of a row at
 * `GET /api/{resource}/{id}/transitions`.
 */
export function registerWorkflowRoutes(app: FastifyInstance, resources: readonly Resource[]): void {
  for (const resource of resources) {
    const workflow = resource.workflow;
    if (!workflow) continue;
    const tags = [resource.title.en];
    for (const t of workflow.transitions) {
      const permission = t.task ?? resource.permissions.update;
      app.post<{ Params: { id: number }; Body: { reason?: string } | undefined }>(
        `/api/${resource.name}/:id/${t.name}`,
        {
          schema: {
            tags,
            summary: `${t.label.en}: ${t.from.join(', ')} → ${t.to} (needs ${permission})`,
            params: IdParams,
            body: Type.Optional(
              Type.Object(
                { reason: Type.Optional(Type.String({ maxLength: reasonMaxLength })) },
                { additionalProperties: false },
              ),
            ),
            response: {
              200: Type.Object({ data: Type.Ref(`${resource.name}Row`), message: Type.String() }),
              ...errorResponses(400, 401, 403, 404, 409),
            },
          },
        },
        async (request) =>
          transition(await context(app, request), resource, request.params.id, t.name, request.body ?? {}),
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
