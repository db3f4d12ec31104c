import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { registerAccountRoutes } from './accounts/routes.js';
import { type AppDirs, registerApps } from './apps/static.js';
import { callerPlugin } from './auth/caller.js';
import { type Counters, countersStore, MemoryCounters, RedisCounters } from './auth/counters.js';
import { registerAuthRoutes } from './auth/routes.js';
import type { Config } from './config.js';
import type { Db, DbKind } from './db/connection.js';
import { KeptSummaryRecounts } from './db/kept-summaries/index.js';
import type { Database } from './db/schema.js';
import { CorrectiveActionReminders } from './features/corrective-actions/index.js';
import { dashboardSummaries, registerDashboardRoutes } from './features/dashboard/index.js';
import { registerFieldRoutes } from './features/field/routes.js';
import { PublicPhotoCopies } from './features/field-reports/public-copies.js';
import { paidResources, serverParts } from './features/index.js';
import { registerQhseReportRoutes } from './features/qhse-reports/index.js';
import { VideoThumbnails } from './features/video-gallery/thumbnail.js';
import { registerGeocodeRoutes } from './geocode/routes.js';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { tooMany } from './http/rate-limits.js';
import { ErrorBody } from './http/schemas.js';
import { docsPolicy, registerSecurityHeaders } from './http/security-headers.js';
import { buildResponseSerializer } from './http/serialization.js';
import { buildRequestValidator } from './http/validation.js';
import { registerInstagramRoutes } from './instagram/routes.js';
import { Mailer } from './mail/outbox.js';
import { createMetrics, registerMetricsRoute } from './metrics/routes.js';
import { registerBackupRoute } from './ops/routes.js';
import { installPaymentPurposes } from './payments/ledger.js';
import { registerPaymentRoutes } from './payments/routes.js';
import { Payments } from './payments/service.js';
import { PublicAnswers } from './public/answers.js';
import { registerPublicRoutes } from './public/routes.js';
import { publicWritten } from './resources/context.js';
import type { Services } from './resources/operations.js';
import { installParts } from './resources/parts.js';
import { registerResourceRoutes } from './resources/routes.js';
import { registerFileRoutes } from './storage/routes.js';
import { type FileStore, openStore } from './storage/store.js';
import { registerUploadRoutes } from './uploads/routes.js';
import { UploadSweeper } from './uploads/sweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DbKind;
    config: Config;
    mailer: Mailer;
    /** Expiring counters for limits that count only some requests, shared through Redis when set. */
    counters: Counters;
    store: FileStore;
    /** The public API's answers kept a few seconds (see public/answers.ts). */
    publicAnswers: PublicAnswers;
    /** The dashboards' answers, kept briefly per view and caller's reach, forgotten on any write. */
    dashboardAnswers: PublicAnswers;
    /** The payment providers and the reconciliation of what they were asked (see payments/). */
    payments: Payments;
    /** The services operations may reach (see Services in resources/operations.ts). */
    services: Services;
  }
}

export interface BuildOptions {
  config: Config;
  db: Kysely<Database>;
  dbKind: DbKind;
  /** Fastify logger setting; the config's level by default. */
  logger?: boolean | { level: string };
  /** Where the built apps are; the packages' dist folders by default. */
  appDirs?: AppDirs;
  /** Where uploaded files are kept; the configured store, opened and checked, by default. */
  store?: FileStore;
  /** The PostgreSQL pool behind `db`, whose connections the metrics report. */
  pool?: Db['pool'];
}

/**
 * Waits a moment for a Redis connection that is on its way, so that the first requests do not find it
 * still closed; an unreachable Redis does not stop the start (the health check reports it).
 */
