import { apiMessage, type FieldErrors, type Lang } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MethodKind } from './service.js';

/** A row id as a form sends it (a number or its digits), or undefined for anything else. */
export function idOf(value: unknown): number | undefined {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,15}$/.test(s) ? Number(s) : undefined;
}

interface MethodTables {
  payment_methods: { id: number; provider: string; active: boolean | null };
}

/**
 * The active payment method a donation or checkout form names, and how it pays (card or PayPal); or the
 * message for the form's `payment_method_id`.
 */
export async function chosenMethod(
  db: Kysely<Database>,
  value: unknown,
  lang: Lang,
): Promise<{ method: { id: number; kind: MethodKind } } | { errors: FieldErrors }> {
  const id = idOf(value);
  const row = id
    ? await (db as unknown as Kysely<MethodTables>)
        .selectFrom('payment_methods')
        .select(['id', 'provider'])
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst()
    : undefined;
  if (!row) return { errors: { payment_method_id: [apiMessage('paymentMethodUnknown', lang)] } };
  return { method: { id: Number(row.id), kind: row.provider === 'paypal' ? 'paypal' : 'card' } };
}
