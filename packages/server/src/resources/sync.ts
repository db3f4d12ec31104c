import { createHash } from 'node:crypto';
import { apiMessage, type Resource } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { HttpError, httpError } from '../http/errors.js';
import { canonical } from './idempotency.js';
import { authorize, create, findRow, type OperationContext, type Row, update } from './operations.js';
import { labelRelations } from './relations.js';
import { inTransaction } from './transaction.js';
import { transition } from './workflow.js';

type AnyDb = Kysely<Record<string, Row>>;

/** A row a device sends: the version of the server's copy its edit started from, the values, and whether to submit it. */
export interface SyncBody {
  /** Null for a row the device has never received from the server. */
  base_version: number | null;
  data: Row;
  /** Runs the resource's `sync.submit` transition after the write, when the row is in one of its states. */
  submit?: boolean;
}

export type SyncResult = 'created' | 'updated' | 'replayed';

/** What a sync stored: the row as `show` answers it, and what was done. */
export interface SyncAnswer {
  data: Row;
  result: SyncResult;
  message: string;
}

/** A device's id of a row: a UUID in its lowercase canonical form. */
const clientIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Stores a row a device sends under its own id (`PUT /api/{name}/sync/{client_id}`), in one transaction
 * that holds the id's lock, so that sends of one id one after another are decided one at a time:
 * - an id the server does not have yet is a create (validation, scope, period lock, author and hooks as
 *   `create`), the row keeping the id;
 * - the very same request stored before under the id is answered with the current row, nothing written
 *   (a device resending after a timeout);
 * - other content on the version the row has now is an update (`update`: editable states, period lock,
 *   scope and hooks);
 * - other content with no version, or on another version than the row's, is a 409 with the row as the
 *   caller may read it (`current`): the id is another row's, or the row changed on the server since.
 * With `submit`, the resource's `sync.submit` transition follows in the same transaction when the row is
 * in one of its states (a row past it stays as it is). A refused write changes nothing.
 */
export async function syncRow(
  ctx: OperationContext,
  resource: Resource,
  clientId: string,
  body: SyncBody,
): Promise<SyncAnswer> {
  if (!resource.sync) throw httpError(404, 'notFound', ctx.lang);
  // Filing from a device is creating; an update needs its own permission too, which `update` checks.
  authorize(ctx, resource, 'create');
  if (!clientIdPattern.test(clientId)) throw httpError(400, 'syncClientIdInvalid', ctx.lang);
  const submit = body.submit === true;
  const hash = createHash('sha256')
    .update(canonical({ data: body.data, submit }))
    .digest('hex');
  const title = { title: resource.title[ctx.lang] };
  return inTransaction(ctx, resource, async (trx) => {
    const db = trx.db as unknown as AnyDb;
    await sql`select pg_advisory_xact_lock(hashtext(${resource.table}), hashtext(${clientId}))`.execute(db);
    const stored = await db
      .selectFrom(resource.table)
      .select(['id', 'version', 'client_hash'])
      .where('client_id', '=', clientId)
      .forUpdate()
      .executeTakeFirst();
    if (stored?.client_hash === hash) {
      authorize(trx, resource, 'read');
      const data = await findRow(trx, resource, Number(stored.id));
      await labelRelations(trx, resource, [data]);
      return { data, result: 'replayed', message: apiMessage('syncReplayed', trx.lang, title) };
    }
    if (stored && body.base_version !== Number(stored.version)) {
      const key = body.base_version === null ? 'syncIdReused' : 'syncStale';
      const current = await readable(trx, resource, Number(stored.id));
      throw new HttpError(409, apiMessage(key, trx.lang), undefined, current && { current });
    }
    let data: Row;
    let result: SyncResult;
    if (stored) {
      data = await lockedAs422(() => update(trx, resource, Number(stored.id), body.data));
      result = 'updated';
    } else {
      // A row the device took from the server but no longer on it (deleted since) is filed anew.
      data = (await create(trx, resource, body.data)).data;
      result = 'created';
    }
    const id = Number(data.id);
    await db
      .updateTable(resource.table)
      .set({ client_id: clientId, client_hash: hash })
      .where('id', '=', id)
      .execute();
    data.client_id = clientId;
    let message = apiMessage(result, trx.lang, title);
    if (submit) {
      const made = await submitted(trx, resource, data);
      if (made) ({ data, message } = made);
    }
    return { data, result, message };
  });
}

/** The resource's `sync.submit` transition made on a row in one of its states; undefined otherwise. */
async function submitted(ctx: OperationContext, resource: Resource, row: Row) {
  const name = resource.sync?.submit;
  const workflow = resource.workflow;
  const t = name === undefined ? undefined : workflow?.transitionsByName.get(name);
  if (!workflow || !t?.from.includes(String(row[workflow.field]))) return undefined;
  return transition(ctx, resource, Number(row.id), t.name, { reason: null });
}

/**
 * A row in a state or a closed period that makes it read-only is refused by `update` with a 409; to a
 * device a 409 means a conflict with the server's copy, so here the refusal is a 422 with its message.
 */
async function lockedAs422(write: () => Promise<Row>): Promise<Row> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw new HttpError(422, error.message);
    throw error;
  }
}

/** A row as `show` answers it to the caller, or undefined when the caller may not read it. */
async function readable(ctx: OperationContext, resource: Resource, id: number): Promise<Row | undefined> {
  try {
    authorize(ctx, resource, 'read');
    const row = await findRow(ctx, resource, id);
    await labelRelations(ctx, resource, [row]);
    return row;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}
