import { fieldReportKindNames, fieldReportResource, type Resource, resources } from '@rimba/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type JobObserver, LeasedJob } from '../../jobs/leased.js';
import type { FileStore } from '../../storage/store.js';
import {
  type CopyTarget,
  recordPublicCopies,
  removePublicCopies,
  storePublicCopies,
} from '../../uploads/public-copies.js';

declare module '../../resources/operations.js' {
  interface Services {
    publicCopies?: PublicPhotoCopies;
  }
}

/** How often the reports left without copies are looked for, besides at start. */
const sweepEveryMs = 10 * 60_000;
/** The most reports of each kind one round of the sweep copies. */
const sweepBatch = 20;

/** The resources of every kind of field report. */
const reportResources = (): Resource[] => {
  const names = new Set<string>(fieldReportKindNames.map(fieldReportResource));
  return resources.filter((r) => names.has(r.name));
};

/**
 * Makes the public copies of an approved report's photos (see uploads/public-copies.ts) after the
 * approval has committed, never inside its transaction: the copies are stored first, then recorded
 * (`public_photos` and their uploads) in a short transaction of their own, only while the report is still
 * approved and has none yet; copies not recorded are removed again. A sweep, on one instance at a time,
 * at start and every ten minutes, makes the copies of approved reports still without them (a server
 * stopped before it made them), a few at a time.
 */
export class PublicPhotoCopies {
  private readonly pending = new Set<Promise<void>>();
  private readonly job: LeasedJob;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: FileStore,
    private readonly log: FastifyBaseLogger,
    /** Told once copies are recorded: the public answers kept no longer hold. */
    private readonly written: (resource: Resource) => void,
    /** How long the sweep's lease lasts unless renewed (JOB_LEASE_SECONDS). */
    leaseMs?: number,
    /** Told of each round, for the metrics. */
    observer?: JobObserver,
  ) {
    this.job = new LeasedJob(
      db,
      {
        name: 'public-photo-copies',
        everyMs: sweepEveryMs,
        leaseMs,
        run: async () => void (await this.sweep()),
        observer,
      },
      log,
    );
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
    await this.settled();
  }

  /** Starts making the copies of report `id` of `resource`, once approved. */
  make(resource: Resource, id: number): void {
    const job: Promise<void> = this.copy(resource, id)
      .then(() => undefined)
      .catch((error) =>
        this.log.warn(
          { err: error, resource: resource.name, id },
          'public photo copies not made; the sweep tries again',
        ),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves once every copy being made is recorded or given up. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Makes the copies of approved reports with photos and none yet, of every kind, up to a batch of each;
   * reports approved in the last minute are left to the copies their approval started. Answers how many
   * reports got copies.
   */
  async sweep(batch = sweepBatch): Promise<number> {
    let made = 0;
    for (const resource of reportResources()) {
      // The partial index of the migration holds exactly these rows.
      const { rows } = await sql<{ id: number }>`
        select id from ${sql.table(resource.table)}
        where status = 'approved' and public_photos is null and photos is not null and photos <> '[]'::jsonb
          and (approved_at is null or approved_at < now() - interval '1 minute')
        order by id limit ${batch}`.execute(this.db);
      for (const { id } of rows) {
        const done = await this.copy(resource, Number(id)).catch((error: unknown) => {
          this.log.warn({ err: error, resource: resource.name, id }, 'public photo copies not made');
          return false;
        });
        if (done) made++;
      }
    }
    return made;
  }

  /** Makes and records the copies of one report; answers whether they were recorded. */
  private async copy(resource: Resource, id: number): Promise<boolean> {
    const table = sql.table(resource.table);
    const { rows } = await sql<{ photos: string[] | null }>`
      select photos from ${table}
      where id = ${id} and status = 'approved' and public_photos is null`.execute(this.db);
    const report = rows[0];
    if (!report) return false;
    const target: CopyTarget = { resource: resource.name, recordId: id, field: 'public_photos' };
    const copies = await storePublicCopies(this.store, report.photos ?? [], target);
    const urls = JSON.stringify(copies.map((c) => c.url));
    const recorded = await this.db
      .transaction()
      .execute(async (trx) => {
        // Only while the report is still approved without copies: another instance's copies stand.
        const { rows: updated } = await sql`
          update ${table} set public_photos = ${urls}::jsonb
          where id = ${id} and status = 'approved' and public_photos is null returning id`.execute(trx);
        if (updated.length === 0) return false;
        await recordPublicCopies(trx, copies, target);
        return true;
      })
      .catch(async (error: unknown) => {
        await removePublicCopies(this.store, copies);
        throw error;
      });
    if (!recorded) {
      await removePublicCopies(this.store, copies);
      return false;
    }
    this.written(resource);
    return true;
  }
}
