import { createHash } from 'node:crypto';
import type { Resource } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { httpError } from '../http/errors.js';
import { type Created, create, findRow, type OperationContext, type Row } from './operations.js';
import { labelRelations } from './relations.js';
import { inTransaction } from './transaction.js';

/** A created row, and whether it was created by an earlier request with the same key. */
export interface CreatedOnce extends Created {
  replayed?: true;
}

/** A JSON text of a value with its keys sorted, so that the same request hashes the same. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Creates a row once per `Idempotency-Key` of a caller and resource: the key is claimed in the create's
 * transaction, so a refused create leaves it free, and a request sent again while the first is still
 * being written waits for it. The same key with the same request answers the first row (`replayed`);
 * with another request it is a 422, since the caller meant something else.
 */
export async function createOnce(
  ctx: OperationContext,
  resource: Resource,
  input: Row,
  key: string,
): Promise<CreatedOnce> {
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw httpError(400, 'idempotencyKeyInvalid', ctx.lang);
  // Without a caller the create is refused as it would be without a key.
  if (!ctx.caller) return create(ctx, resource, input);
  const userId = ctx.caller.userId;
  const requestHash = createHash('sha256').update(canonical(input)).digest('hex');
  return inTransaction(ctx, resource, async (trx) => {
    const db = trx.db as Kysely<Database>;
    const claimed = await db
      .insertInto('idempotent_creates')
      .values({ user_id: userId, resource: resource.name, key, request_hash: requestHash })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await db
        .selectFrom('idempotent_creates')
        .select(['request_hash', 'row_id'])
        .where('user_id', '=', userId)
        .where('resource', '=', resource.name)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (earlier.request_hash !== requestHash || earlier.row_id === null) {
        throw httpError(422, 'idempotencyKeyReused', trx.lang);
      }
      const data = await findRow(trx, resource, Number(earlier.row_id));
      await labelRelations(trx, resource, [data]);
      return { data, replayed: true };
    }
    const created = await create(trx, resource, input);
    await db
      .updateTable('idempotent_creates')
      .set({ row_id: Number(created.data.id) })
      .where('user_id', '=', userId)
      .where('resource', '=', resource.name)
      .where('key', '=', key)
      .execute();
    return created;
  });
}
