import type { Resource } from '@rimba/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AccountsConfig, PaymentsConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { httpError } from '../http/errors.js';
import { type JobObserver, LeasedJob } from '../jobs/leased.js';
import type { Mailer } from '../mail/outbox.js';
import type { OperationContext } from '../resources/operations.js';
import {
  type Applied,
  applyStatus,
  keepCheckout,
  ledgerDb,
  type PaymentRow,
  paymentByProviderRef,
  paymentByReference,
} from './ledger.js';
import { MidtransProvider } from './midtrans.js';
import { PayPalProvider } from './paypal.js';
import {
  type Checkout,
  type PaymentProvider,
  type PaymentRequest,
  ProviderError,
  type ProviderStatus,
} from './provider.js';
import { SandboxProvider } from './sandbox.js';

declare module '../resources/operations.js' {
  interface Services {
    payments?: Payments;
  }
}

/** The two ways the site takes money: a card (and bank transfer) provider, and PayPal. */
export type MethodKind = 'card' | 'paypal';

/** What the browser needs to load each provider's own script; no secret is in it. */
export interface BrowserPaymentConfig {
  card: { provider: 'midtrans'; snapJsUrl: string; clientKey: string } | { provider: 'sandbox' };
  paypal: { provider: 'paypal'; sdkUrl: string; clientId: string } | { provider: 'sandbox' };
}

/**
 * The money path's providers and what it asks of them: creating a payment, hearing its notifications,
 * asking after it, and, on one instance at a time, reconciling every payment still pending so that a lost
 * notification loses nothing.
 */
export class Payments {
  readonly card: PaymentProvider;
  readonly paypal: PaymentProvider;
  readonly sandbox: SandboxProvider;
  private readonly sandboxUsd: SandboxProvider;
  private readonly job: LeasedJob;

