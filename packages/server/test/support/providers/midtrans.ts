import { createHash, randomUUID } from 'node:crypto';
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

/** Midtrans' transaction states, as its status API and notifications spell them. */
export type MidtransStatus =
  | 'pending'
  | 'authorize'
  | 'capture'
  | 'settlement'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund';

export interface MidtransTransaction {
  orderId: string;
  token: string;
  grossAmount: number;
  items: { id?: string; name?: string; price: number; quantity: number }[];
  customer: Record<string, unknown> | undefined;
  finishUrl: string | undefined;
  /** From `X-Override-Notification`; the server's `notificationUrl` otherwise. */
  notificationUrls: string[];
  createdAt: Date;
  expiresAt: Date;
  /** Unset while the payer has not chosen how to pay: the Core API does not know the transaction yet. */
  status?: MidtransStatus;
  transactionId?: string;
  paymentType?: string;
  fraudStatus?: 'accept' | 'challenge' | 'deny';
  transactionTime?: Date;
  settlementTime?: Date;
  refunds: { key: string; amount: number; reason: string; id: number; answer: Record<string, unknown> }[];
}

export interface MidtransTestServerOptions {
  serverKey?: string;
  /** Where notifications go when the transaction named none (the dashboard's Payment Notification URL). */
  notificationUrl?: string;
}

/** The status codes Midtrans pairs with each transaction state. */
const statusCodes: Record<MidtransStatus, string> = {
  pending: '201',
  authorize: '200',
  capture: '200',
  settlement: '200',
  deny: '202',
  cancel: '200',
  expire: '407',
  failure: '202',
  refund: '200',
  partial_refund: '200',
};

const unauthorized = 'Access denied due to unauthorized transaction, please check client or server key';

const rupiah = (amount: number) => `${amount}.00`;

/** Midtrans' "YYYY-MM-DD HH:mm:ss" in Jakarta time (UTC+7). */
const jakartaTime = (date: Date) =>
  new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const expiryUnits: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3600_000,
  hours: 3600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/**
 * A local Midtrans: Snap's token API and `snap.js`, the Core API's status, expire and refund, and the HTTP
 * notifications, with Midtrans' status codes and JSON shapes. Test controls move a transaction through its
 * states and produce the notifications Midtrans would send.
 */
export class MidtransTestServer {
  readonly serverKey: string;
  /** Where notifications go when a transaction names none; may be set after start. */
  notificationUrl: string | undefined;
  readonly transactions = new Map<string, MidtransTransaction>();
  /** Every notification this server posted, in order. */
  readonly deliveries: { url: string; status: number; body: Record<string, unknown> }[] = [];
  private readonly http: FakeHttpServer;

  constructor(options: MidtransTestServerOptions = {}) {
    this.serverKey = options.serverKey ?? 'SB-Mid-server-test-key';
    this.notificationUrl = options.notificationUrl;
    this.http = new FakeHttpServer(
      (request, url, body) => this.route(request, url, body),
      (url) => url.pathname.startsWith('/v2/') || url.pathname === '/snap/v1/transactions',
      (status) => ({
        status_code: String(status),
        status_message: 'Internal server error',
        id: randomUUID(),
      }),
    );
  }

  get url(): string {
    return this.http.baseUrl;
  }

  /** Listens on a free loopback port; answers the base URL (both Snap's and the Core API's). */
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

  transaction(orderId: string): MidtransTransaction {
    const found = this.transactions.get(orderId);
    if (!found) throw new Error(`Midtrans test server: no transaction ${orderId}`);
    return found;
  }

  /** The payer chose a way to pay that is not done yet (a virtual account number, say). */
  pend(orderId: string, paymentType = 'bank_transfer'): void {
    this.move(orderId, 'pending', { paymentType });
  }

  /** The money arrived. */
  settle(orderId: string): void {
    this.move(orderId, 'settlement');
  }

  /** A card was charged; the fraud check accepted it, or holds it for review. */
  capture(orderId: string, fraudStatus: 'accept' | 'challenge' = 'accept'): void {
    this.move(orderId, 'capture', { paymentType: 'credit_card', fraudStatus });
  }

  /** The bank or the fraud check refused the payment. */
  decline(orderId: string): void {
    this.move(orderId, 'deny', { fraudStatus: 'deny' });
  }

  /** The payment failed for another reason. */
  fail(orderId: string): void {
    this.move(orderId, 'failure');
  }

  /** The payer did not pay in time. */
  expire(orderId: string): void {
    this.move(orderId, 'expire');
  }

