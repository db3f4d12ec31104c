import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * This process, as the lease rows and the log lines name it: the host and the process id say where to
 * look, the random part tells apart two processes that reused a pid.
 */
export const instanceId = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** How long a lease lasts unless renewed: a dead holder is replaced at the first tick after it. */
export const defaultLeaseMs = 60_000;

/** A job that runs every `everyMs` on one instance at a time, however many instances run. */
export interface LeasedJobSpec {
  name: string;
  everyMs: number;
  /** How long the lease lasts unless renewed; `defaultLeaseMs` unless given. */
  leaseMs?: number;
  /** One round of work. It may take longer than `everyMs`: the next round waits for it. */
  run(): Promise<void>;
  /** Told of the rounds this instance runs, and when it finds the lease another's (the metrics). */
  observer?: JobObserver;
}

/** What an instance's rounds of a job did, as the metrics count them. */
export interface JobObserver {
  /** A round ran here: its seconds, and whether it ended without throwing. */
  ran(job: { name: string; everyMs: number }, seconds: number, ok: boolean): void;
  /** Another instance holds the lease: the job runs there, not here. */
  elsewhere(name: string): void;
}

/**
 * Runs a job on the instance that holds its lease in `job_leases`. Before each round an instance takes the
 * lease when it is free, expired or its own (one conditional statement, so two instances never both take
 * it). The holder renews it every third of the lease for as long as it lives, through long rounds and
 * between them, so a short lease never lets a second instance start while the first still works; when the
 * holder dies, another takes over at its first round after the lease ran out, and says whom it replaced.
 * A round that throws is logged, and the next round runs as planned.
 */
export class LeasedJob {
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly spec: LeasedJobSpec,
    private readonly log: FastifyBaseLogger,
    /** Who holds the lease: this process, unless a test plays several. */
    readonly holder: string = instanceId,
  ) {
    this.leaseMs = spec.leaseMs ?? defaultLeaseMs;
  }

  start(): void {
    this.stopped = false;
    this.log.info(
      { job: this.spec.name, instance: this.holder, everyMs: this.spec.everyMs, leaseMs: this.leaseMs },
      'Periodic job started on this instance; it runs where its lease is held',
    );
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopHeartbeat();
    await this.running;
    await this.db
      .deleteFrom('job_leases')
      .where('name', '=', this.spec.name)
      .where('holder', '=', this.holder)
      .execute()
      .catch(() => undefined);
  }

  /** Runs one round now if this instance holds or can take the lease; answers whether it ran. */
  async runOnce(): Promise<boolean> {
    const leased = await this.lease();
    if (!leased) {
      this.spec.observer?.elsewhere(this.spec.name);
      return false;
    }
    const began = Date.now();
    let ok = false;
    try {
      await this.spec.run();
      ok = true;
    } finally {
      this.spec.observer?.ran(this.spec, (Date.now() - began) / 1000, ok);
    }
    this.log.debug(
      {
        job: this.spec.name,
        instance: this.holder,
        ms: Date.now() - began,
        ...(leased.tookOverFrom && { tookOverFrom: leased.tookOverFrom }),
      },
      'Periodic job ran',
    );
    return true;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error) =>
          this.log.error({ err: error, job: this.spec.name, instance: this.holder }, 'A periodic job failed'),
        )
        .finally(() => {
          this.running = undefined;
          this.schedule(this.spec.everyMs);
        });
    }, ms);
    this.timer.unref();
  }

  private get until() {
    return `${Math.ceil(this.leaseMs / 1000)} seconds`;
  }

  /**
   * Takes or renews the lease. The subquery of `returning` reads the table as it was before this
   * statement, so it names the holder being replaced.
   */
  private async lease(): Promise<false | { tookOverFrom?: string }> {
    const { rows } = await sql<{ previous: string | null; previous_until: Date | null }>`
      insert into job_leases as l (name, holder, expires_at)
      values (${this.spec.name}, ${this.holder}, now() + ${this.until}::interval)
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where l.holder = excluded.holder or l.expires_at < now()
      returning
        (select p.holder from job_leases p where p.name = l.name) as previous,
        (select p.expires_at from job_leases p where p.name = l.name) as previous_until`.execute(this.db);
    const row = rows[0];
    if (!row) {
      if (this.heartbeat) this.lost();
      return false;
    }
    if (row.previous !== this.holder) {
      const about = { job: this.spec.name, instance: this.holder };
      if (row.previous)
        this.log.warn(
          { ...about, previous: row.previous, previousUntil: row.previous_until },
          `Periodic job taken over by ${this.holder} from ${row.previous}, whose lease ran out`,
        );
      else this.log.info(about, `Periodic job lease taken by ${this.holder}`);
    }
    this.startHeartbeat();
    return row.previous && row.previous !== this.holder ? { tookOverFrom: row.previous } : {};
  }

  private startHeartbeat(): void {
    if (this.heartbeat || this.stopped) return;
    this.heartbeat = setInterval(() => void this.renew(), Math.max(1, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async renew(): Promise<void> {
    try {
      const renewed = await this.db
        .updateTable('job_leases')
        .set({ expires_at: sql`now() + ${this.until}::interval` })
        .where('name', '=', this.spec.name)
        .where('holder', '=', this.holder)
        .returning('name')
        .executeTakeFirst();
      if (!renewed && this.heartbeat) this.lost();
    } catch (error) {
      // The next beat tries again; the lease lasts three beats.
      this.log.warn(
        { err: error, job: this.spec.name, instance: this.holder },
        'Renewing a job lease failed',
      );
    }
  }

  private lost(): void {
    this.stopHeartbeat();
    this.log.warn(
      { job: this.spec.name, instance: this.holder },
      'Periodic job lease lost to another instance',
    );
  }
}
