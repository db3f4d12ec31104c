import {
  type Action,
  fieldTypes,
  isAllowed,
  type Lang,
  type Resource,
  systemFields,
  validateRecord,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import type { CallerCache } from '../auth/caller-cache.js';
import type { Caller } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import { httpError } from '../http/errors.js';
import { attachUploads, uploadErrors } from '../uploads/attached.js';
import { hooksOf } from './hooks.js';
import { lookupErrors } from './lookups.js';
import { type ListPlan, type ListQuery, planList } from './query.js';
import { toColumns } from './stored-values.js';

/** What an operation needs to know of its call: no HTTP in here, so anything can call it. */
export interface OperationContext {
  db: Kysely<Database>;
  caller: Caller | null;
  lang: Lang;
  /** The server's remembered callers, for hooks that revoke tokens or change a user's standing. */
  callers?: CallerCache;
}

export type Row = Record<string, unknown>;
type AnyDb = Kysely<Record<string, Row>>;

/** The window column that carries the number of matches on each row of a narrowed page. */
const totalColumn = '__total';

export const listLimits = { defaultLimit: 10, maxLimit: 100 };
export const datasetLimits = { defaultLimit: 1000, maxLimit: 1000 };

const columnsCache = new WeakMap<Resource, string[]>();
/** The columns a resource answers with: its system fields and declared fields. */
export function columnsOf(resource: Resource): string[] {
  let columns = columnsCache.get(resource);
  if (!columns) {
    columns = [
      ...systemFields.map((s) => s.name),
      ...resource.fields.filter((f) => !fieldTypes[f.type].secret).map((f) => f.name),
    ];
    columnsCache.set(resource, columns);
  }
  return columns;
}

/** Refuses an action the caller may not do: 401 when nobody is logged in, 403 otherwise. */
export function authorize(ctx: OperationContext, resource: Resource, action: Action): void {
  const permission = resource.permissions[action];
  if (isAllowed(ctx.caller, permission)) return;
  if (!ctx.caller) throw httpError(401, 'unauthenticated', ctx.lang);
  throw httpError(403, 'forbidden', ctx.lang, { permission });
}

const anyDb = (ctx: OperationContext) => ctx.db as unknown as AnyDb;

/** A list query's plan, kept to the rows the caller may reach when the resource has a scope. */
export function planFor(
  ctx: OperationContext,
  resource: Resource,
  query: ListQuery,
  limits: { defaultLimit: number; maxLimit: number },
): ListPlan {
  const plan = planList(resource, query, ctx.lang, limits);
  const scope = hooksOf(resource).scope?.(ctx);
  if (!scope) return plan;
  return { ...plan, narrowed: true, where: (eb) => eb.and([scope(eb), plan.where(eb)]) };
}

/** Refuses an action the resource does not offer, as if the route did not exist. */
function offered(ctx: OperationContext, resource: Resource, action: Action): void {
  if (!resource.actions.includes(action)) throw httpError(404, 'notFound', ctx.lang);
}

export async function list(
  ctx: OperationContext,
  resource: Resource,
  query: ListQuery,
  limits = listLimits,
): Promise<{ data: Row[]; total: number }> {
  authorize(ctx, resource, 'read');
  const plan = planFor(ctx, resource, query, limits);
  const db = anyDb(ctx);
  if (!plan.narrowed) {
    const page = db
      .selectFrom(resource.table)
      .select(columnsOf(resource))
      .orderBy(plan.order.column, plan.order.sort)
      .orderBy('id', plan.order.sort)
      .limit(plan.limit)
      .offset(plan.offset);
    const count = ctx.db
      .selectFrom('row_counts')
      .select('n as total')
      .where('table_name', '=', resource.table)
      .executeTakeFirstOrThrow();
    const [data, { total }] = await Promise.all([page.execute(), count]);
    return { data, total: Number(total) };
  }
  // A search or filter finds its matches once, as a fenced set of ids and sort keys: the page is the top
  // of that set and the total its size. Without the fence PostgreSQL may walk the sort index and test
  // every row, betting on a match estimate that a LIKE pattern cannot give it.
  const keys = [...new Set(['id', plan.order.column])];
  const rows = await db
    .with(
      (cte) => cte('matches').materialized(),
      (q) => q.selectFrom(resource.table).select(keys).where(plan.where),
    )
    .selectFrom(resource.table)
    .select(columnsOf(resource))
    .select((eb) => eb.selectFrom('matches').select(eb.fn.countAll<number>().as('n')).as(totalColumn))
    .where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('matches')
          .select('id')
          .orderBy(plan.order.column, plan.order.sort)
          .orderBy('id', plan.order.sort)
          .limit(plan.limit)
          .offset(plan.offset),
      ),
    )
    .orderBy(plan.order.column, plan.order.sort)
    .orderBy('id', plan.order.sort)
    .execute();
  const data = rows.map(({ [totalColumn]: _, ...row }) => row);
  if (rows.length > 0) return { data, total: Number(rows[0]![totalColumn]) };
  if (plan.offset === 0) return { data, total: 0 };
  const { total } = await db
    .selectFrom(resource.table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(plan.where)
    .executeTakeFirstOrThrow();
  return { data, total: Number(total) };
}

