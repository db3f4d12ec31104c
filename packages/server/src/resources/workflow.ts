import { interpolate, type Resource, type Transition, type Workflow } from '@rimba/core';
import type { Kysely } from 'kysely';
import { HttpError, httpError } from '../http/errors.js';
import { resolveCondition } from './access.js';
import { authorize, authorizeTask, findRow, type OperationContext, type Row } from './operations.js';
import { hooksOf, partOf, type TransitionCall } from './parts.js';
import { labelRelations } from './relations.js';
import { inTransaction } from './transaction.js';

type AnyDb = Kysely<Record<string, Row>>;

export const reasonMaxLength = 1000;

function workflowOf(ctx: OperationContext, resource: Resource): Workflow {
  if (!resource.workflow) throw httpError(404, 'notFound', ctx.lang);
  return resource.workflow;
}

const stateLabel = (ctx: OperationContext, workflow: Workflow, state: unknown) =>
  workflow.states.find((s) => s.value === state)?.label[ctx.lang] ?? String(state);

/** The answer's message of a made transition, with the row's values in it. */
function doneMessage(ctx: OperationContext, transition: Transition, row: Row): string {
  const values = Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
  );
  return interpolate(transition.done[ctx.lang], values);
}

/**
 * Makes a declared transition of one row, in one transaction: the row must be reachable (scope), in one
 * of the transition's states and match its condition; the state changes, the audit trail gets a line,
 * the declared mail is queued and the resource's hooks run. Anything refused leaves the row as it was.
 */
export async function transition(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  name: string,
  input: { reason?: string | null },
): Promise<{ data: Row; message: string }> {
  const workflow = workflowOf(ctx, resource);
  const t = workflow.transitionsByName.get(name);
  if (!t || t.system) throw httpError(404, 'notFound', ctx.lang);
  authorizeTask(ctx, t.task ?? resource.permissions.update);
  const reason = input.reason?.trim() || null;
  if (t.reason === 'required' && !reason) throw httpError(400, 'reasonRequired', ctx.lang);
  const prepare = hooksOf(resource).prepareTransition;
  let prepared: Row | undefined;
  if (prepare) {
    const previous = await reachable(ctx, resource, id);
    inState(ctx, workflow, t, previous);
    prepared = await prepare(ctx, { transition: t, previous: previous as never, reason });
  }
  return made(ctx, resource, workflow, t, id, reason, false, prepared);
}

/** Refuses a transition from a state it does not start from, naming the row's state. */
function inState(ctx: OperationContext, workflow: Workflow, t: Transition, row: Row): void {
  const from = row[workflow.field];
  if (!t.from.includes(String(from))) {
    throw httpError(409, 'wrongState', ctx.lang, { status: stateLabel(ctx, workflow, from) });
  }
}

/**
 * Makes a transition on the server's own account, on an event it has checked (a payment the provider
 * confirmed), inside the caller's transaction when there is one. A row no longer in one of the
 * transition's states is answered `undefined` and left as it is: events repeat and come out of order.
 */
export async function systemTransition(
  ctx: OperationContext,
  resource: Resource,
  id: number,
  name: string,
  reason: string | null = null,
): Promise<Row | undefined> {
  const workflow = workflowOf(ctx, resource);
  const t = workflow.transitionsByName.get(name);
  if (!t) throw new Error(`${resource.name}: no transition "${name}"`);
  const system = { ...ctx, caller: null };
  try {
    return (await made(system, resource, workflow, t, id, reason, true)).data;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return undefined;
    throw error;
  }
}