function connected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Builds the whole HTTP application (API, files, both apps) without listening. */
export async function buildApp({
  config,
  db,
  dbKind,
  logger,
  appDirs,
  store,
  pool,
}: BuildOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Fastify trusts nobody for a bare hop count; proxy-addr's own meaning is wanted: the nearest N hops.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    schemaController: {
      compilersFactory: {
        buildValidator: buildRequestValidator as never,
        buildSerializer: buildResponseSerializer as never,
      },
    },
    frameworkErrors: answerFrameworkError,
  });
  installParts(serverParts());
  installPaymentPurposes(paidResources);
  app.decorate('db', db);
  app.decorate('dbKind', dbKind);
  app.decorate('config', config);
  const metrics = createMetrics(app, pool);
  const jobObserver = metrics?.jobs;
  const mailer = new Mailer(db, config.mail, app.log, metrics?.mailSendFailed);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  const files = store ?? (await openStore(config.storage));
  app.decorate('store', files);
  const videoThumbnails = new VideoThumbnails(db, files, config.videoThumbnails, app.log, publicWritten(app));
  // Stills being fetched are kept or given up before the store closes.
  app.addHook('onClose', async () => videoThumbnails.settled());
  // Periodic jobs run on one instance at a time, under a lease another instance takes over after a crash.
  const leaseMs = config.jobLeaseSeconds * 1000;
  const publicCopies = new PublicPhotoCopies(db, files, app.log, publicWritten(app), leaseMs, jobObserver);
  app.addHook('onReady', async () => publicCopies.start());
  // Copies being made are recorded or given up before the store closes.
  app.addHook('onClose', async () => publicCopies.stop());
  // The dashboards' summaries are counted again from their sources each night.
  const recounts = new KeptSummaryRecounts(db, dashboardSummaries, app.log, {
    leaseMs,
    observer: jobObserver,
  });
  app.addHook('onReady', async () => recounts.start());
  app.addHook('onClose', async () => recounts.stop());
  // Overdue corrective actions are flagged each hour, and their owners reminded once a day.
  const reminders = new CorrectiveActionReminders(db, mailer, config.accounts.publicUrl, app.log, {
    written: publicWritten(app),
    leaseMs,
    observer: jobObserver,
  });
  app.addHook('onReady', async () => reminders.start());
  app.addHook('onClose', async () => reminders.stop());
  const sweeper = new UploadSweeper(db, files, config, app.log);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => {
    await sweeper.stop();
    if (!store) await files.close();
  });
  const payments = new Payments(
    db,
    config.payments,
    config.accounts,
    mailer,
    app.log,
    publicWritten(app),
    leaseMs,
    jobObserver,
  );
  app.decorate('payments', payments);
  app.decorate('services', { payments, videoThumbnails, publicCopies } satisfies Services);
  app.addHook('onReady', async () => payments.start());
  app.addHook('onClose', async () => payments.stop());
  app.addSchema(ErrorBody);
  registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  await app.register(callerPlugin);
  await app.register(cookie);
  // Counters live in Redis when configured, so every instance behind a load balancer shares them. A Redis
  // that is down or stuck fails a command at once or within the timeout, never queued for seconds: the
  // calls that need it answer a 503 (CountersUnavailable) and the health check says so.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        connectTimeout: 1000,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  if (redis) {
    let reported = false;
    redis.on('error', (error) => {
      if (!reported) app.log.error({ err: error }, 'Redis cannot be reached');
      reported = true;
    });
    redis.on('ready', () => {
      if (reported) app.log.info('Redis is reachable again');
      reported = false;
    });
    app.addHook('onReady', async () => connected(redis));
    app.addHook('onClose', async () => redis.disconnect());
  }
  const counters: Counters = redis ? new RedisCounters(redis) : new MemoryCounters();
  // A route's own limit answers like the limits its handler checks: the seconds to wait in the caller's
  // language (the plugin sends them as Retry-After).
  await app.register(rateLimit, {
    global: false,
    store: countersStore(counters),
    errorResponseBuilder: (request, context) => tooMany(request.lang, context.ttl),
  });
  app.decorate('counters', counters);
  app.decorate('publicAnswers', new PublicAnswers(config.publicCacheSeconds * 1000));
  app.decorate('dashboardAnswers', new PublicAnswers(config.dashboardCacheSeconds * 1000));
  // Text answers (pages, JSON, scripts, styles) go compressed to a client that takes it: Brotli at a quality
  // quick enough for every request, else gzip. The built apps' assets are compressed once at build and
  // served as they are (see apps/static.ts). Compressed request bodies are not taken.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rimba API', version: '1.0.0', description: 'The API of the Rimba site and admin.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsPolicy });

  const Health = Type.Object({
    status: Type.String({
      description: '`ok`, or `degraded` when a service the server needs cannot be reached',
    }),
    db: Type.String(),
    redis: Type.Optional(Type.String({ description: '`ok` or `unreachable`, when REDIS_URL is set' })),
  });
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Whether the server and the services it needs answer',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      if (!redis) return { status: 'ok', db: dbKind };
      const reached = await redis.ping().then(
        () => true,
        () => false,
      );
      if (reached) return { status: 'ok', db: dbKind, redis: 'ok' };
      return reply.status(503).send({ status: 'degraded', db: dbKind, redis: 'unreachable' });
    },
  );
  registerMetricsRoute(app);
  registerBackupRoute(app);
  await registerAuthRoutes(app);
  await registerResourceRoutes(app);
  await registerAccountRoutes(app);
  await registerUploadRoutes(app);
  registerFileRoutes(app);
  await registerPublicRoutes(app);
  await registerPaymentRoutes(app);
  for (const [, part] of serverParts()) await part.routes?.(app);
  registerFieldRoutes(app);
  await registerDashboardRoutes(app);
  await registerQhseReportRoutes(app);
  await registerGeocodeRoutes(app);
  registerInstagramRoutes(app);
  await registerApps(app, appDirs, config.accounts.publicUrl);
  return app;
}
