import { randomUUID } from 'node:crypto';
import { askProvider, child, field, header, list, type ProviderAnswer, retryable } from './http.js';
import {
  type Checkout,
  type PaymentProvider,
  type PaymentRequest,
  ProviderError,
  type ProviderState,
  type ProviderStatus,
  type VerifiedNotification,
} from './provider.js';

export const paypalUrls = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  production: 'https://api-m.paypal.com',
} as const;

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook pointing at us: signatures are checked against it. */
  webhookId: string;
  /** Chooses the default URL; sandbox unless set. */
  production?: boolean;
  apiUrl?: string;
  /** How long one request may take; 15 s unless set. */
  timeoutMs?: number;
}

/** PayPal caps item names, ids and notes at these lengths and refuses the order beyond. */
const limits = { itemName: 127, sku: 127, note: 255 };

/**
 * PayPal Orders v2: the server creates an order, the payer approves it with PayPal's buttons, and the
 * server captures it. Webhooks are checked by PayPal itself (verify-webhook-signature); the order's own
 * state is the truth about a payment.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly currency = 'USD' as const;
  private readonly apiUrl: string;
  private readonly timeoutMs: number;
  private token: { value: string; renewAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;

  constructor(private readonly options: PayPalOptions) {
    this.apiUrl = (
      options.apiUrl ?? (options.production ? paypalUrls.production : paypalUrls.sandbox)
    ).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async create(request: PaymentRequest): Promise<Checkout> {
    if (request.currency !== 'USD') {
      throw new ProviderError(`PayPal is charged in USD here, not ${request.currency}`, false);
    }
    const money = (cents: number) => ({ currency_code: 'USD', value: dollars(cents) });
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.reference,
          custom_id: request.reference,
          invoice_id: request.reference,
          amount: { ...money(request.amount), breakdown: { item_total: money(itemTotal(request)) } },
          items: request.items.map((item) => ({
            name: cut(item.name, limits.itemName),
            sku: cut(item.id, limits.sku),
            unit_amount: money(item.price),
            quantity: String(item.quantity),
          })),
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            locale: request.lang === 'id' ? 'id-ID' : 'en-US',
          },
        },
      },
    };
    // The same reference asked again (after a lost answer) is the same order, not a second one.
    const answer = await this.api('POST', '/v2/checkout/orders', body, {
      'paypal-request-id': request.reference,
    });
    const orderId = field(answer.body, 'id');
    if (answer.status >= 300 || !orderId) throw refusal(answer);
    const approveUrl = list(answer.body, 'links')
      .filter((link) => ['approve', 'payer-action'].includes(field(link, 'rel') ?? ''))
      .map((link) => field(link, 'href'))
      .find(Boolean);
    if (!approveUrl) throw new ProviderError(`PayPal answered no approval link for order ${orderId}`, false);
    return { kind: 'paypal', orderId, approveUrl, providerRef: orderId };
  }

  async status(_reference: string, providerRef: string): Promise<ProviderStatus> {
    const answer = await this.api('GET', `/v2/checkout/orders/${encodeURIComponent(providerRef)}`);
    if (answer.status === 404) return { state: 'unknown', detail: message(answer) };
    if (answer.status >= 300) throw refusal(answer);
    return statusOf(answer.body);
  }

  async capture(reference: string, providerRef: string): Promise<ProviderStatus> {
    // A fresh request id each time: a repeat after a lost answer is told ORDER_ALREADY_CAPTURED and reads
    // the order as it is now, rather than being handed the first answer again.
    const answer = await this.api(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(providerRef)}/capture`,
      undefined,
      {
        'paypal-request-id': randomUUID(),
        prefer: 'return=representation',
      },
    );
    if (answer.status < 300) return statusOf(answer.body);
    if (answer.status === 422 && issues(answer).includes('ORDER_ALREADY_CAPTURED')) {
      return this.status(reference, providerRef);
    }
    throw refusal(answer);
  }

  /**
   * Asks PayPal whether it sent this webhook. A delivery PayPal disowns, or one too malformed to ask about,
   * is undefined; PayPal failing to answer is a `ProviderError`, so the delivery is refused and comes again.
   * An authentic event about something other than an order (no order id) answers only its key.
   */
  async verify(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedNotification | undefined> {
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return undefined;
    }
    const eventId = field(event, 'id');
    const eventType = field(event, 'event_type');
    const claims = {
      auth_algo: header(headers, 'paypal-auth-algo'),
      cert_url: header(headers, 'paypal-cert-url'),
      transmission_id: header(headers, 'paypal-transmission-id'),
      transmission_sig: header(headers, 'paypal-transmission-sig'),
      transmission_time: header(headers, 'paypal-transmission-time'),
    };
    if (!eventId || !eventType || Object.values(claims).some((value) => !value)) return undefined;
    const answer = await this.api('POST', '/v1/notifications/verify-webhook-signature', {
      ...claims,
      webhook_id: this.options.webhookId,
      webhook_event: event,
    });
    if (answer.status === 400 || answer.status === 422) return undefined;
    if (answer.status >= 300) throw refusal(answer);
    if (field(answer.body, 'verification_status') !== 'SUCCESS') return undefined;
    const resource = child(event, 'resource');
    const orderId = eventType.startsWith('CHECKOUT.ORDER.')
      ? field(resource, 'id')
      : field(child(child(resource, 'supplementary_data'), 'related_ids'), 'order_id');
    const reference = field(resource, 'custom_id') ?? field(list(resource, 'purchase_units')[0], 'custom_id');
    return { reference, providerRef: orderId, eventKey: eventId };
  }

  async refund(
    reference: string,
    _providerRef: string,
    status: ProviderStatus,
    reason: string,
  ): Promise<string> {
    const captureId = status.transactionId;
    if (!captureId) throw new ProviderError(`PayPal payment ${reference} has no capture to refund`, false);
    const answer = await this.api(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      {
        amount:
          status.amount === undefined ? undefined : { currency_code: 'USD', value: dollars(status.amount) },
        note_to_payer: cut(reason, limits.note) || undefined,
      },
      // One refund per capture: a repeat after a lost answer is handed the same refund.
      { 'paypal-request-id': `refund-${captureId}` },
    );
    const refundId = field(answer.body, 'id');
    if (answer.status >= 300 || !refundId) throw refusal(answer);
    return refundId;
  }

  /** A call with a bearer token; a token PayPal no longer accepts is replaced once. */
  private async api(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<ProviderAnswer> {
    const send = (token: string) =>
      askProvider('PayPal', `${this.apiUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: this.timeoutMs,
      });
    const fromCache = this.token !== undefined && this.token.renewAt > Date.now();
    const token = await this.accessToken();
    const answer = await send(token);
    if (answer.status !== 401 || !fromCache) return answer;
    if (this.token?.value === token) this.token = undefined;
    return send(await this.accessToken());
  }

  /** The OAuth token, asked for once at a time and kept until shortly before it runs out. */
  private accessToken(): Promise<string> {
    if (this.token && this.token.renewAt > Date.now()) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const credentials = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const answer = await askProvider('PayPal', `${this.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${credentials}`,
      },
      body: 'grant_type=client_credentials',
      timeoutMs: this.timeoutMs,
    });
    const value = field(answer.body, 'access_token');
    if (answer.status >= 300 || !value) throw refusal(answer);
    const lifetime = Number((answer.body as { expires_in?: unknown }).expires_in);
    const seconds = Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 0;
    // Renewed five minutes early (or a tenth of a short lifetime), so no call goes out with a dying token.
    this.token = { value, renewAt: Date.now() + (seconds - Math.min(300, seconds / 10)) * 1000 };
    return value;
  }
}

/** Whole cents as PayPal's decimal string, by integer arithmetic alone: 1234 → "12.34". */
function dollars(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new ProviderError(`PayPal amounts are whole cents, not ${cents}`, false);
  }
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string as whole cents, by its digits alone: "12.34" → 1234, "5" → 500. */
function cents(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const itemTotal = (request: PaymentRequest) =>
  request.items.reduce((total, item) => total + item.price * item.quantity, 0);

const cut = (text: string, length: number) => [...text].slice(0, length).join('');

const captureStates: Record<string, ProviderState> = {
  COMPLETED: 'paid',
  PENDING: 'pending',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'refunded',
  DECLINED: 'failed',
  FAILED: 'failed',
};

const orderStates: Record<string, ProviderState> = {
  CREATED: 'pending',
  SAVED: 'pending',
  APPROVED: 'pending',
  PAYER_ACTION_REQUIRED: 'pending',
  VOIDED: 'failed',
};

/** An order's state: its capture's when it has one (the money), otherwise the order's own. */
function statusOf(order: unknown): ProviderStatus {
  const orderStatus = field(order, 'status') ?? 'UNKNOWN';
  const units = list(order, 'purchase_units');
  const capture = units.flatMap((unit) => list(child(unit, 'payments'), 'captures')).at(-1);
  if (capture) {
    const captureStatus = field(capture, 'status') ?? 'UNKNOWN';
    const amount = child(capture, 'amount');
    const reason = field(child(capture, 'status_details'), 'reason');
    return {
      state: captureStates[captureStatus] ?? 'unknown',
      amount: cents(field(amount, 'value')),
      currency: field(amount, 'currency_code') === 'USD' ? 'USD' : undefined,
      transactionId: field(capture, 'id'),
      detail: `order ${orderStatus}, capture ${captureStatus}${reason ? ` (${reason})` : ''}`,
    };
  }
  const amount = child(units[0], 'amount');
  return {
    state: orderStates[orderStatus] ?? 'unknown',
    amount: cents(field(amount, 'value')),
    currency: field(amount, 'currency_code') === 'USD' ? 'USD' : undefined,
    detail: `order ${orderStatus}`,
  };
}

const issues = (answer: ProviderAnswer) =>
  list(answer.body, 'details')
    .map((detail) => field(detail, 'issue'))
    .filter((issue): issue is string => Boolean(issue));

/** PayPal's words for a refusal: the REST error's message and issues, or OAuth's error description. */
function message(answer: ProviderAnswer): string {
  const details = list(answer.body, 'details')
    .map((detail) => [field(detail, 'issue'), field(detail, 'description')].filter(Boolean).join(': '))
    .filter(Boolean);
  const text = [
    field(answer.body, 'name') ?? field(answer.body, 'error'),
    field(answer.body, 'message') ?? field(answer.body, 'error_description'),
    ...details,
  ]
    .filter(Boolean)
    .join(' - ');
  return text || `HTTP ${answer.status}`;
}

function refusal(answer: ProviderAnswer): ProviderError {
  return new ProviderError(
    `PayPal refused (${answer.status}): ${message(answer)}`,
    retryable(answer.status),
    answer.status,
  );
}
