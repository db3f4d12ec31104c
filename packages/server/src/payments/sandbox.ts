import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type {
  Checkout,
  Currency,
  PaymentProvider,
  PaymentRequest,
  ProviderState,
  ProviderStatus,
} from './provider.js';

export type SandboxState = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

interface SandboxTables {
  sandbox_payments: {
    token: string;
    reference: string;
    currency: string;
    amount: number;
    state: string;
    description: string;
    return_url: string;
    cancel_url: string;
    expires_at: Date;
    created_at: Date;
  };
}

export const sandboxDb = (db: Kysely<Database>) => db as unknown as Kysely<SandboxTables>;

/**
 * The built-in demo provider: it keeps its own book in `sandbox_payments` and has a pay page of its own
 * (approve, decline, or leave pending), so the whole money path works on a machine with no network. It
 * stands in for card payments and for PayPal alike, charging in the currency it is asked to.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Kysely<Database>,
    readonly currency: Currency,
    private readonly publicUrl: string,
  ) {}

  async create(request: PaymentRequest): Promise<Checkout> {
    const token = randomBytes(18).toString('base64url');
    await sandboxDb(this.db)
      .insertInto('sandbox_payments')
      .values({
        token,
        reference: request.reference,
        currency: request.currency,
        amount: request.amount,
        state: 'pending',
        description: request.items
          .map((i) => `${i.quantity} × ${i.name}`)
          .join(', ')
          .slice(0, 255),
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        expires_at: new Date(Date.now() + request.expiryMinutes * 60_000),
        created_at: new Date(),
      })
      .execute();
    return {
      kind: 'redirect',
      redirectUrl: `${this.publicUrl}/api/public/payments/sandbox/${token}`,
      providerRef: token,
    };
  }

  async status(_reference: string, providerRef: string): Promise<ProviderStatus> {
    const row = await sandboxDb(this.db)
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('token', '=', providerRef)
      .executeTakeFirst();
    if (!row) return { state: 'unknown' };
    const state: ProviderState =
      row.state === 'pending' && new Date(row.expires_at) < new Date()
        ? 'expired'
        : (row.state as SandboxState);
    return {
      state,
      amount: Number(row.amount),
      currency: row.currency as Currency,
      transactionId: `sandbox-${row.token}`,
      detail: `sandbox: ${state}`,
    };
  }

  /** The sandbox tells the server directly from its pay page; it sends no notifications. */
  async verify(): Promise<undefined> {
    return undefined;
  }

  async cancel(_reference: string, providerRef: string): Promise<void> {
    await this.settle(providerRef, 'expired');
  }

  async refund(_reference: string, providerRef: string): Promise<string> {
    await sandboxDb(this.db)
      .updateTable('sandbox_payments')
      .set({ state: 'refunded' })
      .where('token', '=', providerRef)
      .where('state', '=', 'paid')
      .execute();
    return `sandbox-refund-${providerRef}`;
  }

  /** The payer's choice on the pay page: a pending payment only, and never after it expired. */
  async settle(token: string, state: 'paid' | 'failed' | 'expired'): Promise<boolean> {
    const result = await sandboxDb(this.db)
      .updateTable('sandbox_payments')
      .set({ state })
      .where('token', '=', token)
      .where('state', '=', 'pending')
      .$if(state === 'paid', (q) => q.where('expires_at', '>', new Date()))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async find(token: string) {
    return sandboxDb(this.db)
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
  }
}
