import { randomBytes } from 'node:crypto';
import { invoiceNumber, type Resource } from '@rimba/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OperationContext } from '../resources/operations.js';
import { inTransaction } from '../resources/transaction.js';
import type { Checkout, Currency, PaymentProvider, ProviderState, ProviderStatus } from './provider.js';

/** A payment as the ledger keeps it. */
export interface PaymentRow {
  id: number;
  reference: string;
  donation_id: number | null;
  order_id: number | null;
  provider: PaymentProvider['name'];
  provider_ref: string | null;
  currency: Currency;
  amount: number;
  status: LedgerState;
  transaction_id: string | null;
  checkout: string | null;
}

export type LedgerState = 'pending' | 'paid' | 'expired' | 'failed' | 'refunded';

/** The tables the ledger reads and writes. */
export interface PaymentTables {
  payments: {
    id: number;
    reference: string;
    donation_id: number | null;
    order_id: number | null;
    provider: string;
    provider_ref: string | null;
    currency: string;
    amount: number;
    status: string;
    transaction_id: string | null;
    detail: string | null;
    refund_id: string | null;
    checkout: string | null;
    confirmed_at: Date | null;
    created_at: Date;
    updated_at: Date;
  };
  payment_events: {
    id: number;
    provider: string;
    event_key: string;
    payment_id: number | null;
    received_at: Date;
  };
  number_sequences: { name: string; year: number; last: number };
}

export type LedgerDb = Kysely<Database & PaymentTables>;
export const ledgerDb = (db: Kysely<Database>) => db as unknown as LedgerDb;

/**
 * What a donation or an order does when its payment is confirmed: each runs in the transaction that
 * records the provider's answer, so the record and its payment change together or not at all.
 */
export interface PaymentPurpose {
  paid(ctx: OperationContext, recordId: number, payment: PaymentRow): Promise<void>;
  /** The payment failed or expired unpaid: what it held is let go. */
  unpaid(ctx: OperationContext, recordId: number, state: 'failed' | 'expired'): Promise<void>;
  /** The provider gave the money back (refunded from its dashboard, or by staff here). */
  refunded(ctx: OperationContext, recordId: number): Promise<void>;
}

/** The record a payment is for: the payments column naming it, its resource, and what its payment does. */
export interface PaidResource {
  column: 'donation_id' | 'order_id';
  resource: Resource;
  purpose: PaymentPurpose;
}

let paidResources: readonly PaidResource[] = [];

/** Tells the ledger which resources are paid for and what their payments do: the application does it once. */
export function installPaymentPurposes(entries: readonly PaidResource[]): void {
  paidResources = entries;
}

function purposeOf(payment: PaymentRow): { resource: Resource; purpose: PaymentPurpose; recordId: number } {
  for (const { column, resource, purpose } of paidResources) {
    const recordId = payment[column];
    if (recordId !== null) return { resource, purpose, recordId: Number(recordId) };
  }
  throw new Error(`Payment ${payment.reference} is for nothing`);
}

/** A random code for a page only its owner is given (a donation's, an order's). */
export const publicCode = () => randomBytes(16).toString('base64url');

/**
 * The next number of a yearly sequence (`INV` for orders, `DON` for donations), in the caller's
 * transaction: numbers are given out in order without gaps, since a rolled-back write gives its back.
 */
export async function nextNumber(db: Kysely<Database>, name: 'INV' | 'DON', year: number): Promise<number> {
  const { rows } = await sql<{ last: string }>`
    insert into number_sequences (name, year, last) values (${name}, ${year}, 1)
    on conflict (name, year) do update set last = number_sequences.last + 1
    returning last`.execute(db);
  return Number(rows[0]!.last);
}

/** The next number of a yearly sequence, formatted (`INV-2026-000123`), for the year in Jakarta at `at`. */
export async function nextReference(db: Kysely<Database>, name: 'INV' | 'DON', at: Date): Promise<string> {
  const year = Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(at),
  );
  return invoiceNumber(name, year, await nextNumber(db, name, year));
}

