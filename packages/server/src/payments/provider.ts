/**
 * A payment provider as the money path sees it. Each driver (Midtrans Snap, PayPal Orders v2, the built-in
 * sandbox) speaks its provider's documented API; nothing outside the driver knows its wire format. A driver
 * never changes our data: it answers what the provider says, and the payments module decides.
 */

/** Amounts are integers in the currency's smallest unit we charge in: whole rupiah, or US cents. */
export type Currency = 'IDR' | 'USD';

/** A payment's state as the provider reports it, in our words. */
export type ProviderState = 'paid' | 'pending' | 'failed' | 'expired' | 'refunded' | 'unknown';

export interface PaymentRequest {
  /** Our reference, unique per payment: Midtrans `order_id`, PayPal `custom_id`/`invoice_id`. */
  reference: string;
  currency: Currency;
  /** Integer minor units (rupiah, or US cents). */
  amount: number;
  /** What is bought, each line priced so the lines add up to `amount`. */
  items: { id: string; name: string; price: number; quantity: number }[];
  customer: { firstName: string; lastName?: string; email: string; phone?: string };
  /** How long the provider should accept payment, in minutes. */
  expiryMinutes: number;
  /** Where the provider sends the payer back (redirect and PayPal return). */
  returnUrl: string;
  cancelUrl: string;
  /** The payer's language, for pages the provider shows. */
  lang: 'id' | 'en';
}

/** What the browser needs to let the payer pay. */
export type Checkout =
  /** Midtrans Snap: open `snap.pay(token)` with the client key, or go to `redirectUrl`. */
  | { kind: 'snap'; token: string; redirectUrl: string; providerRef: string }
  /** PayPal: the JS SDK's buttons approve this order id; the server captures it. */
  | { kind: 'paypal'; orderId: string; approveUrl: string; providerRef: string }
  /** The sandbox: go to our own demo pay page. */
  | { kind: 'redirect'; redirectUrl: string; providerRef: string };

export interface ProviderStatus {
  state: ProviderState;
  /** The amount the provider holds for the payment, in minor units, when it says. */
  amount?: number;
  currency?: Currency;
  /** The provider's own id of the transaction or capture (kept for refunds and support). */
  transactionId?: string;
  /** The provider's words, kept with the payment for staff. */
  detail?: string;
}

/** A notification that passed the driver's verification: which payment it is about. */
export interface VerifiedNotification {
  /** Our reference (Midtrans order_id) or the provider's reference (PayPal order id). */
  reference?: string;
  providerRef?: string;
  /** A key unique to this notification, to record it once (repeats are answered and ignored). */
  eventKey: string;
}

export interface PaymentProvider {
  readonly name: 'midtrans' | 'paypal' | 'sandbox';
  readonly currency: Currency;
  /** Creates the payment at the provider. Throws `ProviderError` when the provider refuses or fails. */
  create(request: PaymentRequest): Promise<Checkout>;
  /**
   * Asks the provider what became of a payment: the truth a notification is checked against. `providerRef`
   * is what `create` answered.
   */
  status(reference: string, providerRef: string): Promise<ProviderStatus>;
  /**
   * Checks a notification's authenticity from its raw body and headers; undefined when it is forged or not
   * the provider's. Never trusts what the notification claims about the state: `status` tells that.
   */
  verify(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedNotification | undefined>;
  /** PayPal: captures an approved order (answers the state after it). Others have no capture step. */
  capture?(reference: string, providerRef: string): Promise<ProviderStatus>;
  /** Stops a payment that was not made, so it can no longer be paid (Midtrans expire, PayPal nothing). */
  cancel?(reference: string, providerRef: string): Promise<void>;
  /** Gives the money back; answers the provider's refund id. */
  refund(reference: string, providerRef: string, status: ProviderStatus, reason: string): Promise<string>;
}

/** The provider refused or could not be reached; `retry` says whether asking again may help. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