/** One row the caller may reach, or a 404 (a row out of scope is not told apart from a missing one). */
async function findRow(ctx: OperationContext, resource: Resource, id: number): Promise<Row> {
  const scope = hooksOf(resource).scope?.(ctx);
  const row = await anyDb(ctx)
    .selectFrom(resource.table)
    .select(columnsOf(resource))
    .where('id', '=', id)
    .$if(scope !== undefined, (q) => q.where(scope!))
    .executeTakeFirst();
  if (!row) throw httpError(404, 'notFound', ctx.lang);
  return row;
}

export async function show(ctx: OperationContext, resource: Resource, id: number): Promise<Row> {
  authorize(ctx, resource, 'read');
  return findRow(ctx, resource, id);
}

/**
 * Validates input with the resource's rules, checks that looked-up rows exist, and answers the column
 * values to write; any failure is a 422 with the messages per field.
 */
export async function validated(
  ctx: OperationContext,
  resource: Resource,
  input: Row,
  mode: 'create' | 'update',
  id?: number,
): Promise<Row> {
  const { values, errors } = validateRecord(resource, input, ctx.lang, mode);
  Object.assign(errors, (await lookupErrors(ctx.db, resource, [values], ctx.lang))[0]);
  Object.assign(errors, await uploadErrors(ctx, resource, values, id));
  const check = hooksOf(resource).check;
  if (check && Object.keys(errors).length === 0) Object.assign(errors, await check(ctx, values, mode, id));
  if (Object.keys(errors).length > 0) throw httpError(422, 'validationFailed', ctx.lang, {}, errors);
  return toColumns(resource, values);
}

/** A created row, and a secret the server keeps only as a hash, answered this once (a token's). */
export interface Created {
  data: Row;
  secret?: string;
}

export async function create(ctx: OperationContext, resource: Resource, input: Row): Promise<Created> {
  offered(ctx, resource, 'create');
  authorize(ctx, resource, 'create');
  const hooks = hooksOf(resource);
  const values = await validated(ctx, resource, input, 'create');
  const { secret, ...set } = (await hooks.creating?.(ctx, values)) ?? {};
  const data = await anyDb(ctx)
    .insertInto(resource.table)
    .values({ ...values, ...set })
    .returning(columnsOf(resource))
    .executeTakeFirstOrThrow();
  await attachUploads(ctx.db, resource, data);
  return typeof secret === 'string' ? { data, secret } : { data };
}

export async function update(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  input: Row,
): Promise<Row> {
  offered(ctx, resource, 'update');
  authorize(ctx, resource, 'update');
  const hooks = hooksOf(resource);
  const scope = hooks.scope?.(ctx);
  // A row out of scope is a 404 before its values are checked against the database.
  if (scope) await findRow(ctx, resource, id);
  const values = await validated(ctx, resource, input, 'update', id);
  const row = await anyDb(ctx)
    .updateTable(resource.table)
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .$if(scope !== undefined, (q) => q.where(scope!))
    .returning(columnsOf(resource))
    .executeTakeFirst();
  if (!row) throw httpError(404, 'notFound', ctx.lang);
  await attachUploads(ctx.db, resource, row);
  await hooks.updated?.(ctx, row, values);
  return row;
}

export async function remove(ctx: OperationContext, resource: Resource, id: number): Promise<void> {
  offered(ctx, resource, 'delete');
  authorize(ctx, resource, 'delete');
  const hooks = hooksOf(resource);
  const scope = hooks.scope?.(ctx);
  if (hooks.remove) {
    await findRow(ctx, resource, id);
    return hooks.remove(ctx, id);
  }
  const result = await anyDb(ctx)
    .deleteFrom(resource.table)
    .where('id', '=', id)
    .$if(scope !== undefined, (q) => q.where(scope!))
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw httpError(404, 'notFound', ctx.lang);
}
