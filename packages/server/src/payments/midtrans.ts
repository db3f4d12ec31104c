import { createHash, timingSafeEqual } from 'node:crypto';
import { askProvider, field, type ProviderAnswer, retryable } from './http.js';
import {
  type Checkout,
  type PaymentProvider,
  type PaymentRequest,
  ProviderError,
  type ProviderState,
  type ProviderStatus,
  type VerifiedNotification,
} from './provider.js';

/** Midtrans' hosts: Snap (the payment page and its token API) and the Core API (status, expire, refund). */
export const midtransUrls = {
  sandbox: { snapUrl: 'https://app.sandbox.midtrans.com', apiUrl: 'https://api.sandbox.midtrans.com' },
  production: { snapUrl: 'https://app.midtrans.com', apiUrl: 'https://api.midtrans.com' },
} as const;

export interface MidtransOptions {
  serverKey: string;
  /** Chooses the default URLs; sandbox unless set. */
  production?: boolean;
  snapUrl?: string;
  apiUrl?: string;
  /** How long one request may take; 15 s unless set. */
  timeoutMs?: number;
  /**
   * Where Midtrans posts this shop's notifications, instead of the URL set on its dashboard (sent with each
   * transaction as `X-Override-Notification`).
   */
  notificationUrl?: string;
}

/** Midtrans documents an item's name as at most 50 characters. */
const itemNameLength = 50;

/**
 * Midtrans Snap: the server creates a Snap transaction and hands its token to the browser; the Core API's
 * status is the truth about a payment; notifications are signed with SHA-512 over order id, status code,
 * amount and the server key.
 */
export class MidtransProvider implements PaymentProvider {
  readonly name = 'midtrans' as const;
  readonly currency = 'IDR' as const;
  private readonly snapUrl: string;
  private readonly apiUrl: string;
  private readonly timeoutMs: number;
  private readonly authorization: string;

  constructor(private readonly options: MidtransOptions) {
    const urls = options.production ? midtransUrls.production : midtransUrls.sandbox;
    this.snapUrl = (options.snapUrl ?? urls.snapUrl).replace(/\/+$/, '');
    this.apiUrl = (options.apiUrl ?? urls.apiUrl).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  }

