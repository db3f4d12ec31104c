import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** A job that runs every `everyMs` on one instance at a time, however many instances run. */
export interface LeasedJobSpec {
  name: string;
  everyMs: number;
  /** One round of work. It may take longer than `everyMs`: the next round waits for it. */
  run(): Promise<void>;
}

/**
 * Runs a job on the instance that holds its lease in `job_leases`. Before each round an instance takes the
 * lease when it is free, expired or its own, for three periods (one conditional statement, so two instances
 * never both take it); the holder renews it each round, and when it dies another takes over once the lease
 * has run out. A round that throws is logged, and the next round runs as planned.
 */
export class LeasedJob {
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly spec: LeasedJobSpec,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
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
    if (!(await this.lease())) return false;
    await this.spec.run();
    return true;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error) => this.log.error({ err: error, job: this.spec.name }, 'A periodic job failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.spec.everyMs);
        });
    }, ms);
    this.timer.unref();
  }

  private async lease(): Promise<boolean> {
    const until = `${Math.ceil((this.spec.everyMs * 3) / 1000)} seconds`;
    const { rows } = await sql<{ holder: string }>`
      insert into job_leases (name, holder, expires_at)
      values (${this.spec.name}, ${this.holder}, now() + ${until}::interval)
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where job_leases.holder = excluded.holder or job_leases.expires_at < now()
      returning holder`.execute(this.db);
    return rows.length > 0;
  }
}