/** Writes a pending payment in the caller's transaction. */
export async function recordPayment(
  db: Kysely<Database>,
  values: {
    reference: string;
    donation_id?: number;
    order_id?: number;
    provider: PaymentProvider['name'];
    currency: Currency;
    amount: number;
  },
): Promise<number> {
  const row = await ledgerDb(db)
    .insertInto('payments')
    .values({ ...values, status: 'pending', created_at: new Date(), updated_at: new Date() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * What the provider answered to the latest payment of a donation or order, while it is unpaid: the page
 * opens the payment again with it.
 */
export async function pendingCheckout(
  db: Kysely<Database>,
  column: 'donation_id' | 'order_id',
  id: number,
  status: string,
): Promise<Checkout | null> {
  if (status !== 'pending') return null;
  const row = await ledgerDb(db)
    .selectFrom('payments')
    .select('checkout')
    .where(column, '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.checkout ? (JSON.parse(row.checkout) as Checkout) : null;
}

/** Keeps what the provider answered to the payment's creation, for the browser to pay with again. */
export async function keepCheckout(db: Kysely<Database>, id: number, checkout: Checkout): Promise<void> {
  await ledgerDb(db)
    .updateTable('payments')
    .set({ provider_ref: checkout.providerRef, checkout: JSON.stringify(checkout), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

const paymentColumns = [
  'id',
  'reference',
  'donation_id',
  'order_id',
  'provider',
  'provider_ref',
  'currency',
  'amount',
  'status',
  'transaction_id',
  'checkout',
] as const;

const asPayment = (row: Record<string, unknown>): PaymentRow =>
  ({
    ...row,
    id: Number(row.id),
    amount: Number(row.amount),
    donation_id: row.donation_id === null ? null : Number(row.donation_id),
    order_id: row.order_id === null ? null : Number(row.order_id),
  }) as PaymentRow;

export async function paymentByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<PaymentRow | undefined> {
  const row = await ledgerDb(db)
    .selectFrom('payments')
    .select(paymentColumns)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && asPayment(row);
}

export async function paymentByProviderRef(
  db: Kysely<Database>,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const row = await ledgerDb(db)
    .selectFrom('payments')
    .select(paymentColumns)
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
  return row && asPayment(row);
}

/** Which ledger state a provider's answer leads a payment in `from` to; undefined leaves it. */
function nextState(from: LedgerState, to: ProviderState): LedgerState | undefined {
  if (to === 'unknown' || to === 'pending' || to === from) return undefined;
  if (to === 'paid') return from === 'refunded' ? undefined : 'paid';
  if (to === 'refunded') return from === 'paid' ? 'refunded' : undefined;
  // A failure or expiry after the money came is old news arriving late.
  return from === 'pending' ? to : undefined;
}

export type Applied = { state: LedgerState; changed: boolean };

/**
 * Applies what the provider says of a payment, exactly once however often it is told: the payment row is
 * locked, and only a change its state allows is made, with the donation's or order's own change in the
 * same transaction. A paid answer whose amount or currency is not the payment's is not applied.
 */
export async function applyStatus(
  ctx: OperationContext,
  log: FastifyBaseLogger,
  paymentId: number,
  status: ProviderStatus,
): Promise<Applied> {
  const found = await ledgerDb(ctx.db)
    .selectFrom('payments')
    .select(paymentColumns)
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const { purpose, recordId, resource } = purposeOf(asPayment(found));
  return inTransaction({ ...ctx, caller: null }, resource, async (trx) => {
    const locked = await ledgerDb(trx.db)
      .selectFrom('payments')
      .select(paymentColumns)
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const payment = asPayment(locked);
    const next = nextState(payment.status, status.state);
    if (!next) return { state: payment.status, changed: false };
    if (
      next === 'paid' &&
      ((status.amount !== undefined && status.amount !== payment.amount) ||
        (status.currency !== undefined && status.currency !== payment.currency))
    ) {
      log.error(
        {
          reference: payment.reference,
          expected: payment.amount,
          reported: status.amount,
          currency: status.currency,
        },
        'A provider reported a payment of another amount: not applied',
      );
      await ledgerDb(trx.db)
        .updateTable('payments')
        .set({ detail: 'amount mismatch: not applied', updated_at: new Date() })
        .where('id', '=', paymentId)
        .execute();
      return { state: payment.status, changed: false };
    }
    const now = new Date();
    await ledgerDb(trx.db)
      .updateTable('payments')
      .set({
        status: next,
        transaction_id: status.transactionId ?? payment.transaction_id,
        detail: status.detail?.slice(0, 255) ?? null,
        confirmed_at: now,
        updated_at: now,
      })
      .where('id', '=', paymentId)
      .execute();
    if (next === 'paid') await purpose.paid(trx, recordId, { ...payment, status: next });
    else if (next === 'refunded') await purpose.refunded(trx, recordId);
    else await purpose.unpaid(trx, recordId, next as 'failed' | 'expired');
    return { state: next, changed: true };
  });
}
