import type { SubscriberStatus, subscribers, ValuesOf } from '@rimba/core';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OperationContext } from '../../resources/operations.js';
import { confirmationMail, queueSubscriberMail } from './mails.js';

/** The subscribers table as this feature reads and writes it. */
export interface SubscriberTables {
  subscribers: {
    id: Generated<number>;
    email: string;
    status: SubscriberStatus;
    lang: string;
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
    created_at: ColumnType<Date, Date | undefined, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}

export const subscriberDb = (ctx: Pick<OperationContext, 'db'>) =>
  ctx.db as unknown as Kysely<SubscriberTables & Database>;

/**
 * A subscription from the site's footer. A new address, or one that ended its subscription, waits for
 * its owner to confirm it and is mailed the link; a waiting one is mailed the link again. The answer is
 * the same whatever the address was, so it tells nobody who subscribes.
 */
export async function subscribe(ctx: OperationContext, values: ValuesOf<typeof subscribers>): Promise<void> {
  const db = subscriberDb(ctx);
  const email = String(values.email);
  const found = await db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  if (found?.status === 'active') return;
  const waiting = {
    status: 'pending' as const,
    lang: ctx.lang,
    unsubscribed_at: null,
    updated_at: new Date(),
  };
  const row = found
    ? await db
        .updateTable('subscribers')
        .set(waiting)
        .where('id', '=', found.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('subscribers')
        .values({ email, ...waiting })
        .returningAll()
        .executeTakeFirstOrThrow();
  await queueSubscriberMail(ctx, { ...row, id: Number(row.id) }, confirmationMail);
}
