import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbKind } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { JobObserver } from '../jobs/leased.js';
import type { SyncResult } from '../resources/sync.js';
import { type DatabaseFigures, readDatabaseFigures } from './figures.js';

/** What became of a device's sync: stored as the route answers it, or refused with a 409 or another 4xx. */
export type SyncOutcome = SyncResult | 'conflict' | 'refused' | 'error';

export interface MetricsOptions {
  db: Kysely<Database>;
  dbKind: DbKind;
  /** The PostgreSQL pool, read at each scrape. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Payments pending longer than this are being reconciled (PAYMENT_RECONCILE_AFTER_MINUTES). */
  reconcileAfterMinutes: number;
  /** The payment providers reported even with nothing pending, read at each scrape. */
  paymentProviders: () => readonly string[];
  log: FastifyBaseLogger;
}

/** Longer than a scrape should wait for the database: its figures are left out, and rimba_db_up says 0. */
const figuresTimeoutMs = 5000;

/**
 * The instance's metrics on a registry of its own (several apps may share a process): requests, jobs,
 * mail failures and syncs counted as they happen; the database's figures and the pool read at each scrape.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route'>;
  private readonly mailFailures: Counter;
  private readonly syncs: Counter<'kind' | 'outcome'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly jobSeconds: Histogram<'job'>;
  private readonly jobLastRun: Gauge<'job'>;
  /** The jobs whose lease this instance holds: when their last round here ended, and how often they run. */
  private readonly jobsHere = new Map<string, { endedAt: number; everyMs: number }>();
  private readonly providersSeen = new Set<string>();
  private reading: Promise<DatabaseFigures | undefined> | undefined;

  constructor(private readonly options: MetricsOptions) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'rimba_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'rimba_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template',
      labelNames: ['method', 'route'],
      registers,
    });
    this.mailFailures = new Counter({
      name: 'rimba_mail_send_failures_total',
      help: 'Mail send attempts that failed (each is retried until it goes or is given up)',
      registers,
    });
    this.syncs = new Counter({
      name: 'rimba_field_sync_requests_total',
      help: 'Field reports sent from devices, by report kind and what became of them',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'rimba_job_runs_total',
      help: 'Rounds of the periodic jobs run on this instance, by job and outcome',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'rimba_job_run_duration_seconds',
      help: 'Time a round of a periodic job took on this instance',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300, 900],
      registers,
    });
    this.jobLastRun = new Gauge({
      name: 'rimba_job_last_run_timestamp_seconds',
      help: 'When the last round of a periodic job ended on this instance (Unix time)',
      labelNames: ['job'],
      registers,
    });
    const jobsHere = this.jobsHere;
    new Gauge({
      name: 'rimba_job_lag_seconds',
      help: "Seconds past a job's next round that it has not run, for the jobs whose lease this instance holds",
      labelNames: ['job'],
      registers,
      collect() {
        this.reset();
        const now = Date.now();
        for (const [job, { endedAt, everyMs }] of jobsHere)
          this.set({ job }, Math.max(0, (now - endedAt - everyMs) / 1000));
      },
    });
    this.databaseGauges(registers);
  }

  /** Counts an answered request under its route template (never the raw URL, whose values are unbounded). */
  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.requestSeconds.observe({ method, route }, seconds);
  }

  readonly mailSendFailed = (): void => this.mailFailures.inc();

  fieldSync(kind: string, outcome: SyncOutcome): void {
    this.syncs.inc({ kind, outcome });
  }

  readonly jobs: JobObserver = {
    ran: (job, seconds, ok) => {
      const endedAt = Date.now();
      this.jobRuns.inc({ job: job.name, outcome: ok ? 'ok' : 'error' });
      this.jobSeconds.observe({ job: job.name }, seconds);
      this.jobLastRun.set({ job: job.name }, endedAt / 1000);
      this.jobsHere.set(job.name, { endedAt, everyMs: job.everyMs });
    },
    elsewhere: (name) => {
      this.jobsHere.delete(name);
    },
  };

  /** Text for a scrape, in the Prometheus text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /**
   * The database's figures of one scrape: every gauge that needs them asks while the registry collects,
   * and they share one round of queries.
   */
  private figures(): Promise<DatabaseFigures | undefined> {
    if (this.reading) return this.reading;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${figuresTimeoutMs} ms`)), figuresTimeoutMs);
    });
    this.reading = Promise.race([
      readDatabaseFigures(this.options.db, this.options.reconcileAfterMinutes),
      timeout,
    ])
      .catch((error) => {
        this.options.log.warn({ err: error }, 'Metrics: the database figures could not be read');
        return undefined;
      })
      .finally(() => {
        clearTimeout(timer);
        this.reading = undefined;
      });
    return this.reading;
  }

  private databaseGauges(registers: Registry[]): void {
    const { dbKind, pool } = this.options;
    const figures = () => this.figures();
    const providersSeen = this.providersSeen;
    const paymentProviders = this.options.paymentProviders;
    new Gauge({
      name: 'rimba_db_info',
      help: 'The database the server runs on',
      labelNames: ['kind'],
      registers,
    }).set({ kind: dbKind }, 1);
    new Gauge({
      name: 'rimba_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one (PGlite: one connection)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool ? pool.totalCount : 1);
        this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
        this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
      },
    });
    new Gauge({
      name: 'rimba_db_up',
      help: "1 when the scrape read the database's figures, 0 when the database did not answer in time",
      registers,
      async collect() {
        this.set((await figures()) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'rimba_mail_outbox',
      help: 'Mails in the outbox still to send (pending) or given up (failed)',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        const read = await figures();
        if (!read) return;
        this.set({ status: 'pending' }, read.outbox.pending);
        this.set({ status: 'failed' }, read.outbox.failed);
      },
    });
    new Gauge({
      name: 'rimba_payments_pending',
      help: 'Payments waiting for their provider to confirm them, by provider',
      labelNames: ['provider'],
      registers,
      async collect() {
        this.reset();
        const read = await figures();
        if (!read) return;
        for (const name of paymentProviders()) providersSeen.add(name);
        for (const row of read.payments) providersSeen.add(row.provider);
        for (const provider of providersSeen)
          this.set({ provider }, read.payments.find((r) => r.provider === provider)?.pending ?? 0);
      },
    });
    new Gauge({
      name: 'rimba_payments_pending_reconciliation',
      help: 'Payments pending longer than PAYMENT_RECONCILE_AFTER_MINUTES, which the reconciliation asks after',
      registers,
      async collect() {
        this.reset();
        const read = await figures();
        if (read) this.set(read.payments.reduce((sum, r) => sum + r.reconciling, 0));
      },
    });
    new Gauge({
      name: 'rimba_field_reports_awaiting_verification',
      help: 'Field reports sent for verification and not yet approved or sent back, by report kind',
      labelNames: ['kind'],
      registers,
      async collect() {
        this.reset();
        const read = await figures();
        if (!read) return;
        for (const { kind, count } of read.awaitingVerification) this.set({ kind }, count);
      },
    });
  }
}
