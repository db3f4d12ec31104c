import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MidtransProvider } from '../src/payments/midtrans.js';
import { PayPalProvider } from '../src/payments/paypal.js';
import { type PaymentRequest, ProviderError } from '../src/payments/provider.js';
import { freePort, MidtransTestServer, PayPalTestServer } from './support/server.js';

function paymentRequest(currency: 'IDR' | 'USD', overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const price = currency === 'IDR' ? 25_000 : 1_234;
  return {
    reference: `PAY-${randomUUID().slice(0, 13)}`,
    currency,
    amount: price * 2 + price,
    items: [
      { id: 'tree', name: 'Pohon mangrove untuk pesisir utara Jawa', price, quantity: 2 },
      { id: 'card', name: 'Kartu ucapan', price, quantity: 1 },
    ],
    customer: { firstName: 'Sari', lastName: 'Wulandari', email: 'sari@example.com', phone: '+628123456789' },
    expiryMinutes: 60,
    returnUrl: 'https://rimba.example/donation/done',
    cancelUrl: 'https://rimba.example/donation',
    lang: 'id',
    ...overrides,
  };
}

/** What a call refused with, for asserting on the `ProviderError`. */
async function refusal(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A stand-in for our webhook endpoint: it records what providers post to it. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200).end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/public/payments/notify`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Midtrans driver against the local Midtrans', () => {
  const midtrans = new MidtransTestServer({ serverKey: 'SB-Mid-server-rimba' });
  let provider: MidtransProvider;
  const driver = (options: Partial<ConstructorParameters<typeof MidtransProvider>[0]> = {}) =>
    new MidtransProvider({
      serverKey: midtrans.serverKey,
      snapUrl: midtrans.url,
      apiUrl: midtrans.url,
      timeoutMs: 2_000,
      ...options,
    });
  const created = async (overrides: Partial<PaymentRequest> = {}) => {
    const request = paymentRequest('IDR', overrides);
    await provider.create(request);
    return request;
  };

  beforeAll(async () => {
    await midtrans.start();
    provider = driver();
  });
  afterAll(() => midtrans.stop());

  test('creates a Snap transaction with the amount, items, customer, expiry and finish URL', async () => {
    const request = paymentRequest('IDR', {
      items: [{ id: 'tree', name: 'Satu pohon '.repeat(8), price: 75_000, quantity: 1 }],
      amount: 75_000,
    });
    const checkout = await provider.create(request);
    expect(checkout).toMatchObject({ kind: 'snap', providerRef: request.reference });
    const transaction = midtrans.transaction(request.reference);
    expect(checkout).toMatchObject({
      token: transaction.token,
      redirectUrl: `${midtrans.url}/snap/v4/redirection/${transaction.token}`,
    });
    expect(transaction.grossAmount).toBe(75_000);
    expect(transaction.items).toEqual([
      { id: 'tree', name: 'Satu pohon '.repeat(8).slice(0, 50), price: 75_000, quantity: 1 },
    ]);
    expect(transaction.customer).toMatchObject({
      first_name: 'Sari',
      last_name: 'Wulandari',
      email: 'sari@example.com',
    });
    expect(transaction.finishUrl).toBe(request.returnUrl);
    expect(transaction.expiresAt.getTime() - transaction.createdAt.getTime()).toBe(60 * 60_000);
  });

  test('a reference used before, items that do not add up, or another currency are refused for good', async () => {
    const request = await created();
    const again = await refusal(provider.create(request));
    expect(again).toMatchObject({ retry: false, status: 400 });
    expect(again.message).toContain('order_id sudah digunakan');
    const wrongSum = await refusal(provider.create(paymentRequest('IDR', { amount: 1 })));
    expect(wrongSum.retry).toBe(false);
    expect(wrongSum.message).toContain('not equal to the sum of item_details');
    expect((await refusal(provider.create(paymentRequest('USD')))).retry).toBe(false);
  });

  test('a transaction whose payer has not chosen how to pay is unknown to the status API', async () => {
    const request = await created();
    expect(await provider.status(request.reference, request.reference)).toMatchObject({ state: 'unknown' });
    expect(await provider.status('never-created', 'never-created')).toMatchObject({ state: 'unknown' });
  });

  test.each([
    ['pending', (id: string) => midtrans.pend(id), 'pending'],
    ['settlement', (id: string) => midtrans.settle(id), 'paid'],
    ['capture accepted', (id: string) => midtrans.capture(id, 'accept'), 'paid'],
    ['capture challenged', (id: string) => midtrans.capture(id, 'challenge'), 'pending'],
    ['deny', (id: string) => midtrans.decline(id), 'failed'],
    ['failure', (id: string) => midtrans.fail(id), 'failed'],
    ['expire', (id: string) => midtrans.expire(id), 'expired'],
    ['cancel', (id: string) => midtrans.cancel(id), 'expired'],
  ])('status %s reads as %s', async (_name, move, state) => {
    const request = await created();
    move(request.reference);
    const status = await provider.status(request.reference, request.reference);
    expect(status).toMatchObject({
      state,
      amount: request.amount,
      currency: 'IDR',
      transactionId: midtrans.transaction(request.reference).transactionId,
    });
  });

  test('gross amounts are read as whole rupiah, however large', async () => {
    const request = await created({
      amount: 987_654_321_000,
      items: [{ id: 'forest', name: 'Hutan', price: 987_654_321_000, quantity: 1 }],
    });
    midtrans.settle(request.reference);
    expect((await provider.status(request.reference, request.reference)).amount).toBe(987_654_321_000);
  });

  test('refunds a settled payment once, under one key, and the status says refunded', async () => {
    const request = await created();
    midtrans.settle(request.reference);
    const paid = await provider.status(request.reference, request.reference);
    const key = await provider.refund(request.reference, request.reference, paid, 'Donasi dibatalkan');
    expect(key).toBe(`${request.reference}-refund`);
    expect(await provider.refund(request.reference, request.reference, paid, 'Donasi dibatalkan')).toBe(key);
    expect(midtrans.transaction(request.reference).refunds).toMatchObject([
      { key, amount: request.amount, reason: 'Donasi dibatalkan' },
    ]);
    expect(await provider.status(request.reference, request.reference)).toMatchObject({ state: 'refunded' });
  });

  test('a partial refund also reads as refunded; a payment not settled cannot be refunded', async () => {
    const request = await created();
    midtrans.settle(request.reference);
    const paid = await provider.status(request.reference, request.reference);
    await provider.refund(request.reference, request.reference, { ...paid, amount: 1_000 }, 'Sebagian');
    expect(await provider.status(request.reference, request.reference)).toMatchObject({
      state: 'refunded',
      detail: expect.stringContaining('partial_refund'),
    });
    const pending = await created();
    midtrans.pend(pending.reference);
    const status = await provider.status(pending.reference, pending.reference);
    expect(await refusal(provider.refund(pending.reference, pending.reference, status, 'x'))).toMatchObject({
      retry: false,
      status: 412,
    });
  });

  test('cancel expires a pending payment, and is fine when there is nothing to expire', async () => {
    const pending = await created();
    midtrans.pend(pending.reference);
    await provider.cancel(pending.reference);
    expect(await provider.status(pending.reference, pending.reference)).toMatchObject({ state: 'expired' });
    await provider.cancel(pending.reference);
    const unchosen = await created();
    await provider.cancel(unchosen.reference);
    const paid = await created();
    midtrans.settle(paid.reference);
    const refused = await refusal(provider.cancel(paid.reference));
    expect(refused).toMatchObject({ retry: false, status: 412 });
    expect(await provider.status(paid.reference, paid.reference)).toMatchObject({ state: 'paid' });
  });

  test('verifies a genuine notification and names the payment and the event', async () => {
    const request = await created();
    midtrans.settle(request.reference);
    const body = midtrans.notificationFor(request.reference);
    const verified = await provider.verify(Buffer.from(JSON.stringify(body)), {
      'content-type': 'application/json',
    });
    expect(verified).toEqual({
      reference: request.reference,
      eventKey: `${midtrans.transaction(request.reference).transactionId}:settlement:200`,
    });
  });

  test('refuses forged, altered, malformed and wrongly keyed notifications without throwing', async () => {
    const request = await created();
    midtrans.settle(request.reference);
    const genuine = midtrans.notificationFor(request.reference);
    const forged = midtrans.notificationFor(request.reference, { forged: true });
    const altered = { ...genuine, gross_amount: '1.00' };
    const bodies = [
      JSON.stringify(forged),
      JSON.stringify(altered),
      JSON.stringify({ ...genuine, signature_key: undefined }),
      JSON.stringify({ ...genuine, signature_key: 'abc' }),
      JSON.stringify({ ...genuine, status_code: 200 }),
      '{"order_id":',
      'null',
      '[1,2]',
      '',
    ];
    for (const body of bodies) expect(await provider.verify(Buffer.from(body), {})).toBeUndefined();
    expect(await provider.verify(Buffer.from([0xff, 0xfe, 0x00]), {})).toBeUndefined();
    const otherKey = driver({ serverKey: 'SB-Mid-server-other' });
    expect(await otherKey.verify(Buffer.from(JSON.stringify(genuine)), {})).toBeUndefined();
  });

  test('paying in the Snap dialog settles the payment and notifies the transaction’s notification URL', async () => {
    const receiver = await startReceiver();
    try {
      const withUrl = driver({ notificationUrl: receiver.url });
      const request = paymentRequest('IDR');
      const checkout = await withUrl.create(request);
      if (checkout.kind !== 'snap') throw new Error('expected a Snap checkout');
      const script = await fetch(`${midtrans.url}/snap/snap.js`);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect(await script.text()).toContain('window.snap');
      const paid = await fetch(`${midtrans.url}/test/snap/${checkout.token}/pay`, {
        method: 'POST',
        headers: { origin: 'https://rimba.example' },
      });
      expect(paid.headers.get('access-control-allow-origin')).toBe('*');
      expect(await paid.json()).toMatchObject({
        order_id: request.reference,
        transaction_status: 'settlement',
        finish_redirect_url: expect.stringContaining(`order_id=${request.reference}`),
      });
      expect(receiver.received).toHaveLength(1);
      const [notification] = receiver.received;
      expect(await withUrl.verify(notification!.body, notification!.headers)).toMatchObject({
        reference: request.reference,
      });
      expect(await withUrl.status(request.reference, request.reference)).toMatchObject({ state: 'paid' });
    } finally {
      await receiver.close();
    }
  });

  test('a wrong server key is refused for good; an unreachable, failing or slow Midtrans may be asked again', async () => {
    const wrongKey = driver({ serverKey: 'SB-Mid-server-wrong' });
    const request = await created();
    expect(await refusal(wrongKey.create(paymentRequest('IDR')))).toMatchObject({
      retry: false,
      status: 401,
    });
    expect(await refusal(wrongKey.status(request.reference, request.reference))).toMatchObject({
      retry: false,
      status: 401,
    });
    const port = await freePort();
    const down = driver({ snapUrl: `http://127.0.0.1:${port}`, apiUrl: `http://127.0.0.1:${port}` });
    expect((await refusal(down.create(paymentRequest('IDR')))).retry).toBe(true);
    expect((await refusal(down.status(request.reference, request.reference))).retry).toBe(true);
    midtrans.failNext(503);
    expect(await refusal(provider.status(request.reference, request.reference))).toMatchObject({
      retry: true,
      status: 503,
    });
    midtrans.failNext(500);
    expect((await refusal(provider.create(paymentRequest('IDR')))).retry).toBe(true);
    midtrans.delayNext(500);
    const slow = await refusal(driver({ timeoutMs: 100 }).status(request.reference, request.reference));
    expect(slow.retry).toBe(true);
    expect(slow.message).toContain('no answer within 100 ms');
  });
});

