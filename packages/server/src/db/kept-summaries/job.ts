import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { type JobObserver, LeasedJob } from '../../jobs/leased.js';
import type { Database } from '../schema.js';
import { recountKeptSummary } from './recount.js';
import type { KeptSummary } from './types.js';

/** When each summary was last counted again, and what the recount found. */
export const keptSummaryRecountsMigration = {
  '2026-12-11_kept_summaries_1_recounts': [
    `create table kept_summary_recounts (
      summary varchar primary key,
      recounted_at timestamptz not null,
      rows bigint not null,
      drifted bigint not null
    )`,
  ],
};

export interface KeptSummaryRecount {
  summary: string;
  rows: number;
  drifted: number;
}

const hourMs = 60 * 60_000;
/** The night's hours in Jakarta in which the summaries are counted again, when the sources are quiet. */
const recountHours = new Set([1, 2, 3, 4]);
/** A summary counted again less long ago than this was counted this night: once a night is enough. */
const recountAgainAfterMs = 20 * hourMs;

const jakartaHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  hour: 'numeric',
  hourCycle: 'h23',
});

/**
 * Counts every kept summary again from its sources once a night (between 01:00 and 05:00 in Jakarta), on
 * one instance at a time, and says which ones the triggers had kept wrong: a source's joined table that
 * changed, or a bug. A summary found right is logged at info, one found wrong at warn.
 */
export class KeptSummaryRecounts {
  private readonly job: LeasedJob;
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly summaries: readonly KeptSummary[],
    private readonly log: FastifyBaseLogger,
    options: { everyMs?: number; now?: () => Date; leaseMs?: number; observer?: JobObserver } = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.job = new LeasedJob(
      db,
      {
        name: 'kept-summaries-recount',
        everyMs: options.everyMs ?? hourMs,
        leaseMs: options.leaseMs,
        run: async () => void (await this.round()),
        observer: options.observer,
      },
      log,
    );
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }

  /**
   * One round of the job: in the night's hours, counts again each summary not counted in the last 20
   * hours; answers those it counted. A summary that fails is logged and left to the next round.
   */
  async round(): Promise<KeptSummaryRecount[]> {
    const now = this.now();
    if (!recountHours.has(Number(jakartaHour.format(now)))) return [];
    const { rows: last } = await sql<{ summary: string; recounted_at: Date }>`
      select summary, recounted_at from kept_summary_recounts`.execute(this.db);
    const recountedAt = new Map(last.map((r) => [r.summary, new Date(r.recounted_at).getTime()]));
    const done: KeptSummaryRecount[] = [];
    for (const summary of this.summaries) {
      const at = recountedAt.get(summary.table);
      if (at !== undefined && now.getTime() - at < recountAgainAfterMs) continue;
      try {
        done.push(await this.recount(summary));
      } catch (error) {
        this.log.error(
          { err: error, summary: summary.table },
          `Kept summary ${summary.table} not counted again`,
        );
      }
    }
    return done;
  }

  /** Counts every summary again now, whatever the hour, and records it. */
  async recountNow(): Promise<KeptSummaryRecount[]> {
    const done: KeptSummaryRecount[] = [];
    for (const summary of this.summaries) done.push(await this.recount(summary));
    return done;
  }

  private async recount(summary: KeptSummary): Promise<KeptSummaryRecount> {
    const { rows, drifted } = await recountKeptSummary(this.db, summary);
    await sql`
      insert into kept_summary_recounts (summary, recounted_at, rows, drifted)
      values (${summary.table}, ${this.now()}, ${rows}, ${drifted})
      on conflict (summary) do update
        set recounted_at = excluded.recounted_at, rows = excluded.rows, drifted = excluded.drifted`.execute(
      this.db,
    );
    const about = { summary: summary.table, rows, drifted };
    if (drifted > 0)
      this.log.warn(
        about,
        `Kept summary ${summary.table} disagreed with its sources in ${drifted} of its groups; counted again`,
      );
    else this.log.info(about, `Kept summary ${summary.table} counted again: it agreed with its sources`);
    return { summary: summary.table, rows, drifted };
  }
}
