import type { Resource } from '@rimba/core';
import type { OperationContext } from './operations.js';

/**
 * Runs `work` in one transaction: every write it makes lands, or none does. Inside a transaction
 * already (an import's rows), it joins it. Work queued on `afterCommit` runs once the outermost one
 * has committed, and is dropped when it rolls back; the context is told of the write (`written`) first.
 */
export async function inTransaction<T>(
  ctx: OperationContext,
  /** The resource written, for the context to know what the write may have changed. */
  resource: Resource,
  work: (trx: OperationContext) => Promise<T>,
): Promise<T> {
  if (ctx.db.isTransaction) return work(ctx);
  const committed: (() => void)[] = [];
  const result = await ctx.db
    .transaction()
    .execute((db) => work({ ...ctx, db, afterCommit: (fn) => void committed.push(fn) }));
  ctx.written?.(resource);
  for (const fn of committed) fn();
  return result;
}
