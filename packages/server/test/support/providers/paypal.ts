import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  basicCredentials,
  browserScript,
  deliver,
  escapeHtml,
  FakeHttpServer,
  json,
  page,
  parseJson,
  type Reply,
} from './http.js';

export type PayPalOrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
export type PayPalCaptureStatus =
  | 'COMPLETED'
  | 'PENDING'
  | 'DECLINED'
  | 'FAILED'
  | 'REFUNDED'
  | 'PARTIALLY_REFUNDED';

interface Money {
  currency_code: string;
  value: string;
}

export interface PayPalRefund {
  id: string;
  amount: Money;
  noteToPayer: string | undefined;
  createTime: string;
}

export interface PayPalCapture {
  id: string;
  status: PayPalCaptureStatus;
  reason: string | undefined;
  amount: Money;
  createTime: string;
  updateTime: string;
  refunds: PayPalRefund[];
}

export interface PayPalOrder {
  id: string;
  status: PayPalOrderStatus;
  /** The purchase unit as the shop sent it. */
  unit: Record<string, unknown> & { amount: Money; custom_id?: string; invoice_id?: string };
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  createTime: string;
  updateTime: string;
  approved: boolean;
  capture: PayPalCapture | undefined;
  /** What the next capture meets: held for review, a declined instrument (422), or a declined capture. */
  nextCapture: 'PENDING' | 'INSTRUMENT_DECLINED' | 'DECLINED' | 'FAILED' | undefined;
}

export interface PayPalTestServerOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Where webhook events go; approving in the browser and capturing then deliver them. */
  webhookUrl?: string;
  /** How long an access token lives, in seconds (PayPal's are about nine hours). */
  tokenLifetimeSeconds?: number;
}

export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

const payer = {
  name: { given_name: 'Test', surname: 'Payer' },
  email_address: 'payer@example.com',
  payer_id: 'TESTPAYER0001',
  address: { country_code: 'US' },
};

const currencies = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'SGD'];

/** PayPal's ids: 17 upper-case letters and digits. */
function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(17)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

