import type { Mapping, Resource } from '@rimba/core';
import { apiMessage, resourcesByName } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { context } from './context.js';
import { authorize, listLimits, type OperationContext } from './operations.js';
import { hooksOf } from './parts.js';
import { inTransaction } from './transaction.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** Which rows a mapping list shows (admin spec §4): all (2), switched on (1), switched off (0). */
const MappingQuery = Type.Object(
  {
    value_mapping: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
type MappingQuery = { value_mapping?: 0 | 1 | 2; search?: string; page?: number; limit?: number };

const MappingRow = Type.Object({ id: Type.Integer(), label: Type.String(), value_mapping: Type.Boolean() });
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }), name: Type.String({ maxLength: 64 }) });
const Toggle = Type.Object(
  { id: Type.Integer({ minimum: 1 }), value_mapping: Type.Boolean() },
  { additionalProperties: false },
);

const Linked = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10_000 }) });
const LinkedBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10_000 }) },
  { additionalProperties: false },
);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function mappingOf(resource: Resource, name: string, ctx: OperationContext): Mapping {
  const mapping = resource.mappings.find((m) => m.name === name);
  if (!mapping) throw httpError(404, 'notFound', ctx.lang);
  return mapping;
}

async function ownerExists(ctx: OperationContext, resource: Resource, id: number): Promise<void> {
  const row = await (ctx.db as unknown as AnyDb)
    .selectFrom(resource.table)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw httpError(404, 'notFound', ctx.lang);
}

/** The rows of the mapping's target, each with whether it is linked to the owner row. */
export async function listMapping(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  mapping: Mapping,
  query: MappingQuery,
): Promise<{ data: { id: number; label: string; value_mapping: boolean }[]; total: number }> {
  authorize(ctx, resource, 'read');
  const target = resourcesByName.get(mapping.target)!;
  authorize(ctx, target, 'read');
  await ownerExists(ctx, resource, id);
  const limit = Math.min(query.limit ?? listLimits.defaultLimit, listLimits.maxLimit);
  const offset = ((query.page ?? 1) - 1) * limit;
  const linked = sql<boolean>`exists (select 1 from ${sql.table(mapping.table)} l
    where l.${sql.ref(mapping.key)} = ${id} and l.${sql.ref(mapping.targetKey)} = t.id)`;
  const rows = await (ctx.db as unknown as AnyDb)
    .selectFrom(`${target.table} as t`)
    .select([
      't.id as id',
      sql<string>`t.${sql.ref(mapping.label)}`.as('label'),
      linked.as('value_mapping'),
      sql<number>`count(*) over ()`.as('__total'),
    ])
    .where((eb) => {
      const all: Expression<SqlBool>[] = [];
      const term = query.search?.trim();
      if (term) all.push(sql<SqlBool>`t.${sql.ref(mapping.label)} ilike ${`%${escapeLike(term)}%`}`);
      if (query.value_mapping === 1) all.push(linked);
      if (query.value_mapping === 0) all.push(sql<SqlBool>`not ${linked}`);
      return eb.and(all);
    })
    .orderBy(sql`t.${sql.ref(mapping.label)}`)
    .orderBy('t.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      label: String(r.label),
      value_mapping: r.value_mapping === true,
    })),
    total: Number(rows[0]?.__total ?? 0),
  };
}

/**
 * Links or unlinks one target row, after the owner's `linking` hook, in one transaction: what the hook
 * writes lands with the link or not at all. Doing what is already done is not an error.
 */
export async function toggleMapping(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  mapping: Mapping,
  targetId: number,
  on: boolean,
): Promise<string> {
  authorize(ctx, resource, 'update');
  const target = resourcesByName.get(mapping.target)!;
  return inTransaction(ctx, resource, async (trx) => {
    await ownerExists(trx, resource, id);
    const db = trx.db as unknown as AnyDb;
    const row = await db
      .selectFrom(target.table)
      .select(['id', sql<string>`${sql.ref(mapping.label)}`.as('label')])
      .where('id', '=', targetId)
      .executeTakeFirst();
    if (!row) throw httpError(404, 'notFound', trx.lang);
    await hooksOf(resource).linking?.(trx, id, mapping, targetId, on);
    const pair = { [mapping.key]: id, [mapping.targetKey]: targetId };
    if (on) {
      await db
        .insertInto(mapping.table)
        .values(pair)
        .onConflict((oc) => oc.columns([mapping.key, mapping.targetKey]).doNothing())
        .execute();
    } else {
      await db
        .deleteFrom(mapping.table)
        .where(mapping.key, '=', id)
        .where(mapping.targetKey, '=', targetId)
        .execute();
    }
    return String(row.label);
  });
}

/** The ids of the target rows linked to the owner row, in order, for a caller who may read both. */
export async function linkedIds(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  mapping: Mapping,
): Promise<number[]> {
  authorize(ctx, resource, 'read');
  authorize(ctx, resourcesByName.get(mapping.target)!, 'read');
  return storedLinks(ctx, resource, id, mapping);
}

