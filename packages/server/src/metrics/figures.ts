import { fieldReportKindNames } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** What the database says at a scrape: the outbox, the payments waiting, the reports waiting. */
export interface DatabaseFigures {
  outbox: { pending: number; failed: number };
  payments: { provider: string; pending: number; reconciling: number }[];
  awaitingVerification: { kind: string; count: number }[];
}

/**
 * Reads the figures in one round, each from a partial or leading-status index, so a scrape stays quick
 * however many mails, payments and reports there are: the outbox counts only the mails still to send or
 * given up (those sent grow for ever), payments only those pending, reports only those awaiting
 * verification.
 */
export async function readDatabaseFigures(
  db: Kysely<Database>,
  reconcileAfterMinutes: number,
): Promise<DatabaseFigures> {
  // Each count its own subquery, so each uses its own partial index.
  const outbox = sql<{ pending: number; failed: number }>`
    select (select count(*) from mail_outbox where status = 'pending') as pending,
      (select count(*) from mail_outbox where status = 'failed') as failed`.execute(db);
  const payments = sql<{ provider: string; pending: number; reconciling: number }>`
    select provider, count(*) as pending,
      count(*) filter (where created_at < now() - ${`${reconcileAfterMinutes} minutes`}::interval) as reconciling
    from payments where status = 'pending' group by provider`.execute(db);
  const awaiting = sql<{ kind: string; count: number }>`${sql.join(
    fieldReportKindNames.map(
      (kind) =>
        sql`select ${sql.lit(kind)} as kind, count(*) as count from ${sql.table(`reports_${kind}`)}
          where status = 'verification_request'`,
    ),
    sql` union all `,
  )}`.execute(db);
  const [o, p, a] = await Promise.all([outbox, payments, awaiting]);
  const row = o.rows[0];
  return {
    outbox: { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) },
    payments: p.rows.map((r) => ({
      provider: r.provider,
      pending: Number(r.pending),
      reconciling: Number(r.reconciling),
    })),
    awaitingVerification: a.rows.map((r) => ({ kind: r.kind, count: Number(r.count) })),
  };
}