async function made(
  ctx: OperationContext,
  resource: Resource,
  workflow: Workflow,
  t: Transition,
  id: number,
  reason: string | null,
  system = false,
  prepared: Row = {},
): Promise<{ data: Row; message: string }> {
  const field = workflow.field;
  return inTransaction(ctx, resource, async (trx) => {
    const previous = system ? await lockedRow(trx, resource, id) : await reachable(trx, resource, id);
    const from = previous[field];
    inState(ctx, workflow, t, previous);
    const db = trx.db as unknown as AnyDb;
    if (t.when) {
      const when = resolveCondition(trx, resource, t.when);
      const holds = await db
        .selectFrom(resource.table)
        .select('id')
        .where('id', '=', id)
        .where(when)
        .executeTakeFirst();
      if (!holds) {
        if (t.refused) throw new HttpError(403, t.refused[ctx.lang]);
        throw httpError(403, 'transitionNotAllowed', ctx.lang);
      }
    }
    const hooks = hooksOf(resource);
    const call: TransitionCall<never> = { transition: t, previous: previous as never, reason };
    const set = { ...prepared, ...(await hooks.beforeTransition?.(trx, call)) };
    const row = await db
      .updateTable(resource.table)
      .set({ ...set, [field]: t.to, updated_at: new Date() })
      .where('id', '=', id)
      .returning(Object.keys(previous))
      .executeTakeFirstOrThrow();
    await trx.db
      .insertInto('workflow_transitions')
      .values({
        resource: resource.name,
        record_id: id,
        transition: t.name,
        from_state: from === null ? null : String(from),
        to_state: t.to,
        reason,
        user_id: trx.caller?.userId ?? null,
      })
      .execute();
    if (t.mail) {
      const mail = partOf(resource).mails?.[t.mail];
      if (!mail) throw new Error(`${resource.name}.${t.name}: no mail "${t.mail}" in its server part`);
      if (!trx.mailer) throw new Error('A transition that queues a mail needs the mailer');
      const mails = [await mail(trx, row as never, call)].flat();
      for (const { to, content } of mails) await trx.mailer.queue(trx.db, to, content);
      const mailer = trx.mailer;
      if (mails.length > 0) trx.afterCommit?.(() => mailer.wake());
    }
    await hooks.afterTransition?.(trx, row as never, call);
    await labelRelations(trx, resource, [row]);
    return { data: row, message: doneMessage(ctx, t, row) };
  });
}

/** The row of a system transition, locked, whoever's it is. */
async function lockedRow(ctx: OperationContext, resource: Resource, id: number): Promise<Row> {
  const row = await (ctx.db as unknown as AnyDb)
    .selectFrom(resource.table)
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new Error(`${resource.name} ${id}: no such row`);
  return row;
}

/**
 * The row of a transition, locked: out of scope it is a 404, or a 403 with the scope's own message when
 * the scope declares one (a department admin is told the user is not of their department).
 */
async function reachable(ctx: OperationContext, resource: Resource, id: number): Promise<Row> {
  const outside = resource.scope?.outside;
  try {
    return await findRow(ctx, resource, id);
  } catch (error) {
    if (!outside) throw error;
    const exists = await (ctx.db as unknown as AnyDb)
      .selectFrom(resource.table)
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) throw error;
    throw new HttpError(403, outside[ctx.lang]);
  }
}

export interface TrailEntry {
  id: number;
  transition: string;
  from_state: string | null;
  to_state: string;
  reason: string | null;
  created_at: Date | string;
  rel_user_id: { id: number; label: string | null } | null;
}

/** The audit trail of one row the caller may read, newest first. */
export async function trail(ctx: OperationContext, resource: Resource, id: number): Promise<TrailEntry[]> {
  workflowOf(ctx, resource);
  authorize(ctx, resource, 'read');
  await findRow(ctx, resource, id, ['id']);
  const rows = await ctx.db
    .selectFrom('workflow_transitions as w')
    .leftJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.transition',
      'w.from_state',
      'w.to_state',
      'w.reason',
      'w.created_at',
      'w.user_id',
      'u.fullname',
    ])
    .where('w.resource', '=', resource.name)
    .where('w.record_id', '=', id)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(500)
    .execute();
  return rows.map(({ user_id, fullname, ...entry }) => ({
    ...entry,
    id: Number(entry.id),
    rel_user_id: user_id === null ? null : { id: Number(user_id), label: fullname },
  }));
}
