import type { Resource } from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/schemas.js';
import { context } from './context.js';
import { hooksOf } from './parts.js';
import { inputSchema } from './schemas.js';
import { type SyncBody, type SyncResult, syncRow } from './sync.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a device's sync did, once stored (the metrics count it). */
    synced?: SyncResult;
  }
}

/**
 * `PUT /api/{name}/sync/{client_id}` of a resource filed from devices (core `ResourceInput.sync`): a row
 * stored once however often it is sent, an edit made on an older version refused with the server's row.
 */
export function registerSyncRoute(app: FastifyInstance, resource: Resource, rowRef: TSchema): void {
  if (!resource.sync) return;
  const submit = resource.sync.submit;
  app.put<{ Params: { client_id: string }; Body: SyncBody }>(
    `/api/${resource.name}/sync/:client_id`,
    {
      schema: {
        tags: [resource.title.en],
        summary: `Store ${resource.title.en} sent from a device, once, under the device's id`,
        description:
          '`client_id` is the UUID the device gave the row (lowercase). A new id creates the row as ' +
          '`create` does (`result: created`, version 1). The very same body sent again under the id ' +
          'answers the current row and writes nothing (`replayed`). Other data with `base_version` equal ' +
          "to the row's `version` updates it as `update` does (`updated`). Other data with " +
          "`base_version` null (the id is another row's) or another version (the row changed on the " +
          "server since) is a 409 whose `current` is the server's row, when the caller may read it. " +
          (submit
            ? `With \`submit: true\` the \`${submit}\` transition follows in the same transaction when ` +
              'the row is in one of its states. '
            : '') +
          'A row awaiting verification, approved or in a closed period is a 422. A refused write changes ' +
          'nothing.',
        params: Type.Object({ client_id: Type.String({ maxLength: 100 }) }),
        body: Type.Object(
          {
            base_version: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
              description:
                "The version of the server's row the device's edit started from; null for a new row",
            }),
            data: inputSchema(resource, false),
            submit: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: rowRef,
            result: Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('replayed')]),
            message: Type.String(),
            warnings: Type.Optional(Type.Array(Type.String())),
          }),
          409: Type.Object({
            message: Type.String(),
            current: Type.Optional(rowRef),
          }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const ctx = await context(app, request);
      const synced = await syncRow(ctx, resource, request.params.client_id, request.body);
      request.synced = synced.result;
      const warnings = (await hooksOf(resource).warnings?.(ctx, synced.data as never)) ?? [];
      return warnings.length > 0 ? { ...synced, warnings } : synced;
    },
  );
}