async function storedLinks(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  mapping: Mapping,
): Promise<number[]> {
  await ownerExists(ctx, resource, id);
  const rows = await (ctx.db as unknown as AnyDb)
    .selectFrom(mapping.table)
    .select(sql<number>`${sql.ref(mapping.targetKey)}`.as('target'))
    .where(mapping.key, '=', id)
    .orderBy(mapping.targetKey)
    .execute();
  return rows.map((r) => Number(r.target));
}

/**
 * Links the owner row to exactly the given target rows, in one transaction: each link switched on or
 * off passes the owner's `linking` hook as a single toggle would, and one refusal leaves every link as
 * it was. A target row that does not exist is a 400 naming the mapping.
 */
export async function setLinks(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  mapping: Mapping,
  targetIds: readonly number[],
): Promise<{ on: number; off: number }> {
  authorize(ctx, resource, 'update');
  const target = resourcesByName.get(mapping.target)!;
  return inTransaction(ctx, resource, async (trx) => {
    const linked = new Set(await storedLinks(trx, resource, id, mapping));
    const db = trx.db as unknown as AnyDb;
    const wanted = new Set(targetIds);
    if (wanted.size > 0) {
      const found = await db
        .selectFrom(target.table)
        .select('id')
        .where('id', 'in', [...wanted])
        .execute();
      if (found.length !== wanted.size)
        throw httpError(400, 'referenceMissing', trx.lang, { field: mapping.title[trx.lang] });
    }
    const on = [...wanted].filter((t) => !linked.has(t));
    const off = [...linked].filter((t) => !wanted.has(t));
    const hooks = hooksOf(resource);
    for (const t of on) await hooks.linking?.(trx, id, mapping, t, true);
    for (const t of off) await hooks.linking?.(trx, id, mapping, t, false);
    if (on.length > 0) {
      await db
        .insertInto(mapping.table)
        .values(on.map((t) => ({ [mapping.key]: id, [mapping.targetKey]: t })))
        .execute();
    }
    if (off.length > 0) {
      await db
        .deleteFrom(mapping.table)
        .where(mapping.key, '=', id)
        .where(mapping.targetKey, 'in', off)
        .execute();
    }
    return { on: on.length, off: off.length };
  });
}

/**
 * `GET` and `PUT /api/{resource}/{id}/mapping/{name}` (one link at a time) and `…/{name}/linked` (the
 * ids of every link, set all at once) for every resource that declares mappings.
 */
export function registerMappingRoutes(app: FastifyInstance, resources: readonly Resource[]): void {
  for (const resource of resources) {
    if (resource.mappings.length === 0) continue;
    const base = `/api/${resource.name}/:id/mapping/:name`;
    const tags = [resource.title.en];
    const names = resource.mappings.map((m) => m.name).join(', ');
    app.get<{ Params: { id: number; name: string }; Querystring: MappingQuery }>(
      base,
      {
        schema: {
          tags,
          summary: `Rows linkable to one ${resource.title.en} row (mappings: ${names})`,
          params: Params,
          querystring: MappingQuery,
          response: {
            200: Type.Object({ data: Type.Array(MappingRow), total: Type.Integer() }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const ctx = await context(app, request);
        const mapping = mappingOf(resource, request.params.name, ctx);
        return listMapping(ctx, resource, request.params.id, mapping, request.query);
      },
    );
    app.put<{ Params: { id: number; name: string }; Body: { id: number; value_mapping: boolean } }>(
      base,
      {
        schema: {
          tags,
          summary: `Switch one link of a ${resource.title.en} row on or off`,
          params: Params,
          body: Toggle,
          response: {
            200: Type.Object({ data: Toggle, message: Type.String() }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const ctx = await context(app, request);
        const mapping = mappingOf(resource, request.params.name, ctx);
        const { id, value_mapping } = request.body;
        const label = await toggleMapping(ctx, resource, request.params.id, mapping, id, value_mapping);
        return {
          data: { id, value_mapping },
          message: apiMessage(value_mapping ? 'linked' : 'unlinked', request.lang, { label }),
        };
      },
    );
    app.get<{ Params: { id: number; name: string } }>(
      `${base}/linked`,
      {
        schema: {
          tags,
          summary: `The ids of the rows linked to one ${resource.title.en} row (mappings: ${names})`,
          params: Params,
          response: { 200: Type.Object({ data: Linked }), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const ctx = await context(app, request);
        const mapping = mappingOf(resource, request.params.name, ctx);
        return { data: { ids: await linkedIds(ctx, resource, request.params.id, mapping) } };
      },
    );
    app.put<{ Params: { id: number; name: string }; Body: { ids: number[] } }>(
      `${base}/linked`,
      {
        schema: {
          tags,
          summary: `Link one ${resource.title.en} row to exactly the given rows, in one transaction`,
          params: Params,
          body: LinkedBody,
          response: {
            200: Type.Object({ data: Linked, message: Type.String() }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const ctx = await context(app, request);
        const mapping = mappingOf(resource, request.params.name, ctx);
        const { id } = request.params;
        const counts = await setLinks(ctx, resource, id, mapping, request.body.ids);
        return {
          data: { ids: await storedLinks(ctx, resource, id, mapping) },
          message: apiMessage('linksSaved', request.lang, { title: mapping.title[request.lang], ...counts }),
        };
      },
    );
  }
}
