import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http/errors.js';
import { digest, tokenSent } from '../http/operator-token.js';
import { errorResponses } from '../http/schemas.js';
import { Metrics, type MetricsOptions, type SyncOutcome } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics, when METRICS_TOKEN is set (see metrics/). */
    metrics: Metrics | undefined;
  }
}

/** A device's sync of a report (`PUT /api/report-{kind}/sync/:client_id`), and the report's kind. */
const syncRoute = /^\/api\/(?:report-)?([^/]+)\/sync\/:client_id$/;

function syncOutcome(request: FastifyRequest, status: number): SyncOutcome {
  if (status < 300 && request.synced) return request.synced;
  if (status === 409) return 'conflict';
  return status < 500 ? 'refused' : 'error';
}

/**
 * The instance's metrics when METRICS_TOKEN is set, as `app.metrics`, counting every answered request;
 * without it nothing is counted and `GET /api/metrics` does not exist (a 404).
 */
export function createMetrics(
  app: FastifyInstance,
  pool: MetricsOptions['pool'] | undefined,
): Metrics | undefined {
  const metrics = app.config.metricsToken
    ? new Metrics({
        db: app.db,
        dbKind: app.dbKind,
        pool,
        reconcileAfterMinutes: app.config.payments.reconcileAfterMinutes,
        paymentProviders: () => [app.payments.card.name, app.payments.paypal.name],
        log: app.log,
      })
    : undefined;
  app.decorate('metrics', metrics);
  if (metrics) {
    // Added before any route, so that every route's answers are counted.
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? '(unmatched)';
      const status = reply.statusCode;
      metrics.request(request.method, route, status, reply.elapsedTime / 1000);
      const synced = request.method === 'PUT' ? syncRoute.exec(route) : null;
      if (synced?.[1]) metrics.fieldSync(synced[1], syncOutcome(request, status));
    });
  }
  return metrics;
}

/**
 * `GET /api/metrics` in the Prometheus text format, for an operator's scraper holding METRICS_TOKEN (no
 * user's login reaches it).
 */
export function registerMetricsRoute(app: FastifyInstance): void {
  const { metrics } = app;
  const token = app.config.metricsToken;
  if (!metrics || !token) return;
  const expected = digest(token);
  app.get(
    '/api/metrics',
    {
      schema: {
        tags: ['Health'],
        summary: "The server's metrics in the Prometheus text format",
        description:
          "For a Prometheus scraper: `Authorization: Bearer <METRICS_TOKEN>` (the operator's secret, not a " +
          "user's login). Answers 404 when METRICS_TOKEN is not set.",
        response: {
          200: {
            description: 'The Prometheus text format, version 0.0.4',
            content: { 'text/plain': { schema: Type.String() } },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      if (!tokenSent(request, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw httpError(401, 'metricsTokenInvalid', request.lang);
      }
      const text = await metrics.text();
      return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