  /** Staff cancelled the transaction on Midtrans' dashboard. */
  cancel(orderId: string): void {
    this.move(orderId, 'cancel');
  }

  /** The JSON body Midtrans would post about the transaction now; signed with a wrong key when forged. */
  notificationFor(orderId: string, options: { forged?: boolean } = {}): Record<string, unknown> {
    const transaction = this.transaction(orderId);
    const found = this.describe(transaction);
    if (!found) throw new Error(`Midtrans test server: ${orderId} has no payment yet to notify about`);
    const key = options.forged ? `${this.serverKey}-forged` : this.serverKey;
    return {
      ...found,
      status_message: 'midtrans payment notification',
      signature_key: signature(found, key),
    };
  }

  /** Posts the notification to `url` (the transaction's or the server's notification URL by default). */
  async notify(orderId: string, url?: string, options: { forged?: boolean } = {}): Promise<number> {
    const targets = url ? [url] : this.notificationTargets(this.transaction(orderId));
    if (targets.length === 0) throw new Error('Midtrans test server: no notification URL');
    const body = this.notificationFor(orderId, options);
    let status = 0;
    for (const target of targets) {
      status = await this.http.track(deliver(target, JSON.stringify(body), { 'user-agent': 'Veritrans' }));
      this.deliveries.push({ url: target, status, body });
    }
    return status;
  }

  private notificationTargets(transaction: MidtransTransaction): string[] {
    if (transaction.notificationUrls.length > 0) return transaction.notificationUrls;
    return this.notificationUrl ? [this.notificationUrl] : [];
  }

  private move(
    orderId: string,
    status: MidtransStatus,
    extra: { paymentType?: string; fraudStatus?: MidtransTransaction['fraudStatus'] } = {},
  ): void {
    const transaction = this.transaction(orderId);
    const now = new Date();
    transaction.transactionId ??= randomUUID();
    transaction.transactionTime ??= now;
    transaction.paymentType = extra.paymentType ?? transaction.paymentType ?? 'bank_transfer';
    transaction.fraudStatus =
      extra.fraudStatus ?? (transaction.paymentType === 'credit_card' ? 'accept' : undefined);
    transaction.status = status;
    if (status === 'settlement') transaction.settlementTime = now;
  }

  /** The status API's view of a transaction, or undefined while the Core API does not know it. */
  private describe(transaction: MidtransTransaction): Record<string, unknown> | undefined {
    if (!transaction.status || !transaction.transactionId || !transaction.transactionTime) return undefined;
    if (transaction.status === 'pending' && transaction.expiresAt.getTime() < Date.now()) {
      transaction.status = 'expire';
    }
    const refunded = transaction.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const fraudChallenged = transaction.status === 'capture' && transaction.fraudStatus === 'challenge';
    const found: Record<string, unknown> = {
      status_code: fraudChallenged ? '201' : statusCodes[transaction.status],
      status_message: 'Success, transaction is found',
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      merchant_id: 'G000000000',
      gross_amount: rupiah(transaction.grossAmount),
      currency: 'IDR',
      payment_type: transaction.paymentType,
      transaction_time: jakartaTime(transaction.transactionTime),
      transaction_status: transaction.status,
      fraud_status: transaction.fraudStatus,
      expiry_time: jakartaTime(transaction.expiresAt),
    };
    if (transaction.settlementTime) found.settlement_time = jakartaTime(transaction.settlementTime);
    if (refunded > 0) {
      found.refund_amount = rupiah(refunded);
      found.refunds = transaction.refunds.map((refund) => ({
        refund_chargeback_id: refund.id,
        refund_amount: rupiah(refund.amount),
        created_at: found.transaction_time,
        reason: refund.reason,
        refund_key: refund.key,
      }));
    }
    for (const key of Object.keys(found)) if (found[key] === undefined) delete found[key];
    return found;
  }

  private find(id: string): MidtransTransaction | undefined {
    const byOrder = this.transactions.get(id);
    if (byOrder) return byOrder;
    return [...this.transactions.values()].find((transaction) => transaction.transactionId === id);
  }

  private authorized(request: IncomingMessage): boolean {
    return basicCredentials(request) === `${this.serverKey}:`;
  }

