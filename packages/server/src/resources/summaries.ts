import { fieldTypes, type Resource, type Summary } from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { mayRead, scopeOf } from './access.js';
import { context } from './context.js';
import { authorize, listLimits, type OperationContext, type Row } from './operations.js';
import { labelRelations, relationKey } from './relations.js';
import { outputSchemas, pagingLimits } from './schemas.js';

/** The query string of a summary, after schema validation. */
export interface SummaryQuery {
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
  sort?: string;
}

type AnyDb = Kysely<Record<string, Row>>;
// biome-ignore lint/suspicious/noExplicitAny: a summary reads any resource table
type Eb = ExpressionBuilder<any, any>;

/** The window column that carries the number of groups on each row of a page. */
const groupsColumn = '__groups';

/** A day of the period as the caller wrote it: exactly `YYYY-MM-DD`, and a day the calendar has. */
function periodDay(
  ctx: OperationContext,
  param: 'from' | 'to',
  value: string | undefined,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? fieldTypes.date.parse(value, {}) : undefined;
  if (!parsed?.ok) throw httpError(400, 'periodDate', ctx.lang, { param, value });
  return String(parsed.value);
}

/**
 * One page of a summary's groups, the largest sum first (or the smallest, `sort=ASC`), and how many groups
 * there are: the rows the caller may reach, within the period asked for, added up per group. Needs the
 * resource's read permission, and the right to read each field the summary shows.
 */
export async function summarize(
  ctx: OperationContext,
  resource: Resource,
  summary: Summary,
  query: SummaryQuery,
): Promise<{ data: Row[]; total: number }> {
  authorize(ctx, resource, 'read');
  const shown = [...summary.groupBy, summary.sum, ...(summary.period ? [summary.period] : [])];
  const hidden = shown.find((name) => !mayRead(ctx, resource, name));
  if (hidden) {
    throw httpError(403, 'fieldForbidden', ctx.lang, {
      field: resource.fieldsByName.get(hidden)!.label[ctx.lang],
    });
  }
  const from = periodDay(ctx, 'from', query.from);
  const to = periodDay(ctx, 'to', query.to);
  if (from && to && from > to) throw httpError(400, 'periodReversed', ctx.lang, { from, to });
  const sort = (query.sort ?? 'DESC').toUpperCase();
  if (sort !== 'ASC' && sort !== 'DESC') throw httpError(400, 'badSort', ctx.lang);
  const limit = Math.min(query.limit ?? listLimits.defaultLimit, listLimits.maxLimit);
  const offset = ((query.page ?? 1) - 1) * limit;

  const scope = scopeOf(ctx, resource);
  const period = summary.period;
  const conditions = (eb: Eb): Expression<SqlBool>[] => [
    ...(period && from ? [eb(eb.ref(period), '>=', from)] : []),
    ...(period && to ? [eb(eb.ref(period), '<=', to)] : []),
    ...(scope ? [scope(eb)] : []),
  ];
  const narrowed = (eb: Eb) => {
    const all = conditions(eb);
    return all.length > 0 ? eb.and(all) : sql<SqlBool>`true`;
  };
  const db = ctx.db as unknown as AnyDb;
  const added = sql<number>`sum(${sql.ref(summary.sum)})`;
  const direction = sort === 'ASC' ? 'asc' : 'desc';
  // Groups with the same sum keep one order from page to page: by their values.
  const rows = await summary.groupBy
    .reduce(
      (q, name) => q.orderBy(name, 'asc'),
      db
        .selectFrom(resource.table)
        .select([...summary.groupBy, added.as(summary.sum), sql<number>`count(*) over ()`.as(groupsColumn)])
        .where(narrowed)
        .groupBy([...summary.groupBy])
        .orderBy(added, direction),
    )
    .limit(limit)
    .offset(offset)
    .execute();
  let total: number;
  if (rows.length > 0) total = Number(rows[0]![groupsColumn]);
  else if (offset === 0) total = 0;
  else {
    const counted = await db
      .selectFrom(
        db
          .selectFrom(resource.table)
          .select(sql`1`.as('one'))
          .where(narrowed)
          .groupBy([...summary.groupBy])
          .as('groups'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  const data = rows.map(({ [groupsColumn]: _, ...row }) => ({
    ...row,
    [summary.sum]: Number(row[summary.sum]),
  }));
  const grouped = summary.groupBy.map((name) => resource.fieldsByName.get(name)!);
  await labelRelations(ctx, resource, data, grouped);
  return { data, total };
}

/** A summary's answer: the group's values, their labels for lookups, and the sum. */
function summaryRowSchema(resource: Resource, summary: Summary): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const name of summary.groupBy) {
    const field = resource.fieldsByName.get(name)!;
    properties[name] = Type.Union([outputSchemas[field.type](), Type.Null()]);
    if (field.lookup) {
      properties[relationKey(name)] = Type.Union([
        Type.Object({ id: Type.Integer(), label: Type.Union([Type.String(), Type.Null()]) }),
        Type.Null(),
      ]);
    }
  }
  const sum = resource.fieldsByName.get(summary.sum)!;
  properties[summary.sum] = Type.Number({ description: `the sum of ${sum.label.en}` });
  return Type.Object(properties);
}

/** `GET /api/{resource}/summary/{name}` for every summary a resource declares. */
export function registerSummaryRoutes(app: FastifyInstance, resources: readonly Resource[]): void {
  for (const resource of resources) {
    for (const summary of resource.summaries) {
      const day = (what: string) =>
        Type.Optional(Type.String({ maxLength: 32, description: `${what} (YYYY-MM-DD), included` }));
      app.get<{ Querystring: SummaryQuery }>(
        `/api/${resource.name}/summary/${summary.name}`,
        {
          schema: {
            tags: [resource.title.en],
            summary: `${summary.title.en}: the sum of ${summary.sum} per ${summary.groupBy.join(' and ')}`,
            querystring: Type.Object(
              {
                ...(summary.period && { from: day('First day'), to: day('Last day') }),
                page: Type.Optional(Type.Integer({ minimum: 1, maximum: pagingLimits.page })),
                limit: Type.Optional(
                  Type.Integer({
                    minimum: 1,
                    maximum: pagingLimits.limit,
                    description: `lowered to ${listLimits.maxLimit}`,
                  }),
                ),
                sort: Type.Optional(Type.String({ maxLength: 4, description: 'DESC (default) or ASC' })),
              },
              { additionalProperties: false },
            ),
            response: {
              200: Type.Object({
                data: Type.Array(summaryRowSchema(resource, summary)),
                total: Type.Integer({ description: 'how many groups' }),
              }),
              ...errorResponses(400, 401, 403),
            },
          },
        },
        async (request) => summarize(await context(app, request), resource, summary, request.query),
      );
    }
  }
}