function toCents(value: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

const fromCents = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const problemNames: Record<number, [string, string]> = {
  400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
};

/** PayPal's REST error: a name, a message, and the issues in `details`. */
function problem(status: 400 | 404 | 422, issue: string, description: string, field?: string): Reply {
  const [name, message] = problemNames[status]!;
  return json(status, {
    name,
    message,
    debug_id: paypalId().toLowerCase(),
    details: [{ field, location: field ? 'body' : undefined, issue, description }],
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

const notFound = () =>
  problem(
    404,
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );

/**
 * A local PayPal: the OAuth token, Orders v2 (create, get, capture), capture refunds, webhook events and
 * their verify-webhook-signature check, and a stand-in for the JS SDK's buttons, with PayPal's status
 * codes and JSON shapes. Test controls approve orders and decide how captures end.
 */
export class PayPalTestServer {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  /** Where webhook events go; may be set after start. */
  webhookUrl: string | undefined;
  readonly orders = new Map<string, PayPalOrder>();
  /** Every webhook delivery this server made, in order. */
  readonly deliveries: { url: string; status: number; event: Record<string, unknown> }[] = [];
  /** How many access tokens were asked for. */
  tokenRequests = 0;
  private readonly tokenLifetimeSeconds: number;
  private readonly tokens = new Map<string, number>();
  private readonly replies = new Map<string, Reply>();
  private readonly transmissions = new Map<
    string,
    { sig: string; time: string; certUrl: string; webhookId: string; event: string }
  >();
  private cancelApproval = false;
  private readonly http: FakeHttpServer;

  constructor(options: PayPalTestServerOptions = {}) {
    this.clientId = options.clientId ?? 'test-client-id';
    this.clientSecret = options.clientSecret ?? 'test-client-secret';
    this.webhookId = options.webhookId ?? '5GP028458E2496506';
    this.webhookUrl = options.webhookUrl;
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
    this.http = new FakeHttpServer(
      (request, url, body) => this.route(request, url, body),
      (url) => url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/'),
      () => ({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' }),
    );
  }

  get url(): string {
    return this.http.baseUrl;
  }

  /** Listens on a free loopback port; answers the base URL (the API's and the JS SDK's). */
  start(): Promise<string> {
    return this.http.start();
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  failNext(status = 500): void {
    this.http.failNext(status);
  }

  delayNext(delayMs: number): void {
    this.http.delayNext(delayMs);
  }

  /** Waits for webhook deliveries under way (captures deliver theirs after answering). */
  idle(): Promise<void> {
    return this.http.idle();
  }

  /** Every access token issued so far stops working (as when PayPal expires or revokes them). */
  expireTokens(): void {
    this.tokens.clear();
  }

  order(orderId: string): PayPalOrder {
    const found = this.orders.get(orderId);
    if (!found) throw new Error(`PayPal test server: no order ${orderId}`);
    return found;
  }

  /** The payer approved the order on PayPal. */
  approve(orderId: string): void {
    const order = this.order(orderId);
    if (order.status === 'APPROVED') return;
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
      throw new Error(`PayPal test server: order ${orderId} is ${order.status}, not awaiting approval`);
    }
    order.status = 'APPROVED';
    order.approved = true;
    order.updateTime = now();
  }

  /** The next approval in the browser is given up by the payer: the buttons call `onCancel`. */
  cancelNextApproval(): void {
    this.cancelApproval = true;
  }

  /** The order's capture is held for review (PENDING), now or when it comes. */
  holdCapture(orderId: string): void {
    const order = this.order(orderId);
    if (order.capture) this.setCapture(order, 'PENDING', 'PENDING_REVIEW');
    else order.nextCapture = 'PENDING';
  }

  /** A held capture completes: the money arrived. */
  completeCapture(orderId: string): void {
    const order = this.order(orderId);
    if (order.capture?.status !== 'PENDING') {
      throw new Error(`PayPal test server: order ${orderId} has no pending capture`);
    }
    this.setCapture(order, 'COMPLETED');
  }

  /**
   * The payment is refused. Before capture, by default the next capture answers 422 INSTRUMENT_DECLINED
   * (the order stays approved); `'DECLINED'` or `'FAILED'` makes the capture itself end so. A held capture
   * is declined.
   */
  declineCapture(
    orderId: string,
    how: 'INSTRUMENT_DECLINED' | 'DECLINED' | 'FAILED' = 'INSTRUMENT_DECLINED',
  ): void {
    const order = this.order(orderId);
    if (order.capture?.status === 'PENDING') this.setCapture(order, how === 'FAILED' ? 'FAILED' : 'DECLINED');
    else if (order.capture) throw new Error(`PayPal test server: order ${orderId} is already captured`);
    else order.nextCapture = how;
  }

  /** The order was voided (all its authorizations were, or PayPal gave up on it). */
  voidOrder(orderId: string): void {
    const order = this.order(orderId);
    order.status = 'VOIDED';
    order.updateTime = now();
  }

  /**
   * A webhook delivery of an event about the order, as PayPal would post it: its JSON body and its
   * `paypal-*` headers. Verification answers SUCCESS only for deliveries made here and not forged, with
   * the body unchanged.
   */
  webhookEvent(orderId: string, eventType: string, options: { forged?: boolean } = {}): WebhookDelivery {
    const event = this.eventFor(this.order(orderId), eventType);
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = now();
    const certUrl = `${this.url}/v1/notifications/certs/CERT-360caa42-fca2a594-test`;
    const sig = randomBytes(256).toString('base64');
    if (!options.forged) {
      this.transmissions.set(transmissionId, { sig, time, certUrl, webhookId: this.webhookId, event: body });
    }
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': certUrl,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': time,
        'correlation-id': paypalId().toLowerCase(),
        'user-agent': 'PayPal/AUHD-214.0-58834424',
      },
    };
  }

  /** Posts a webhook event to `url` (the server's `webhookUrl` by default); answers the HTTP status. */
  async notify(
    orderId: string,
    eventType: string,
    url = this.webhookUrl,
    options: { forged?: boolean } = {},
  ): Promise<number> {
    if (!url) throw new Error('PayPal test server: no webhook URL');
    const delivery = this.webhookEvent(orderId, eventType, options);
    const status = await this.http.track(deliver(url, delivery.body, delivery.headers));
    this.deliveries.push({ url, status, event: JSON.parse(delivery.body) });
    return status;
  }

  private setCapture(order: PayPalOrder, status: PayPalCaptureStatus, reason?: string): void {
    if (!order.capture) return;
    order.capture.status = status;
    order.capture.reason = reason;
    order.capture.updateTime = now();
  }

  private eventFor(order: PayPalOrder, eventType: string): Record<string, unknown> {
    let resourceType: string;
    let resource: Record<string, unknown>;
    let summary: string;
    if (eventType.startsWith('CHECKOUT.ORDER.')) {
      resourceType = 'checkout-order';
      resource = this.representation(order);
      summary =
        eventType === 'CHECKOUT.ORDER.APPROVED' ? 'An order has been approved by buyer' : 'Checkout Order';
    } else if (eventType === 'PAYMENT.CAPTURE.REFUNDED') {
      const refund = order.capture?.refunds.at(-1);
      if (!order.capture || !refund) throw new Error(`PayPal test server: order ${order.id} has no refund`);
      resourceType = 'refund';
      resource = {
        ...this.refundJson(order.capture, refund),
        custom_id: order.unit.custom_id,
        invoice_id: order.unit.invoice_id,
      };
      summary = `A $ ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`;
    } else if (eventType.startsWith('PAYMENT.CAPTURE.')) {
      if (!order.capture) throw new Error(`PayPal test server: order ${order.id} has no capture`);
      resourceType = 'capture';
      resource = { ...this.captureJson(order), supplementary_data: { related_ids: { order_id: order.id } } };
      summary = `Payment ${eventType.slice('PAYMENT.CAPTURE.'.length).toLowerCase()} for $ ${order.capture.amount.value} ${order.capture.amount.currency_code}`;
    } else {
      throw new Error(`PayPal test server: cannot make a ${eventType} event`);
    }
    const id = `WH-${paypalId()}-${paypalId()}`;
    return {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        { href: `${this.url}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
      ],
    };
  }

  private captureJson(order: PayPalOrder): Record<string, unknown> {
    const capture = order.capture!;
    return {
      id: capture.id,
      status: capture.status,
      status_details: capture.reason ? { reason: capture.reason } : undefined,
      amount: capture.amount,
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      custom_id: order.unit.custom_id,
      invoice_id: order.unit.invoice_id,
      create_time: capture.createTime,
      update_time: capture.updateTime,
      links: [
        { href: `${this.url}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  private refundJson(capture: PayPalCapture, refund: PayPalRefund): Record<string, unknown> {
    return {
      id: refund.id,
      status: 'COMPLETED',
      amount: refund.amount,
      note_to_payer: refund.noteToPayer,
      create_time: refund.createTime,
      update_time: refund.createTime,
      links: [
        { href: `${this.url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  /** The order as GET /v2/checkout/orders/{id} shows it. */
  private representation(order: PayPalOrder): Record<string, unknown> {
    const self = `${this.url}/v2/checkout/orders/${order.id}`;
    const links: Record<string, string>[] = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({
        href: `${this.url}/checkoutnow?token=${order.id}`,
        rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
        method: 'GET',
      });
    }
    if (order.status !== 'COMPLETED' && order.status !== 'VOIDED') {
      links.push(
        { href: self, rel: 'update', method: 'PATCH' },
        { href: `${self}/capture`, rel: 'capture', method: 'POST' },
      );
    }
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      payment_source: {
        paypal: order.approved
          ? {
              email_address: payer.email_address,
              account_id: payer.payer_id,
              account_status: 'VERIFIED',
              name: payer.name,
              address: payer.address,
            }
          : {},
      },
      purchase_units: [
        {
          reference_id: 'default',
          ...order.unit,
          payee: { email_address: 'merchant@example.com', merchant_id: 'TESTMERCHANT01' },
          payments: order.capture ? { captures: [this.captureJson(order)] } : undefined,
        },
      ],
      payer: order.approved ? payer : undefined,
      create_time: order.createTime,
      update_time: order.updateTime,
      links,
    };
  }

  private authorized(request: IncomingMessage): boolean {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const expires = match ? this.tokens.get(match[1]!) : undefined;
    return expires !== undefined && expires > Date.now();
  }

  private async route(request: IncomingMessage, url: URL, body: string): Promise<Reply> {
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/v1/oauth2/token') return this.issueToken(request, body);
    if (method === 'GET' && path === '/sdk/js') return this.sdk(url);
    if (method === 'GET' && path === '/checkoutnow')
      return this.checkoutPage(url.searchParams.get('token') ?? '');
    const approval = /^\/test\/orders\/([^/]+)\/approve$/.exec(path);
    if (method === 'POST' && approval) return this.browserApproval(decodeURIComponent(approval[1]!));
    if (path.startsWith('/v1/') || path.startsWith('/v2/')) {
      if (!this.authorized(request)) {
        return json(401, {
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        });
      }
      const requestId = request.headers['paypal-request-id'];
      const key = typeof requestId === 'string' ? `${method} ${path} ${requestId}` : undefined;
      const replayed = key ? this.replies.get(key) : undefined;
      if (replayed) return replayed;
      const reply = this.api(request, method, path, body);
      if (key && reply.status < 300) this.replies.set(key, reply);
      return reply;
    }
    return json(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
  }

  private api(request: IncomingMessage, method: string, path: string, body: string): Reply {
    if (method === 'POST' && path === '/v2/checkout/orders') return this.createOrder(request, body);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return this.verify(body);
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (order) {
      const found = this.orders.get(decodeURIComponent(order[1]!));
      if (!found) return notFound();
      if (method === 'GET' && !order[2]) return json(200, this.representation(found));
      if (method === 'POST' && order[2]) return this.captureOrder(found, body);
    }
    const capture = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path);
    if (capture) {
      const found = [...this.orders.values()].find((candidate) => candidate.capture?.id === capture[1]);
      if (!found) return notFound();
      if (method === 'GET' && !capture[2]) return json(200, this.captureJson(found));
      if (method === 'POST' && capture[2]) return this.refundCapture(found, body);
    }
    return json(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
  }

  private issueToken(request: IncomingMessage, body: string): Reply {
    this.tokenRequests++;
    if (basicCredentials(request) !== `${this.clientId}:${this.clientSecret}`) {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    return json(200, {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: this.tokenLifetimeSeconds,
      nonce: `${now()}${randomBytes(8).toString('hex')}`,
    });
  }

  private createOrder(request: IncomingMessage, body: string): Reply {
    const input = parseJson(body) as Record<string, unknown> | undefined;
    if (!input || typeof input !== 'object') {
      return problem(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    if (input.intent !== 'CAPTURE') {
      return problem(400, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/intent');
    }
    const units = input.purchase_units;
    if (!Array.isArray(units) || units.length !== 1) {
      return problem(400, 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.', '/purchase_units');
    }
    const unit = units[0] as PayPalOrder['unit'];
    const amount = unit.amount as Money | undefined;
    if (!amount || typeof amount.value !== 'string' || typeof amount.currency_code !== 'string') {
      return problem(
        400,
        'MISSING_REQUIRED_PARAMETER',
        'A required field is missing.',
        '/purchase_units/@reference_id=default/amount',
      );
    }
    if (!currencies.includes(amount.currency_code)) {
      return problem(
        422,
        'CURRENCY_NOT_SUPPORTED',
        'Currency code is not currently supported.',
        '/purchase_units/@reference_id=default/amount/currency_code',
      );
    }
    const total = toCents(amount.value);
    if (total === undefined) {
      return problem(
        422,
        'DECIMAL_PRECISION',
        'The value of the field should not be more than two decimal places.',
        '/purchase_units/@reference_id=default/amount/value',
      );
    }
    for (const name of ['custom_id', 'invoice_id'] as const) {
      const value = unit[name];
      if (value !== undefined && (typeof value !== 'string' || value.length > 127)) {
        return problem(
          400,
          'INVALID_STRING_LENGTH',
          'The value of a field is either too short or too long.',
          `/purchase_units/@reference_id=default/${name}`,
        );
      }
    }
    const items = Array.isArray(unit.items) ? (unit.items as Record<string, unknown>[]) : [];
    let itemSum = 0;
    for (const item of items) {
      const unitAmount = item.unit_amount as Money | undefined;
      const price = typeof unitAmount?.value === 'string' ? toCents(unitAmount.value) : undefined;
      const quantity =
        typeof item.quantity === 'string' && /^\d{1,10}$/.test(item.quantity)
          ? Number(item.quantity)
          : undefined;
      if (typeof item.name !== 'string' || item.name.length < 1 || item.name.length > 127) {
        return problem(
          400,
          'INVALID_STRING_LENGTH',
          'The value of a field is either too short or too long.',
          '/purchase_units/@reference_id=default/items/name',
        );
      }
      if (price === undefined || quantity === undefined) {
        return problem(
          400,
          'INVALID_PARAMETER_SYNTAX',
          'The value of a field does not conform to the expected format.',
          '/purchase_units/@reference_id=default/items',
        );
      }
      itemSum += price * quantity;
    }
    const itemTotal = (amount as { breakdown?: { item_total?: Money } }).breakdown?.item_total;
    if (items.length > 0 && !itemTotal) {
      return problem(
        422,
        'ITEM_TOTAL_REQUIRED',
        'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
      );
    }
    if (itemTotal && toCents(itemTotal.value) !== itemSum) {
      return problem(
        422,
        'ITEM_TOTAL_MISMATCH',
        'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      );
    }
    if (itemTotal && toCents(itemTotal.value) !== total) {
      return problem(
        422,
        'AMOUNT_MISMATCH',
        'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      );
    }
    const source = input.payment_source as
      | { paypal?: { experience_context?: Record<string, unknown> } }
      | undefined;
    const context = (source?.paypal?.experience_context ?? input.application_context ?? {}) as Record<
      string,
      unknown
    >;
    const locale = context.locale;
    if (
      locale !== undefined &&
      (typeof locale !== 'string' || !/^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?$/.test(locale))
    ) {
      return problem(
        400,
        'INVALID_PARAMETER_SYNTAX',
        'The value of a field does not conform to the expected format.',
        '/payment_source/paypal/experience_context/locale',
      );
    }
    const time = now();
    const order: PayPalOrder = {
      id: paypalId(),
      status: source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      unit,
      returnUrl: typeof context.return_url === 'string' ? context.return_url : undefined,
      cancelUrl: typeof context.cancel_url === 'string' ? context.cancel_url : undefined,
      createTime: time,
      updateTime: time,
      approved: false,
      capture: undefined,
      nextCapture: undefined,
    };
    this.orders.set(order.id, order);
    const full = this.representation(order);
    if (request.headers.prefer === 'return=representation') return json(201, full);
    return json(201, {
      id: order.id,
      status: order.status,
      payment_source: full.payment_source,
      links: full.links,
    });
  }

  private captureOrder(order: PayPalOrder, body: string): Reply {
    if (body.trim() !== '' && parseJson(body) === undefined) {
      return problem(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    if (order.status === 'COMPLETED') {
      return problem(
        422,
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return problem(
        422,
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    if (order.nextCapture === 'INSTRUMENT_DECLINED') {
      order.nextCapture = undefined;
      return problem(
        422,
        'INSTRUMENT_DECLINED',
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      );
    }
    const invoice = order.unit.invoice_id;
    const duplicate =
      invoice !== undefined &&
      [...this.orders.values()].some(
        (other) =>
          other !== order && other.unit.invoice_id === invoice && other.capture?.status === 'COMPLETED',
      );
    if (duplicate) {
      return problem(
        422,
        'DUPLICATE_INVOICE_ID',
        'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
      );
    }
    const time = now();
    const status = order.nextCapture ?? 'COMPLETED';
    order.capture = {
      id: paypalId(),
      status,
      reason: status === 'PENDING' ? 'PENDING_REVIEW' : undefined,
      amount: { currency_code: order.unit.amount.currency_code, value: order.unit.amount.value },
      createTime: time,
      updateTime: time,
      refunds: [],
    };
    order.nextCapture = undefined;
    order.status = 'COMPLETED';
    order.updateTime = time;
    if (this.webhookUrl) {
      // PayPal tells the webhook after it answered the capture, as a separate delivery.
      const eventType = `PAYMENT.CAPTURE.${status === 'FAILED' ? 'DECLINED' : status}`;
      this.http.track(
        new Promise((resolve) => setImmediate(resolve)).then(() => this.notify(order.id, eventType)),
      );
    }
    return json(201, this.representation(order));
  }

  private refundCapture(order: PayPalOrder, body: string): Reply {
    const capture = order.capture!;
    const input = (body.trim() === '' ? {} : parseJson(body)) as
      | { amount?: Money; note_to_payer?: unknown }
      | undefined;
    if (!input) return problem(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    if (capture.status === 'REFUNDED') {
      return problem(422, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    }
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return problem(422, 'TRANSACTION_REFUSED', 'The request was refused.');
    }
    const captured = toCents(capture.amount.value)!;
    const remaining =
      captured - capture.refunds.reduce((sum, refund) => sum + toCents(refund.amount.value)!, 0);
    const amount = input.amount === undefined ? remaining : toCents(String(input.amount.value));
    if (input.amount !== undefined && input.amount.currency_code !== capture.amount.currency_code) {
      return problem(422, 'REFUND_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
    }
    if (amount === undefined || amount < 1 || amount > remaining) {
      return problem(
        422,
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const note = input.note_to_payer;
    if (note !== undefined && (typeof note !== 'string' || note.length > 255)) {
      return problem(
        400,
        'INVALID_STRING_LENGTH',
        'The value of a field is either too short or too long.',
        '/note_to_payer',
      );
    }
    const refund: PayPalRefund = {
      id: paypalId(),
      amount: { currency_code: capture.amount.currency_code, value: fromCents(amount) },
      noteToPayer: note,
      createTime: now(),
    };
    capture.refunds.push(refund);
    this.setCapture(order, amount === remaining ? 'REFUNDED' : 'PARTIALLY_REFUNDED');
    const full = this.refundJson(capture, refund);
    return json(201, { id: full.id, status: full.status, links: full.links });
  }

  private verify(body: string): Reply {
    const input = parseJson(body) as Record<string, unknown> | undefined;
    const required = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    const missing = required.find((name) => typeof input?.[name] !== 'string' || input[name] === '');
    const event = input?.webhook_event;
    if (!input || missing || typeof event !== 'object' || event === null) {
      return json(400, {
        name: 'VALIDATION_ERROR',
        message: 'Invalid request - see details',
        debug_id: paypalId().toLowerCase(),
        details: [
          { field: missing ?? 'webhook_event', location: 'body', issue: 'MISSING_REQUIRED_PARAMETER' },
        ],
      });
    }
    if (!/^[a-zA-Z0-9]+$/.test(String(input.webhook_id))) {
      return json(400, {
        name: 'VALIDATION_ERROR',
        message: 'Invalid request - see details',
        details: [{ field: 'webhook_id', location: 'body', issue: 'INVALID_PARAMETER_SYNTAX' }],
      });
    }
    const sent = this.transmissions.get(String(input.transmission_id));
    const genuine =
      sent !== undefined &&
      sent.sig === input.transmission_sig &&
      sent.time === input.transmission_time &&
      sent.certUrl === input.cert_url &&
      input.auth_algo === 'SHA256withRSA' &&
      sent.webhookId === input.webhook_id &&
      sent.event === JSON.stringify(event);
    return json(200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
  }

  /** The JS SDK stand-in; a wrong client id fails to load, as PayPal's does. */
  private sdk(url: URL): Reply {
    const clientId = url.searchParams.get('client-id');
    if (clientId !== this.clientId) {
      return {
        status: 400,
        type: 'application/javascript; charset=utf-8',
        body: `throw new Error(${JSON.stringify(`SDK Validation error: 'Invalid query value for client-id: ${clientId}'`)});`,
      };
    }
    return {
      status: 200,
      type: 'application/javascript; charset=utf-8',
      body: browserScript('paypal-sdk.js'),
    };
  }

  /** What the PayPal window does when the payer approves (or gives up), as the buttons ask for it. */
  private async browserApproval(orderId: string): Promise<Reply> {
    const order = this.orders.get(orderId);
    if (!order) return notFound();
    if (this.cancelApproval) {
      this.cancelApproval = false;
      return json(200, { id: order.id, status: order.status, cancelled: true });
    }
    if (
      order.status !== 'CREATED' &&
      order.status !== 'PAYER_ACTION_REQUIRED' &&
      order.status !== 'APPROVED'
    ) {
      return problem(422, 'ORDER_NOT_APPROVED', `Order is ${order.status}`);
    }
    this.approve(orderId);
    if (this.webhookUrl) await this.notify(orderId, 'CHECKOUT.ORDER.APPROVED');
    return json(200, { id: order.id, status: order.status, payer_id: payer.payer_id });
  }

  /** PayPal's hosted approval page (the order's `payer-action` link), then back to the shop. */
  private checkoutPage(orderId: string): Reply {
    const order = this.orders.get(orderId);
    if (!order) return { ...page('PayPal', '<p>Order not found</p>'), status: 404 };
    const back = new URL(order.returnUrl ?? `${this.url}/`);
    back.searchParams.set('token', order.id);
    back.searchParams.set('PayerID', payer.payer_id);
    const cancel = new URL(order.cancelUrl ?? `${this.url}/`);
    cancel.searchParams.set('token', order.id);
    return page(
      'PayPal test checkout',
      `<main><h1>PayPal test checkout</h1><p>Order ${escapeHtml(order.id)}: ${escapeHtml(order.unit.amount.value)} ${escapeHtml(order.unit.amount.currency_code)}</p>
<button type="button" id="pay">Pay</button> <a href="${escapeHtml(cancel.toString())}">Cancel</a></main>
<script data-order="${escapeHtml(order.id)}" data-back="${escapeHtml(back.toString())}">
  (function () {
    var tag = document.currentScript;
    document.getElementById('pay').addEventListener('click', function () {
      fetch('/test/orders/' + encodeURIComponent(tag.dataset.order) + '/approve', { method: 'POST' })
        .then(function () { location.href = tag.dataset.back; });
    });
  })();
</script>`,
    );
  }
}