  private async route(request: IncomingMessage, url: URL, body: string): Promise<Reply> {
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/snap/v1/transactions') return this.createTransaction(request, body);
    if (method === 'GET' && path === '/snap/snap.js') {
      return {
        status: 200,
        type: 'application/javascript; charset=utf-8',
        body: browserScript('midtrans-snap.js'),
      };
    }
    const redirection = /^\/snap\/v[1-4]\/redirection\/([^/]+)$/.exec(path);
    if (method === 'GET' && redirection) return this.paymentPage(decodeURIComponent(redirection[1]!));
    const core = /^\/v2\/([^/]+)\/(status|expire|cancel|refund)$/.exec(path);
    if (core) {
      if (!this.authorized(request)) {
        return json(401, { status_code: '401', status_message: unauthorized, id: randomUUID() });
      }
      const transaction = this.find(decodeURIComponent(core[1]!));
      const found = transaction && this.describe(transaction);
      if (!transaction || !found) {
        return json(404, {
          status_code: '404',
          status_message: "Transaction doesn't exist.",
          id: randomUUID(),
        });
      }
      const action = core[2]!;
      if (action === 'status' && method === 'GET') return json(200, found);
      if (action === 'expire' && method === 'POST') return this.expireTransaction(transaction);
      if (action === 'cancel' && method === 'POST') return this.cancelTransaction(transaction);
      if (action === 'refund' && method === 'POST') return this.refundTransaction(transaction, body);
    }
    const browser = /^\/test\/snap\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
    if (browser) return this.browserAction(decodeURIComponent(browser[1]!), browser[2], method);
    return json(404, { status_code: '404', status_message: 'The requested resource is not found' });
  }

