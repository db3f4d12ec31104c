import { apiMessage, type Lang } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.js';
import { errorResponses, MessageBody } from '../http/schemas.js';
import { context } from '../resources/context.js';
import { paymentByProviderRef, paymentByReference } from './ledger.js';
import type { PaymentProvider } from './provider.js';
import { sandboxPage } from './sandbox-page.js';

const tags = ['Payments'];

/**
 * The provider-facing routes: Midtrans' HTTP notification and PayPal's webhook (each read as its raw
 * bytes, which their verification needs), PayPal's capture after the payer approved, the browser's
 * provider settings, and the sandbox provider's demo pay page.
 */
export async function registerPaymentRoutes(app: FastifyInstance): Promise<void> {
  const payments = app.payments;

  app.get(
    '/api/public/payments/config',
    {
      schema: {
        tags,
        summary: 'The providers the site pays with, and what their browser scripts need (no secrets)',
        response: { 200: Type.Object({ data: Type.Unknown() }) },
      },
    },
    async () => ({ data: payments.browserConfig() }),
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    );
    const hook = (path: string, provider: () => PaymentProvider, summary: string) =>
      scope.post(
        path,
        {
          bodyLimit: 64 * 1024,
          schema: { tags, summary, response: { 200: MessageBody, ...errorResponses(400) } },
        },
        async (request) => {
          const ctx = await context(app, request);
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const genuine = await payments.notified(ctx, provider(), raw, request.headers);
          if (!genuine) throw httpError(400, 'notificationForged', ctx.lang);
          return { message: apiMessage('notificationNoted', ctx.lang) };
        },
      );
    hook(
      '/api/public/payments/midtrans/notification',
      () => payments.card,
      'Midtrans HTTP notification: signature checked, then the status API asked',
    );
    hook(
      '/api/public/payments/paypal/webhook',
      () => payments.paypal,
      'PayPal webhook: verified with verify-webhook-signature, then the order asked',
    );
  });

  app.post<{ Body: { order_id: string } }>(
    '/api/public/payments/capture',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Capture a PayPal order its payer approved; answers the payment’s state',
        body: Type.Object({
          order_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
        response: {
          200: Type.Object({ data: Type.Object({ status: Type.String() }) }),
          ...errorResponses(400, 404, 429, 502),
        },
      },
    },
    async (request) => {
      const ctx = await context(app, request);
      const payment = await paymentByProviderRef(app.db, payments.paypal.name, request.body.order_id);
      if (!payment) throw httpError(404, 'paymentUnknown', ctx.lang);
      try {
        return { data: { status: (await payments.capture(ctx, payment)).state } };
      } catch (error) {
        request.log.error({ err: error, reference: payment.reference }, 'A PayPal capture failed');
        throw httpError(502, 'paymentUnavailable', ctx.lang);
      }
    },
  );

  const Token = Type.Object({
    token: Type.String({ minLength: 10, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  });
  const pageLang = (accept: Lang) => accept;

  app.get<{ Params: { token: string } }>(
    '/api/public/payments/sandbox/:token',
    {
      schema: {
        tags,
        summary: 'The sandbox provider’s demo pay page',
        params: Token,
        response: { 200: Type.String(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // A server that may not use the sandbox keeps no pay page open, not even for older sandbox payments.
      const row = payments.config.sandbox ? await payments.sandbox.find(request.params.token) : undefined;
      if (!row) throw httpError(404, 'paymentUnknown', request.lang);
      const status = await payments.sandbox.status(row.reference, row.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxPage(pageLang(request.lang), row, status.state));
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { token: string }; Body: { choice?: string } }>(
      '/api/public/payments/sandbox/:token',
      {
        bodyLimit: 1024,
        schema: {
          tags,
          summary: 'The payer’s choice on the sandbox pay page: pay, decline, or leave pending',
          params: Token,
          body: Type.Object({
            choice: Type.Union([Type.Literal('pay'), Type.Literal('decline'), Type.Literal('pending')]),
          }),
          response: { 303: Type.Null(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const ctx = await context(app, request);
        const row = payments.config.sandbox ? await payments.sandbox.find(request.params.token) : undefined;
        if (!row) throw httpError(404, 'paymentUnknown', ctx.lang);
        const choice = request.body.choice;
        if (choice === 'pay') await payments.sandbox.settle(row.token, 'paid');
        if (choice === 'decline') await payments.sandbox.settle(row.token, 'failed');
        const payment = await paymentByReference(app.db, row.reference);
        if (payment) await payments.confirm(ctx, payment);
        return reply.redirect(row.return_url, 303);
      },
    );
  });
}