describe('PayPal driver against the local PayPal', () => {
  const paypal = new PayPalTestServer();
  let provider: PayPalProvider;
  const driver = (options: Partial<ConstructorParameters<typeof PayPalProvider>[0]> = {}) =>
    new PayPalProvider({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      webhookId: paypal.webhookId,
      apiUrl: paypal.url,
      timeoutMs: 2_000,
      ...options,
    });
  const created = async (overrides: Partial<PaymentRequest> = {}) => {
    const request = paymentRequest('USD', overrides);
    const checkout = await provider.create(request);
    return { request, orderId: checkout.providerRef };
  };
  const approved = async () => {
    const order = await created();
    paypal.approve(order.orderId);
    return order;
  };

  beforeAll(async () => {
    await paypal.start();
    provider = driver();
  });
  afterAll(() => paypal.stop());

  test('creates an order in dollars and cents, with our reference, items and the payer’s way back', async () => {
    const request = paymentRequest('USD', {
      amount: 1_005,
      items: [
        { id: 'tree', name: 'Tree', price: 5, quantity: 1 },
        { id: 'forest', name: 'Forest', price: 1_000, quantity: 1 },
      ],
    });
    const checkout = await provider.create(request);
    if (checkout.kind !== 'paypal') throw new Error('expected a PayPal checkout');
    expect(checkout).toEqual({
      kind: 'paypal',
      orderId: checkout.orderId,
      approveUrl: `${paypal.url}/checkoutnow?token=${checkout.orderId}`,
      providerRef: checkout.orderId,
    });
    const order = paypal.order(checkout.orderId);
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(order.unit).toMatchObject({
      custom_id: request.reference,
      invoice_id: request.reference,
      amount: {
        currency_code: 'USD',
        value: '10.05',
        breakdown: { item_total: { currency_code: 'USD', value: '10.05' } },
      },
      items: [
        { name: 'Tree', unit_amount: { currency_code: 'USD', value: '0.05' }, quantity: '1' },
        { name: 'Forest', unit_amount: { currency_code: 'USD', value: '10.00' }, quantity: '1' },
      ],
    });
    expect(order).toMatchObject({ returnUrl: request.returnUrl, cancelUrl: request.cancelUrl });
  });

  test('asking again for the same reference gives the same order; other currencies are refused', async () => {
    const request = paymentRequest('USD');
    const first = await provider.create(request);
    const second = await provider.create(request);
    expect(second.providerRef).toBe(first.providerRef);
    expect((await refusal(provider.create(paymentRequest('IDR')))).retry).toBe(false);
  });

  test('an order read before approval, after approval and after a capture', async () => {
    const { request, orderId } = await created();
    expect(await provider.status(request.reference, orderId)).toMatchObject({
      state: 'pending',
      amount: request.amount,
      currency: 'USD',
    });
    paypal.approve(orderId);
    expect(await provider.status(request.reference, orderId)).toMatchObject({ state: 'pending' });
    const captured = await provider.capture(request.reference, orderId);
    const captureId = paypal.order(orderId).capture?.id;
    expect(captured).toMatchObject({
      state: 'paid',
      amount: request.amount,
      currency: 'USD',
      transactionId: captureId,
    });
    expect(await provider.status(request.reference, orderId)).toEqual(captured);
    expect(await provider.status(request.reference, 'NOSUCHORDER000000')).toMatchObject({ state: 'unknown' });
  });

  test('capturing twice answers the capture made the first time', async () => {
    const { request, orderId } = await approved();
    const first = await provider.capture(request.reference, orderId);
    const second = await provider.capture(request.reference, orderId);
    expect(second).toMatchObject({ state: 'paid', transactionId: first.transactionId, amount: first.amount });
  });

  test('a capture held for review is pending until it completes or is declined', async () => {
    const held = await approved();
    paypal.holdCapture(held.orderId);
    expect(await provider.capture(held.request.reference, held.orderId)).toMatchObject({
      state: 'pending',
      detail: expect.stringContaining('PENDING_REVIEW'),
    });
    paypal.completeCapture(held.orderId);
    expect(await provider.status(held.request.reference, held.orderId)).toMatchObject({ state: 'paid' });
    const declined = await approved();
    paypal.holdCapture(declined.orderId);
    await provider.capture(declined.request.reference, declined.orderId);
    paypal.declineCapture(declined.orderId);
    expect(await provider.status(declined.request.reference, declined.orderId)).toMatchObject({
      state: 'failed',
    });
  });

  test('declined and failed captures, a voided order and a declined instrument', async () => {
    const declined = await approved();
    paypal.declineCapture(declined.orderId, 'DECLINED');
    expect(await provider.capture(declined.request.reference, declined.orderId)).toMatchObject({
      state: 'failed',
    });
    const failed = await approved();
    paypal.declineCapture(failed.orderId, 'FAILED');
    expect(await provider.capture(failed.request.reference, failed.orderId)).toMatchObject({
      state: 'failed',
    });
    const voided = await approved();
    paypal.voidOrder(voided.orderId);
    expect(await provider.status(voided.request.reference, voided.orderId)).toMatchObject({
      state: 'failed',
    });
    const instrument = await approved();
    paypal.declineCapture(instrument.orderId);
    const refused = await refusal(provider.capture(instrument.request.reference, instrument.orderId));
    expect(refused).toMatchObject({ retry: false, status: 422 });
    expect(refused.message).toContain('INSTRUMENT_DECLINED');
    expect(await provider.status(instrument.request.reference, instrument.orderId)).toMatchObject({
      state: 'pending',
    });
  });

  test('an order the payer has not approved cannot be captured', async () => {
    const { request, orderId } = await created();
    const refused = await refusal(provider.capture(request.reference, orderId));
    expect(refused).toMatchObject({ retry: false, status: 422 });
    expect(refused.message).toContain('ORDER_NOT_APPROVED');
  });

  test('refunds the capture once and the order reads as refunded', async () => {
    const { request, orderId } = await approved();
    const paid = await provider.capture(request.reference, orderId);
    const refundId = await provider.refund(request.reference, orderId, paid, 'Donation cancelled');
    expect(await provider.refund(request.reference, orderId, paid, 'Donation cancelled')).toBe(refundId);
    expect(paypal.order(orderId).capture?.refunds).toMatchObject([
      { id: refundId, amount: { currency_code: 'USD', value: '37.02' }, noteToPayer: 'Donation cancelled' },
    ]);
    expect(await provider.status(request.reference, orderId)).toMatchObject({ state: 'refunded' });
    const unpaid = await created();
    const status = await provider.status(unpaid.request.reference, unpaid.orderId);
    expect(
      (await refusal(provider.refund(unpaid.request.reference, unpaid.orderId, status, 'x'))).retry,
    ).toBe(false);
  });

  test('verifies webhook events with PayPal and names the order they are about', async () => {
    const { request, orderId } = await approved();
    const approval = paypal.webhookEvent(orderId, 'CHECKOUT.ORDER.APPROVED');
    expect(await provider.verify(Buffer.from(approval.body), approval.headers)).toEqual({
      reference: request.reference,
      providerRef: orderId,
      eventKey: JSON.parse(approval.body).id,
    });
    const paid = await provider.capture(request.reference, orderId);
    const completed = paypal.webhookEvent(orderId, 'PAYMENT.CAPTURE.COMPLETED');
    expect(await provider.verify(Buffer.from(completed.body), completed.headers)).toEqual({
      reference: request.reference,
      providerRef: orderId,
      eventKey: JSON.parse(completed.body).id,
    });
    await provider.refund(request.reference, orderId, paid, 'Refund');
    const refunded = paypal.webhookEvent(orderId, 'PAYMENT.CAPTURE.REFUNDED');
    expect(await provider.verify(Buffer.from(refunded.body), refunded.headers)).toEqual({
      reference: request.reference,
      providerRef: undefined,
      eventKey: JSON.parse(refunded.body).id,
    });
  });

  test('refuses forged, altered, unsigned and malformed deliveries, and those for another webhook', async () => {
    const { orderId } = await approved();
    const forged = paypal.webhookEvent(orderId, 'CHECKOUT.ORDER.APPROVED', { forged: true });
    expect(await provider.verify(Buffer.from(forged.body), forged.headers)).toBeUndefined();
    const genuine = paypal.webhookEvent(orderId, 'CHECKOUT.ORDER.APPROVED');
    const altered = JSON.stringify({ ...JSON.parse(genuine.body), event_type: 'PAYMENT.CAPTURE.COMPLETED' });
    expect(await provider.verify(Buffer.from(altered), genuine.headers)).toBeUndefined();
    const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;
    expect(await provider.verify(Buffer.from(genuine.body), unsigned)).toBeUndefined();
    for (const body of ['{"id":', 'null', '[]', '{}', '']) {
      expect(await provider.verify(Buffer.from(body), genuine.headers)).toBeUndefined();
    }
    const otherWebhook = driver({ webhookId: '9XY12345AB6789012' });
    expect(await otherWebhook.verify(Buffer.from(genuine.body), genuine.headers)).toBeUndefined();
    expect(await provider.verify(Buffer.from(genuine.body), genuine.headers)).toMatchObject({
      providerRef: orderId,
    });
  });

  test('a verification PayPal cannot answer is an error to retry, not a forgery', async () => {
    const { orderId } = await approved();
    const delivery = paypal.webhookEvent(orderId, 'CHECKOUT.ORDER.APPROVED');
    const port = await freePort();
    const down = driver({ apiUrl: `http://127.0.0.1:${port}` });
    expect((await refusal(down.verify(Buffer.from(delivery.body), delivery.headers))).retry).toBe(true);
    await provider.status('warm', orderId);
    paypal.failNext(503);
    expect(await refusal(provider.verify(Buffer.from(delivery.body), delivery.headers))).toMatchObject({
      retry: true,
      status: 503,
    });
  });

  test('a capture tells the webhook afterwards, and the delivery verifies', async () => {
    const receiver = await startReceiver();
    paypal.webhookUrl = receiver.url;
    try {
      const { request, orderId } = await approved();
      await provider.capture(request.reference, orderId);
      await paypal.idle();
      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received;
      expect(JSON.parse(delivery!.body.toString())).toMatchObject({
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
      });
      expect(await provider.verify(delivery!.body, delivery!.headers)).toMatchObject({
        providerRef: orderId,
      });
    } finally {
      paypal.webhookUrl = undefined;
      await receiver.close();
    }
  });

  test('the access token is asked for once, and again only when PayPal stops taking it', async () => {
    const fresh = driver();
    const { request, orderId } = await created();
    const before = paypal.tokenRequests;
    await Promise.all([fresh.status(request.reference, orderId), fresh.status(request.reference, orderId)]);
    await fresh.status(request.reference, orderId);
    expect(paypal.tokenRequests - before).toBe(1);
    paypal.expireTokens();
    expect(await fresh.status(request.reference, orderId)).toMatchObject({ state: 'pending' });
    expect(paypal.tokenRequests - before).toBe(2);
  });

  test('wrong credentials are refused for good; an unreachable or failing PayPal may be asked again', async () => {
    const wrong = driver({ clientSecret: 'not-the-secret' });
    expect(await refusal(wrong.create(paymentRequest('USD')))).toMatchObject({ retry: false, status: 401 });
    const port = await freePort();
    expect(
      (await refusal(driver({ apiUrl: `http://127.0.0.1:${port}` }).create(paymentRequest('USD')))).retry,
    ).toBe(true);
    const { request, orderId } = await created();
    paypal.failNext(500);
    expect(await refusal(provider.status(request.reference, orderId))).toMatchObject({
      retry: true,
      status: 500,
    });
    paypal.delayNext(500);
    expect((await refusal(driver({ timeoutMs: 100 }).status(request.reference, orderId))).retry).toBe(true);
  });

  test('the JS SDK stand-in loads only for the right client id', async () => {
    const wrong = await fetch(`${paypal.url}/sdk/js?client-id=someone-else&currency=USD`);
    expect(wrong.status).toBe(400);
    const right = await fetch(`${paypal.url}/sdk/js?client-id=${paypal.clientId}&currency=USD`);
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('window.paypal');
  });
});