  private createTransaction(request: IncomingMessage, body: string): Reply {
    const refuse = (status: number, ...messages: string[]) => json(status, { error_messages: messages });
    if (!this.authorized(request)) {
      return refuse(
        401,
        unauthorized,
        'Visit https://snap-docs.midtrans.com/#request-headers for more details',
      );
    }
    const input = parseJson(body) as Record<string, unknown> | undefined;
    const details = input?.transaction_details as { order_id?: unknown; gross_amount?: unknown } | undefined;
    const orderId = details?.order_id;
    const grossAmount = details?.gross_amount;
    if (typeof orderId !== 'string' || orderId === '')
      return refuse(400, 'transaction_details.order_id is required');
    if (orderId.length > 50) return refuse(400, 'transaction_details.order_id too long');
    if (typeof grossAmount !== 'number' || !Number.isInteger(grossAmount) || grossAmount < 1) {
      return refuse(400, 'transaction_details.gross_amount must be a positive whole number');
    }
    if (this.transactions.has(orderId)) return refuse(400, 'transaction_details.order_id sudah digunakan');
    const items = Array.isArray(input?.item_details)
      ? (input.item_details as MidtransTransaction['items'])
      : [];
    for (const item of items) {
      if (typeof item.name === 'string' && item.name.length > 50)
        return refuse(400, 'item_details.name too long');
      if (!Number.isInteger(item.price) || !Number.isInteger(item.quantity) || item.quantity < 1) {
        return refuse(400, 'item_details price and quantity must be whole numbers');
      }
    }
    if (
      items.length > 0 &&
      items.reduce((sum, item) => sum + item.price * item.quantity, 0) !== grossAmount
    ) {
      return refuse(400, 'transaction_details.gross_amount is not equal to the sum of item_details');
    }
    const expiry = input?.expiry as { unit?: unknown; duration?: unknown } | undefined;
    let lifetime = 24 * 3600_000;
    if (expiry) {
      const unit = expiryUnits[String(expiry.unit)];
      if (
        !unit ||
        typeof expiry.duration !== 'number' ||
        !Number.isInteger(expiry.duration) ||
        expiry.duration < 1
      ) {
        return refuse(400, 'expiry.duration and expiry.unit are invalid');
      }
      lifetime = unit * expiry.duration;
    }
    const overrides = String(request.headers['x-override-notification'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const now = new Date();
    const token = randomUUID();
    this.transactions.set(orderId, {
      orderId,
      token,
      grossAmount,
      items,
      customer: input?.customer_details as Record<string, unknown> | undefined,
      finishUrl: (input?.callbacks as { finish?: string } | undefined)?.finish,
      notificationUrls: overrides.slice(0, 3),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
      refunds: [],
    });
    return json(201, { token, redirect_url: `${this.url}/snap/v4/redirection/${token}` });
  }

  private expireTransaction(transaction: MidtransTransaction): Reply {
    if (transaction.status !== 'pending') {
      return json(412, {
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      });
    }
    transaction.status = 'expire';
    return json(200, { ...this.describe(transaction), status_message: 'Success, transaction has expired' });
  }

  private cancelTransaction(transaction: MidtransTransaction): Reply {
    const cancellable = transaction.status === 'pending' || transaction.status === 'capture';
    if (!cancellable) {
      return json(412, {
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      });
    }
    transaction.status = 'cancel';
    return json(200, { ...this.describe(transaction), status_message: 'Success, transaction is canceled' });
  }

  private refundTransaction(transaction: MidtransTransaction, body: string): Reply {
    const input = (parseJson(body) ?? {}) as { refund_key?: unknown; amount?: unknown; reason?: unknown };
    const key = typeof input.refund_key === 'string' ? input.refund_key : randomUUID();
    const repeated = transaction.refunds.find((refund) => refund.key === key);
    if (repeated) return json(200, repeated.answer);
    if (transaction.status !== 'settlement' && transaction.status !== 'partial_refund') {
      return json(412, { status_code: '412', status_message: 'Transaction status cannot be updated' });
    }
    const remaining =
      transaction.grossAmount - transaction.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const amount = input.amount === undefined ? remaining : input.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > remaining) {
      return json(412, {
        status_code: '412',
        status_message: 'Refund amount is invalid or exceeds the paid amount',
      });
    }
    const id = transaction.refunds.length + 1;
    transaction.status = amount === remaining ? 'refund' : 'partial_refund';
    const answer = {
      ...this.describe(transaction),
      status_code: '200',
      status_message: 'Success, refund request is approved',
      refund_chargeback_id: id,
      refund_amount: rupiah(amount),
      refund_key: key,
    };
    transaction.refunds.push({ key, amount, reason: String(input.reason ?? ''), id, answer });
    return json(200, answer);
  }

  /** What Snap's pop-up does when the payer pays or is refused, as `snap.js` asks for it. */
  private async browserAction(token: string, action: string | undefined, method: string): Promise<Reply> {
    const transaction = [...this.transactions.values()].find((candidate) => candidate.token === token);
    if (!transaction) return json(404, { status_code: '404', status_message: 'Transaction not found' });
    if (!action && method === 'GET') {
      return json(200, { order_id: transaction.orderId, gross_amount: rupiah(transaction.grossAmount) });
    }
    if (method !== 'POST') return json(405, { status_code: '405', status_message: 'Method not allowed' });
    const open = !transaction.status || transaction.status === 'pending';
    if (!open || transaction.expiresAt.getTime() < Date.now()) {
      const status = transaction.status ?? 'expire';
      return json(407, {
        status_code: '407',
        status_message: `Transaction is ${status}`,
        order_id: transaction.orderId,
      });
    }
    if (action === 'pay') this.settle(transaction.orderId);
    else this.decline(transaction.orderId);
    if (this.notificationTargets(transaction).length > 0) await this.notify(transaction.orderId);
    const found = this.describe(transaction)!;
    const finish = transaction.finishUrl ? new URL(transaction.finishUrl) : undefined;
    if (finish) {
      finish.searchParams.set('order_id', transaction.orderId);
      finish.searchParams.set('status_code', String(found.status_code));
      finish.searchParams.set('transaction_status', String(found.transaction_status));
    }
    const result = {
      ...found,
      status_message:
        action === 'pay' ? 'Success, transaction is found' : 'Deny by Bank [TEST] with code [05]',
      finish_redirect_url: finish?.toString(),
    };
    return json(200, result);
  }

  /** Snap's hosted page (its `redirect_url`): the same dialog, then back to the finish URL. */
  private paymentPage(token: string): Reply {
    const transaction = [...this.transactions.values()].find((candidate) => candidate.token === token);
    if (!transaction) return { ...page('Midtrans', '<p>Transaction not found</p>'), status: 404 };
    const finish = escapeHtml(JSON.stringify(transaction.finishUrl ?? null));
    return page(
      'Midtrans test payment',
      `<script src="/snap/snap.js"></script>
<script data-token="${escapeHtml(token)}" data-finish="${finish}">
  (function () {
    var tag = document.currentScript;
    var finish = JSON.parse(tag.dataset.finish);
    function back(result) {
      if (result && result.finish_redirect_url) location.href = result.finish_redirect_url;
      else if (finish) location.href = finish;
    }
    window.snap.pay(tag.dataset.token, { onSuccess: back, onPending: back, onError: back, onClose: function () { back(); } });
  })();
</script>`,
    );
  }
}

/** SHA-512 over order id, status code, gross amount and the server key, as Midtrans signs. */
function signature(found: Record<string, unknown>, serverKey: string): string {
  return createHash('sha512')
    .update(`${found.order_id}${found.status_code}${found.gross_amount}${serverKey}`)
    .digest('hex');
}
