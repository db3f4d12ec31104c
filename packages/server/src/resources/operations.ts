import {
  type Action,
  type FieldErrors,
  isAllowed,
  type Lang,
  type Resource,
  rowLock,
  validateRecord,
} from '@rimba/core';
import { CompiledQuery, type Kysely, type QueryCreator, sql } from 'kysely';
import type { CallerCache } from '../auth/caller-cache.js';
import type { Caller } from '../auth/tokens.js';
import type { AccountsConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { HttpError, httpError } from '../http/errors.js';
import type { Mailer } from '../mail/outbox.js';
import { attachUploads, uploadErrorsOf } from '../uploads/attached.js';
import { assertWritable, mayRead, readableColumns, scopeOf } from './access.js';
import { checklistErrorsOf } from './checklists.js';
import { lookupErrors } from './lookups.js';
import type { Change } from './parts.js';
import { hooksOf } from './parts.js';
import { type ListPlan, type ListQuery, planList } from './query.js';
import { labelRelations } from './relations.js';
import { toColumns } from './stored-values.js';
import { inTransaction } from './transaction.js';

/** What an operation needs to know of its call: no HTTP in here, so anything can call it. */
export interface OperationContext {
  db: Kysely<Database>;
  caller: Caller | null;
  lang: Lang;
  /** The server's remembered callers, for hooks that revoke tokens or change a user's standing. */
  callers?: CallerCache;
  /** The outbox, for the mails a write queues in its transaction. */
  mailer?: Mailer;
  /** The account settings, for hooks and mails that link to the admin (a new account's link). */
  accounts?: AccountsConfig;
  /** Inside a write's transaction: runs `fn` once it has committed (never when it rolls back). */
  afterCommit?: (fn: () => void) => void;
  /** Told once a write to a resource has committed: the public answers kept may no longer hold. */
  written?: (resource: Resource) => void;
  /** The application's services, for hooks that need one (a refund asks the payment providers). */
  services?: Services;
}

/**
 * The application's services by name, each module adding its own by declaration merging, so the engine
 * names none of them.
 */
export interface Services {
  [name: string]: unknown;
}

export type Row = Record<string, unknown>;
type AnyTables = Record<string, Row>;
type AnyDb = Kysely<AnyTables>;

/** The window column that carries the number of matches on each row of a narrowed page. */
const totalColumn = '__total';

export const listLimits = { defaultLimit: 10, maxLimit: 100 };
export const datasetLimits = { defaultLimit: 1000, maxLimit: 1000 };

/** Refuses an action the caller may not do: 401 when nobody is logged in, 403 otherwise. */
export function authorize(ctx: OperationContext, resource: Resource, action: Action): void {
  authorizeTask(ctx, resource.permissions[action]);
}

export function authorizeTask(ctx: OperationContext, permission: string): void {
  if (isAllowed(ctx.caller, permission)) return;
  if (!ctx.caller) throw httpError(401, 'unauthenticated', ctx.lang);
  throw httpError(403, 'forbidden', ctx.lang, { permission });
}

const anyDb = (ctx: OperationContext) => ctx.db as unknown as AnyDb;

/**
 * A list query's plan for the caller: kept to the rows the caller may reach, and to the fields the caller
 * may read (a filter or an order on another is refused, and search passes it over).
 */
export function planFor(
  ctx: OperationContext,
  resource: Resource,
  query: ListQuery,
  limits: { defaultLimit: number; maxLimit: number },
): ListPlan {
  const plan = planList(resource, query, ctx.lang, limits, (name) => mayRead(ctx, resource, name));
  const scope = scopeOf(ctx, resource);
  if (!scope) return plan;
  return { ...plan, narrowed: true, where: (eb) => eb.and([scope(eb), plan.where(eb)]) };
}

/** Refuses an action the resource does not offer, as if the route did not exist. */
function offered(ctx: OperationContext, resource: Resource, action: Action): void {
  if (!resource.actions.includes(action)) throw httpError(404, 'notFound', ctx.lang);
}

/** A page of a list: its rows and the number of matches, an estimate when `totalEstimated` says so. */
export interface ListPage {
  data: Row[];
  total: number;
  totalEstimated?: true;
}

/** Planner estimates already asked, per database, by statement and values, and when they were asked. */
const estimates = new WeakMap<object, Map<string, { rows: number; at: number }>>();
/** How long an estimate is reused: it is an estimate, and a list paged through asks the same one again. */
const estimateMs = 30_000;
const maxEstimates = 1000;

/**
 * PostgreSQL's estimate of the rows a query finds, from its planner (EXPLAIN without ANALYZE runs
 * nothing). The query's values stay bound parameters of the EXPLAIN statement. An estimate is reused for
 * the same statement and values for 30 seconds, which saves a round trip on every further page.
 */
async function plannedRows(db: AnyDb, query: CompiledQuery): Promise<number> {
  const kept = estimates.get(db) ?? new Map<string, { rows: number; at: number }>();
  estimates.set(db, kept);
  const key = JSON.stringify([query.sql, query.parameters]);
  const known = kept.get(key);
  if (known && Date.now() - known.at < estimateMs) return known.rows;
  const rows = await askPlannedRows(db, query);
  kept.delete(key);
  if (kept.size >= maxEstimates) kept.delete(kept.keys().next().value!);
  kept.set(key, { rows, at: Date.now() });
  return rows;
}

async function askPlannedRows(db: AnyDb, query: CompiledQuery): Promise<number> {
  const explained = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const raw = Object.values(explained.rows[0] ?? {})[0];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: unknown } }[];
  const rows = Number(plans?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * A query that begins with the CTE `matches`: the ids and sort keys of the plan's matches, fenced
 * (materialised), no more than `cap` of them if given. Without the fence PostgreSQL may walk the sort
 * index and test every row, betting on a match estimate that a search pattern cannot give it.
 *
 * Capped matches are found in a CTE of their own, `found`, planned for all of them, and `matches` takes
 * the first `cap` of it: a materialised CTE is read only as far as its reader asks, so no more rows are
 * read than with the limit inside it, but a limit inside plans for the cap alone. The planner prices a
 * search pattern's test as cheap as a comparison, so for a cap of a few thousand estimated matches it
 * bets on a sequential scan testing rows until the cap over the trigram indexes, and loses: the first
 * 1,001 partners of the 7% that name a tree took 30–55 ms that way, 5–9 ms through the indexes (a tie of
 * the two plans' costs that the table's statistics tip either way from one analyse to the next).
 */
function withMatches(db: AnyDb, resource: Resource, plan: ListPlan, cap?: number): QueryCreator<AnyTables> {
  const keys = [...new Set(['id', plan.order.column])];
  const found = (q: QueryCreator<AnyTables>) => q.selectFrom(resource.table).select(keys).where(plan.where);
  const fenced =
    cap === undefined
      ? db.with((cte) => cte('matches').materialized(), found)
      : db
          .with((cte) => cte('found').materialized(), found)
          .with(
            (cte) => cte('matches').materialized(),
            (q) => q.selectFrom('found').selectAll().limit(cap),
          );
  // Its tables are named by strings, as the resource's are: the CTEs add nothing the types could check.
  return fenced as unknown as QueryCreator<AnyTables>;
}

/** A page read from its matches found first (see withMatches): the page is the top of them. */
function fencedPage(db: AnyDb, resource: Resource, plan: ListPlan, columns: readonly string[], cap?: number) {
  return withMatches(db, resource, plan, cap)
    .selectFrom(resource.table)
    .select(columns)
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
    .orderBy('id', plan.order.sort);
}

/**
 * A narrowed page of a resource that counts its matches only so far (its `count`'s `exactUpTo`): the page
 * is read straight in its order, and the total is exact up to the bound, past it the planner's estimate,
 * kept where the page shows it must be (at least one more than the rows up to a full page, so the next
 * page can be asked for; at most the offset of an empty page). `counted` is the matches already counted
 * up to the bound + 1, if they were.
 */
async function boundedPage(
  db: AnyDb,
  resource: Resource,
  plan: ListPlan,
  columns: readonly string[],
  bound: number,
  counted?: number,
): Promise<ListPage> {
  const matches = db.selectFrom(resource.table).where(plan.where);
  const page = matches
    .select(columns)
    .orderBy(plan.order.column, plan.order.sort)
    .orderBy('id', plan.order.sort)
    .limit(plan.limit)
    .offset(plan.offset);
  const counting =
    counted ??
    db
      .selectFrom(
        matches
          .select(sql<number>`1`.as('one'))
          .limit(bound + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((c) => Number(c.n));
  const [data, n] = await Promise.all([page.execute(), counting]);
  if (n <= bound) return { data, total: n };
  if (data.length > 0 && data.length < plan.limit) return { data, total: plan.offset + data.length };
  const estimate = await plannedRows(db, matches.select(sql<number>`1`.as('one')).compile());
  const atLeast = Math.max(bound + 1, data.length > 0 ? plan.offset + data.length + 1 : 0);
  // An empty page lies past the matches: there are at most as many as its offset.
  const atMost = data.length > 0 ? Number.POSITIVE_INFINITY : Math.max(plan.offset, atLeast);
  const total = Math.min(Math.max(estimate, atLeast), atMost);
  return { data, total, totalEstimated: true };
}

/**
 * A fenced page (see fencedPage) with the number of matches found, if the page has a row to carry it;
 * `cap` stops finding matches after that many.
 */
async function fencedPageCounted(
  db: AnyDb,
  resource: Resource,
  plan: ListPlan,
  columns: readonly string[],
  cap?: number,
): Promise<{ data: Row[]; found?: number }> {
  const rows = await fencedPage(db, resource, plan, columns, cap)
    .select((eb) => eb.selectFrom('matches').select(eb.fn.countAll<number>().as('n')).as(totalColumn))
    .execute();
  const data = rows.map(({ [totalColumn]: _, ...row }) => row);
  if (rows.length > 0) return { data, found: Number(rows[0]![totalColumn]) };
  return plan.offset === 0 ? { data, found: 0 } : { data };
}

/** A narrowed page with every match counted: they are found once (see fencedPage) for the page and its total. */
async function exactPage(db: AnyDb, resource: Resource, plan: ListPlan, columns: readonly string[]) {
  const { data, found } = await fencedPageCounted(db, resource, plan, columns);
  if (found !== undefined) return { data, total: found };
  const counted = await db
    .selectFrom(resource.table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(plan.where)
    .executeTakeFirstOrThrow();
  return { data, total: Number(counted.total) };
}

/**
 * A searched page that counts its matches only so far: its matches are found first, as for an exact
 * count, but no more than the bound + 1 of them. When no more match, they are all there and the page is
 * the top of them, with its exact total. Past the bound the search matches enough rows that its page is
 * read straight in its order (see boundedPage), without finding and sorting all of them.
 */
async function boundedSearch(
  db: AnyDb,
  resource: Resource,
  plan: ListPlan,
  columns: readonly string[],
  bound: number,
): Promise<ListPage> {
  const { data, found } = await fencedPageCounted(db, resource, plan, columns, bound + 1);
  if (found !== undefined && found <= bound) return { data, total: found };
  // A page past the matches has no row to carry their number: they are counted as they were found.
  const counted =
    found ??
    Number(
      (
        await withMatches(db, resource, plan, bound + 1)
          .selectFrom('matches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return boundedPage(db, resource, plan, columns, bound, counted);
}

export async function list(
  ctx: OperationContext,
  resource: Resource,
  query: ListQuery,
  limits = listLimits,
): Promise<ListPage> {
  authorize(ctx, resource, 'read');
  const plan = planFor(ctx, resource, query, limits);
  const db = anyDb(ctx);
  const columns = readableColumns(ctx, resource);
  let page: ListPage;
  if (!plan.narrowed) {
    const rows = db
      .selectFrom(resource.table)
      .select(columns)
      .orderBy(plan.order.column, plan.order.sort)
      .orderBy('id', plan.order.sort)
      .limit(plan.limit)
      .offset(plan.offset);
    const count = ctx.db
      .selectFrom('row_counts')
      .select('n as total')
      .where('table_name', '=', resource.table)
      .executeTakeFirstOrThrow();
    const [data, counted] = await Promise.all([rows.execute(), count]);
    page = { data, total: Number(counted.total) };
  } else if (resource.count === 'exact') {
    page = await exactPage(db, resource, plan, columns);
  } else if (plan.searched) {
    page = await boundedSearch(db, resource, plan, columns, resource.count.exactUpTo);
  } else {
    page = await boundedPage(db, resource, plan, columns, resource.count.exactUpTo);
  }
  await labelRelations(ctx, resource, page.data);
  return page;
}

/**
 * One row the caller may reach, or a 404 (a row out of scope is not told apart from a missing one);
 * inside a write's transaction it is locked until the write commits.
 */
export async function findRow(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  columns: readonly string[] = readableColumns(ctx, resource),
): Promise<Row> {
  const scope = scopeOf(ctx, resource);
  const row = await anyDb(ctx)
    .selectFrom(resource.table)
    .select(columns)
    .where('id', '=', id)
    .$if(scope !== undefined, (q) => q.where(scope!))
    .$if(ctx.db.isTransaction, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw httpError(404, 'notFound', ctx.lang);
  return row;
}

export async function show(ctx: OperationContext, resource: Resource, id: number): Promise<Row> {
  authorize(ctx, resource, 'read');
  const row = await findRow(ctx, resource, id);
  await labelRelations(ctx, resource, [row]);
  return row;
}

/** Values validated by the rules, and the messages found so far, by field. */
export interface CheckedValues {
  values: Row;
  errors: FieldErrors;
}

/**
 * Adds to validated records' messages what the database tells of their values: looked-up rows that do
 * not exist, files the caller may not put there, and, for a record fine so far, checklist answers that do
 * not fit their template. `previous` is the stored row of an update.
 */
export async function addStoredErrors(
  ctx: OperationContext,
  resource: Resource,
  records: readonly CheckedValues[],
  previous?: Row,
): Promise<void> {
  const values = records.map((r) => r.values);
  const missing = await lookupErrors(ctx.db, resource, values, ctx.lang);
  const files = await uploadErrorsOf(ctx, resource, values, previous && Number(previous.id));
  for (const [i, record] of records.entries()) Object.assign(record.errors, missing[i], files[i]);
  const fine = records.filter((r) => Object.keys(r.errors).length === 0);
  const answers = await checklistErrorsOf(
    ctx,
    resource,
    fine.map((r) => r.values),
    previous,
  );
  for (const [i, record] of fine.entries()) Object.assign(record.errors, answers[i]);
}

/**
 * Validates input with the resource's rules and against the database (see addStoredErrors), and answers
 * the values to write; a field the caller may not write is a 403, any other failure a 422 with the
 * messages per field.
 */
export async function validated(
  ctx: OperationContext,
  resource: Resource,
  input: Row,
  change: Change<never>,
): Promise<Row> {
  assertWritable(ctx, resource, input);
  const checked = validateRecord(resource, input, ctx.lang, change.mode);
  await addStoredErrors(ctx, resource, [checked], change.previous as Row | undefined);
  const { values, errors } = checked;
  const check = hooksOf(resource).check;
  if (check && Object.keys(errors).length === 0)
    Object.assign(errors, await check(ctx, values as never, change));
  if (Object.keys(errors).length > 0) throw httpError(422, 'validationFailed', ctx.lang, {}, errors);
  return values;
}

/** A created row, and a secret the server keeps only as a hash, answered this once (a token's). */
export interface Created {
  data: Row;
  secret?: string;
}

/** Writes a new row with its hooks, in one transaction. */
export async function create(ctx: OperationContext, resource: Resource, input: Row): Promise<Created> {
  const [created] = await createMany(ctx, resource, [input]);
  await labelRelations(ctx, resource, [created!.data]);
  return created!;
}

/** Rows written per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const parametersPerInsert = 10_000;

/** The author fields of a row being created, filled with the caller (none for a system write). */
function authorOf(ctx: OperationContext, resource: Resource): Row {
  return Object.fromEntries(
    resource.fields.filter((f) => f.author).map((f) => [f.name, ctx.caller?.userId ?? null]),
  );
}

/**
 * Writes new rows as the create call writes one, in the caller's transaction (an import's) or one of its
 * own: each row validated with the rules and its hook's checks (a refusal throws and writes none), its
 * hooks' values added, the rows inserted in few statements, then each row's after-change hook.
 */
export async function createMany(
  ctx: OperationContext,
  resource: Resource,
  inputs: Row[],
): Promise<Created[]> {
  offered(ctx, resource, 'create');
  authorize(ctx, resource, 'create');
  return inTransaction(ctx, resource, async (trx) => {
    const hooks = hooksOf(resource);
    const change = { mode: 'create' } as const;
    const checked = inputs.map((input) => {
      assertWritable(trx, resource, input);
      return validateRecord(resource, input, trx.lang, 'create');
    });
    await addStoredErrors(trx, resource, checked);
    const written: Row[] = [];
    const secrets: (string | undefined)[] = [];
    for (const { values, errors } of checked) {
      if (hooks.check && Object.keys(errors).length === 0) {
        Object.assign(errors, await hooks.check(trx, values as never, change));
      }
      if (Object.keys(errors).length > 0) throw httpError(422, 'validationFailed', trx.lang, {}, errors);
      const { secret, ...set } = (await hooks.beforeChange?.(trx, values as never, change)) ?? {};
      written.push({ ...(await toColumns(resource, values)), ...set, ...authorOf(trx, resource) });
      secrets.push(typeof secret === 'string' ? secret : undefined);
    }
    const perInsert = Math.max(
      1,
      Math.floor(parametersPerInsert / Math.max(1, Object.keys(written[0] ?? {}).length)),
    );
    const rows: Row[] = [];
    for (let i = 0; i < written.length; i += perInsert) {
      rows.push(
        ...(await anyDb(trx)
          .insertInto(resource.table)
          .values(written.slice(i, i + perInsert))
          .returning(readableColumns(trx, resource))
          .execute()),
      );
    }
    await attachUploads(trx.db, resource, rows);
    const created: Created[] = [];
    for (const [i, data] of rows.entries()) {
      await hooks.afterChange?.(trx, data as never, checked[i]!.values as never, change);
      created.push(secrets[i] === undefined ? { data } : { data, secret: secrets[i] });
    }
    return created;
  });
}

/** Refuses with 409 a change to a row its workflow state or its closed period makes read-only. */
function assertChangeable(ctx: OperationContext, resource: Resource, row: Row): void {
  const locked = rowLock(resource, row);
  if (locked) throw new HttpError(409, locked[ctx.lang]);
}

export async function update(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  input: Row,
): Promise<Row> {
  offered(ctx, resource, 'update');
  authorize(ctx, resource, 'update');
  return inTransaction(ctx, resource, async (trx) => {
    const hooks = hooksOf(resource);
    // A row out of scope is a 404 before its values are checked against the database.
    const previous = await findRow(trx, resource, id);
    assertChangeable(trx, resource, previous);
    const change = { mode: 'update', previous: previous as never } as const;
    const values = await validated(trx, resource, input, change);
    const set = (await hooks.beforeChange?.(trx, values as never, change)) ?? {};
    const row = await anyDb(trx)
      .updateTable(resource.table)
      .set({ ...(await toColumns(resource, values)), ...set, updated_at: new Date() })
      .where('id', '=', id)
      .returning(readableColumns(trx, resource))
      .executeTakeFirstOrThrow();
    await attachUploads(trx.db, resource, row);
    await hooks.afterChange?.(trx, row as never, values as never, change);
    await labelRelations(trx, resource, [row]);
    return row;
  });
}

export async function remove(ctx: OperationContext, resource: Resource, id: number): Promise<void> {
  offered(ctx, resource, 'delete');
  authorize(ctx, resource, 'delete');
  await inTransaction(ctx, resource, async (trx) => {
    const hooks = hooksOf(resource);
    const row = (await findRow(trx, resource, id)) as never;
    assertChangeable(trx, resource, row);
    await hooks.beforeDelete?.(trx, row);
    if (hooks.remove) return hooks.remove(trx, row);
    await anyDb(trx).deleteFrom(resource.table).where('id', '=', id).execute();
  });
}
