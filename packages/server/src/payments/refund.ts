import { httpError } from '../http/errors.js';
import type { OperationContext, Row } from '../resources/operations.js';
import { ledgerDb } from './ledger.js';

/**
 * Gives a paid donation's or order's money back through the provider that took it, before the refund
 * transition's transaction opens (no transaction waits on the provider). The provider's refund id is kept
 * with the payment; the transition then marks the record refunded, and the ledger follows.
 */
export async function refundThroughProvider(
  ctx: OperationContext,
  column: 'donation_id' | 'order_id',
  recordId: number,
  reason: string,
): Promise<Row> {
  const payments = ctx.services?.payments;
  if (!payments) throw new Error('A refund needs the payment providers');
  const payment = await ledgerDb(ctx.db)
    .selectFrom('payments')
    .selectAll()
    .where(column, '=', recordId)
    .where('status', '=', 'paid')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!payment?.provider_ref) throw httpError(409, 'paymentUnknown', ctx.lang);
  const provider = payments.named(payment.provider);
  if (!provider) throw httpError(409, 'paymentUnknown', ctx.lang);
  let refundId: string;
  try {
    const status = await provider.status(payment.reference, payment.provider_ref);
    refundId = await provider.refund(payment.reference, payment.provider_ref, status, reason);
  } catch (error) {
    throw Object.assign(httpError(502, 'paymentUnavailable', ctx.lang), { cause: error });
  }
  await ledgerDb(ctx.db)
    .updateTable('payments')
    .set({
      status: 'refunded',
      refund_id: refundId.slice(0, 128),
      confirmed_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', Number(payment.id))
    .execute();
  return {};
}