  async create(request: PaymentRequest): Promise<Checkout> {
    if (request.currency !== 'IDR') {
      throw new ProviderError(`Midtrans charges IDR, not ${request.currency}`, false);
    }
    const { customer } = request;
    const body = {
      transaction_details: { order_id: request.reference, gross_amount: request.amount },
      item_details: request.items.map((item) => ({
        id: item.id,
        name: [...item.name].slice(0, itemNameLength).join(''),
        price: item.price,
        quantity: item.quantity,
      })),
      customer_details: {
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone: customer.phone,
      },
      expiry: { unit: 'minutes', duration: request.expiryMinutes },
      callbacks: { finish: request.returnUrl },
    };
    const headers = this.headers();
    if (this.options.notificationUrl) headers['x-override-notification'] = this.options.notificationUrl;
    const answer = await askProvider('Midtrans', `${this.snapUrl}/snap/v1/transactions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      timeoutMs: this.timeoutMs,
    });
    const token = field(answer.body, 'token');
    const redirectUrl = field(answer.body, 'redirect_url');
    if (answer.status >= 200 && answer.status < 300 && token && redirectUrl) {
      return { kind: 'snap', token, redirectUrl, providerRef: request.reference };
    }
    throw refusal(answer, answer.status);
  }

  async status(reference: string, _providerRef?: string): Promise<ProviderStatus> {
    const answer = await this.core('GET', reference, 'status');
    const transactionStatus = field(answer.body, 'transaction_status');
    if (transactionStatus) return statusOf(answer.body, transactionStatus);
    if (codeOf(answer) === 404) {
      return { state: 'unknown', detail: field(answer.body, 'status_message') ?? 'Transaction not found' };
    }
    throw refusal(answer, codeOf(answer));
  }

  async verify(
    rawBody: Buffer,
    _headers?: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedNotification | undefined> {
    let notification: unknown;
    try {
      notification = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return undefined;
    }
    const orderId = field(notification, 'order_id');
    const statusCode = field(notification, 'status_code');
    const grossAmount = field(notification, 'gross_amount');
    const signature = field(notification, 'signature_key');
    const transactionId = field(notification, 'transaction_id');
    const transactionStatus = field(notification, 'transaction_status');
    if (!orderId || !statusCode || !grossAmount || !signature || !transactionId || !transactionStatus) {
      return undefined;
    }
    const expected = Buffer.from(
      createHash('sha512')
        .update(orderId + statusCode + grossAmount + this.options.serverKey)
        .digest('hex'),
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { reference: orderId, eventKey: `${transactionId}:${transactionStatus}:${statusCode}` };
  }

  /**
   * Expires a transaction that was not paid. A Snap transaction whose payer never chose a payment method
   * is unknown to the Core API (404) and cannot be expired: its Snap page stays open until the expiry
   * given at creation, so a payment can still arrive until then.
   */
  async cancel(reference: string, _providerRef?: string): Promise<void> {
    const answer = await this.core('POST', reference, 'expire');
    const code = codeOf(answer);
    if (code === 404 || (answer.status < 300 && (code === 407 || code === 200))) return;
    if (code === 412) {
      // Midtrans will not change a transaction that already ended; only a payment made is a problem.
      const now = await this.status(reference);
      if (now.state === 'expired' || now.state === 'failed' || now.state === 'unknown') return;
      throw new ProviderError(
        `Midtrans cannot expire the transaction: it is ${now.detail ?? now.state}`,
        false,
        412,
      );
    }
    throw refusal(answer, code);
  }

  async refund(
    reference: string,
    _providerRef: string,
    status: ProviderStatus,
    reason: string,
  ): Promise<string> {
    // One key per payment: a repeated request (after a lost answer) is the same refund, never a second.
    const refundKey = `${reference.replace(/[^A-Za-z0-9_-]/g, '-')}-refund`;
    const answer = await this.core('POST', reference, 'refund', {
      refund_key: refundKey,
      amount: status.amount,
      reason: [...reason].slice(0, 255).join(''),
    });
    const code = codeOf(answer);
    if (answer.status < 300 && code < 300) return field(answer.body, 'refund_key') ?? refundKey;
    throw refusal(answer, code);
  }

  private headers(): Record<string, string> {
    return {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: this.authorization,
    };
  }

  private core(method: 'GET' | 'POST', orderId: string, action: string, body?: object) {
    return askProvider('Midtrans', `${this.apiUrl}/v2/${encodeURIComponent(orderId)}/${action}`, {
      method,
      headers: this.headers(),
      body: body ? JSON.stringify(body) : undefined,
      timeoutMs: this.timeoutMs,
    });
  }
}

/**
 * The Core API's own status code: it sometimes answers HTTP 200 with the failure in the body. 407 is
 * "expired", a success for the expire call and a plain state for the status call.
 */
function codeOf(answer: ProviderAnswer): number {
  const inBody = Number(field(answer.body, 'status_code'));
  if (answer.status >= 400) return answer.status;
  return Number.isInteger(inBody) && inBody > 0 ? inBody : answer.status;
}

function refusal(answer: ProviderAnswer, code: number): ProviderError {
  const body = answer.body as { error_messages?: unknown } | undefined;
  const messages = Array.isArray(body?.error_messages)
    ? body.error_messages.filter((message): message is string => typeof message === 'string')
    : [];
  const message = field(answer.body, 'status_message') || messages.join('; ') || 'no reason given';
  return new ProviderError(
    `Midtrans refused (${code}): ${message}`,
    retryable(code) || retryable(answer.status),
    code,
  );
}

const stateOf: Record<string, ProviderState> = {
  settlement: 'paid',
  pending: 'pending',
  authorize: 'pending',
  deny: 'failed',
  failure: 'failed',
  cancel: 'expired',
  expire: 'expired',
  refund: 'refunded',
  partial_refund: 'refunded',
  chargeback: 'refunded',
  partial_chargeback: 'refunded',
};

function statusOf(body: unknown, transactionStatus: string): ProviderStatus {
  const fraudStatus = field(body, 'fraud_status');
  let state: ProviderState = stateOf[transactionStatus] ?? 'unknown';
  // A card capture is money taken, unless the fraud check holds it for review or refused it.
  if (transactionStatus === 'capture') {
    state = fraudStatus === 'accept' ? 'paid' : fraudStatus === 'deny' ? 'failed' : 'pending';
  }
  const grossAmount = field(body, 'gross_amount');
  const words = [transactionStatus, fraudStatus && `fraud ${fraudStatus}`, field(body, 'payment_type')]
    .filter(Boolean)
    .join(', ');
  const message = field(body, 'status_message');
  return {
    state,
    amount: grossAmount === undefined ? undefined : wholeRupiah(grossAmount),
    currency: 'IDR',
    transactionId: field(body, 'transaction_id'),
    detail: message ? `${words}: ${message}` : words,
  };
}

/** "10000.00" → 10000, by the digits alone; undefined for anything that is not whole rupiah. */
function wholeRupiah(text: string): number | undefined {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || /[1-9]/.test(match[2] ?? '')) return undefined;
  return Number(match[1]);
}