  constructor(
    private readonly db: Kysely<Database>,
    readonly config: PaymentsConfig,
    private readonly accounts: AccountsConfig,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    /** Told of a committed write, for the public answers kept to go when they may no longer hold. */
    private readonly written?: (resource: Resource) => void,
    /** How long the reconciliation's lease lasts unless renewed (JOB_LEASE_SECONDS). */
    leaseMs?: number,
    jobObserver?: JobObserver,
  ) {
    const publicUrl = accounts.publicUrl;
    this.sandbox = new SandboxProvider(db, 'IDR', publicUrl);
    this.sandboxUsd = new SandboxProvider(db, 'USD', publicUrl);
    this.card = config.midtrans
      ? new MidtransProvider({
          serverKey: config.midtrans.serverKey,
          snapUrl: config.midtrans.snapUrl,
          apiUrl: config.midtrans.apiUrl,
        })
      : this.sandbox;
    this.paypal = config.paypal
      ? new PayPalProvider({
          clientId: config.paypal.clientId,
          clientSecret: config.paypal.clientSecret,
          webhookId: config.paypal.webhookId,
          apiUrl: config.paypal.apiUrl,
        })
      : this.sandboxUsd;
    this.job = new LeasedJob(
      db,
      {
        name: 'payments-reconcile',
        everyMs: config.reconcileEverySeconds * 1000,
        leaseMs,
        run: async () => void (await this.reconcile()),
        observer: jobObserver,
      },
      log,
    );
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  forMethod(kind: MethodKind): PaymentProvider {
    return kind === 'paypal' ? this.paypal : this.card;
  }

  named(name: string): PaymentProvider | undefined {
    if (name === 'sandbox') return this.sandbox;
    if (name === this.card.name) return this.card;
    if (name === this.paypal.name) return this.paypal;
    return undefined;
  }

  browserConfig(): BrowserPaymentConfig {
    const { midtrans, paypal } = this.config;
    return {
      card: midtrans
        ? {
            provider: 'midtrans',
            snapJsUrl: `${midtrans.snapUrl}/snap/snap.js`,
            clientKey: midtrans.clientKey,
          }
        : { provider: 'sandbox' },
      paypal: paypal
        ? { provider: 'paypal', sdkUrl: paypal.sdkUrl, clientId: paypal.clientId }
        : { provider: 'sandbox' },
    };
  }

  /**
   * Creates the payment at its provider, after the pending payment was committed: no transaction is held
   * across the call. When the provider refuses or cannot be reached, the payment fails (releasing what it
   * held) and the caller is told with a 502.
   */
  async begin(ctx: OperationContext, paymentId: number, request: PaymentRequest): Promise<Checkout> {
    const payment = await this.byId(paymentId);
    const provider = this.named(payment.provider)!;
    try {
      const checkout = await provider.create(request);
      await keepCheckout(this.db, paymentId, checkout);
      return checkout;
    } catch (error) {
      this.log.error(
        { err: error, reference: payment.reference },
        'A payment could not be created at its provider',
      );
      await applyStatus(ctx, this.log, paymentId, {
        state: 'failed',
        detail: String((error as Error).message),
      });
      throw httpError(502, 'paymentUnavailable', ctx.lang);
    }
  }

  /** Asks the provider what became of a payment and applies it. */
  async confirm(ctx: OperationContext, payment: PaymentRow): Promise<Applied> {
    const provider = this.named(payment.provider);
    if (!provider || !payment.provider_ref) return { state: payment.status, changed: false };
    const status = await provider.status(payment.reference, payment.provider_ref);
    return applyStatus(ctx, this.log, payment.id, status);
  }

  /** PayPal's capture of an order its payer approved, then what it says. */
  async capture(ctx: OperationContext, payment: PaymentRow): Promise<Applied> {
    const provider = this.named(payment.provider);
    if (!provider?.capture || !payment.provider_ref) return this.confirm(ctx, payment);
    const status = await provider.capture(payment.reference, payment.provider_ref);
    return applyStatus(ctx, this.log, payment.id, status);
  }

  /**
   * A provider's notification: verified by the provider's own means, recorded once, then checked against
   * the provider's status API, which alone says what happened. Answers whether it was genuine.
   */
  async notified(
    ctx: OperationContext,
    provider: PaymentProvider,
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<boolean> {
    const verified = await provider.verify(raw, headers);
    if (!verified) return false;
    const payment = verified.reference
      ? await paymentByReference(this.db, verified.reference)
      : verified.providerRef
        ? await paymentByProviderRef(this.db, provider.name, verified.providerRef)
        : undefined;
    await ledgerDb(this.db)
      .insertInto('payment_events')
      .values({
        provider: provider.name,
        event_key: verified.eventKey.slice(0, 255),
        payment_id: payment?.id ?? null,
      } as never)
      .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
      .execute();
    if (payment && payment.provider === provider.name) await this.confirm(ctx, payment);
    return true;
  }

  /**
   * One round of reconciliation: every payment pending for longer than the configured minutes is asked
   * after; one whose time to pay has run out is stopped at its provider and, unless it was paid meanwhile,
   * expires, releasing what it held.
   */
  async reconcile(): Promise<number> {
    const ctx: OperationContext = {
      db: this.db,
      caller: null,
      lang: 'id',
      mailer: this.mailer,
      accounts: this.accounts,
      services: { payments: this },
      written: this.written,
    };
    let changed = 0;
    for await (const reference of this.pendingReferences()) {
      try {
        const payment = await paymentByReference(this.db, reference);
        if (payment?.status !== 'pending') continue;
        // An order its payer approved at PayPal is captured: the capture after the approval may have failed.
        let applied = await this.captureOrConfirm(ctx, payment);
        if (!applied.changed && (await this.overdue(payment))) {
          const provider = this.named(payment.provider);
          if (provider?.cancel && payment.provider_ref)
            await provider.cancel(payment.reference, payment.provider_ref);
          applied = await this.confirm(ctx, payment);
          if (!applied.changed) {
            applied = await applyStatus(ctx, this.log, payment.id, {
              state: 'expired',
              detail: 'not paid in time',
            });
          }
        }
        if (applied.changed) changed++;
      } catch (error) {
        this.log.warn(
          { err: error, reference },
          'Reconciling a payment failed; it is tried again next round',
        );
      }
    }
    return changed;
  }

  /**
   * The references of the payments pending longer than the configured minutes, oldest first, a page at a
   * time: every one is asked after in each round, however many there are.
   */
  private async *pendingReferences(): AsyncGenerator<string> {
    let after = 0;
    for (;;) {
      const page = await ledgerDb(this.db)
        .selectFrom('payments')
        .select(['id', 'reference'])
        .where('status', '=', 'pending')
        .where('id', '>', after)
        .where(
          'created_at',
          '<',
          sql<Date>`now() - ${`${this.config.reconcileAfterMinutes} minutes`}::interval`,
        )
        .orderBy('id')
        .limit(500)
        .execute();
      for (const row of page) yield row.reference;
      if (page.length < 500) return;
      after = Number(page[page.length - 1]!.id);
    }
  }

  private async captureOrConfirm(ctx: OperationContext, payment: PaymentRow): Promise<Applied> {
    if (!this.named(payment.provider)?.capture) return this.confirm(ctx, payment);
    try {
      return await this.capture(ctx, payment);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.retry) throw error;
      return this.confirm(ctx, payment);
    }
  }

  /** Whether a payment's time to be paid has run out (the hold of its checkout, plus a minute's grace). */
  private async overdue(payment: PaymentRow): Promise<boolean> {
    const row = await ledgerDb(this.db)
      .selectFrom('payments')
      .select(
        sql<boolean>`created_at < now() - ${`${this.config.holdMinutes + 1} minutes`}::interval`.as(
          'overdue',
        ),
      )
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    return row.overdue;
  }

  async byId(id: number): Promise<PaymentRow> {
    const row = await ledgerDb(this.db)
      .selectFrom('payments')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return (await paymentByReference(this.db, row.reference))!;
  }
}

export type { ProviderStatus };
