import { type Resource, standardization, syncResources, systemFields } from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses, nullable } from '../../http/schemas.js';
import { context } from '../../resources/context.js';
import { outputSchemas } from '../../resources/schemas.js';
import { bundleCap, choiceColumns, fieldBundle, lookedUpFor, standardColumns } from './bundle.js';

/** Some columns of a resource's rows, each as its row answers it; a column the caller may not read is left out. */
function columnsSchema(resource: Resource, columns: readonly string[]): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const name of columns) {
    const system = systemFields.find((s) => s.name === name);
    const field = resource.fieldsByName.get(name);
    if (system) properties[name] = outputSchemas[system.type]();
    else if (field) properties[name] = Type.Optional(nullable(outputSchemas[field.type]()));
  }
  return Type.Object(properties);
}

const capped = `at most ${bundleCap} rows`;

const FieldBundleReply = Type.Object({
  generated_at: Type.String({ format: 'date-time' }),
  user: Type.Object({
    id: Type.Integer(),
    fullname: Type.String(),
    unit_id: nullable(Type.Integer()),
    project_id: nullable(Type.Integer()),
  }),
  resources: Type.Object(
    Object.fromEntries(
      syncResources.map((r) => [
        r.name,
        Type.Object({ create: Type.Boolean({ description: 'Whether the caller may file one' }) }),
      ]),
    ),
    { description: 'Each resource filed from the field app' },
  ),
  lookups: Type.Object(
    Object.fromEntries(
      lookedUpFor(syncResources).map((looked) => [
        looked.resource.name,
        Type.Optional(
          Type.Array(columnsSchema(looked.resource, choiceColumns(looked)), {
            description: `The ${looked.resource.title.en.toLowerCase()} the caller may read, ${capped}`,
          }),
        ),
      ]),
    ),
    {
      description:
        'For the resources the caller may create: the rows their forms choose from, in the caller’s row ' +
        'scope; a resource the caller may not read is absent',
    },
  ),
  standards: Type.Array(columnsSchema(standardization, standardColumns), {
    description: `The growth standards, for the below-standard warning of a growth report (${capped})`,
  }),
  open_reports: Type.Object(
    Object.fromEntries(
      syncResources.map((r) => [
        r.name,
        Type.Optional(Type.Array(Type.Ref(`${r.name}Row`), { description: capped })),
      ]),
    ),
    {
      description:
        'The caller’s own rows still open for changes (draft, revision requested), of each resource they ' +
        'may read',
    },
  ),
  truncated: Type.Boolean({ description: `Whether a part was cut at ${bundleCap} rows` }),
  truncated_parts: Type.Array(Type.String(), {
    description: 'The parts cut: `lookups.plant`, `open_reports.report-growth`, `standards`',
  }),
});

/** `GET /api/field/bundle`: what the field app keeps to fill in its forms offline. */
export function registerFieldRoutes(app: FastifyInstance): void {
  app.get(
    '/api/field/bundle',
    {
      schema: {
        tags: ['Field app'],
        summary:
          'Everything the signed-in user needs to fill in the field reports offline: which they may file, ' +
          'the rows their forms choose from, the growth standards and their own reports open for changes',
        response: { 200: FieldBundleReply, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = await request.requireCaller();
      return fieldBundle({ ...(await context(app, request)), caller });
    },
  );
}
