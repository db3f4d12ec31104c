import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { type FileStore, storedNameOf } from '../storage/store.js';
import { variantNamesOf } from '../storage/variants.js';

const batchSize = 500;

/**
 * Removes the uploads no saved record ever held that are older than `hours`, and their stored files;
 * answers how many. Each batch is one conditional DELETE: several instances sweeping at once each take
 * rows no other has locked, and an upload attached meanwhile no longer matches. The row goes first, so a
 * record can never point at a file whose row is gone while its bytes stay; a file already missing is
 * fine.
 */
export async function sweepUploads(db: Kysely<Database>, store: FileStore, hours: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const { rows } = await sql<{ url: string }>`
      delete from uploads
      where id in (
        select id from uploads
        where attached_at is null and created_at < now() - ${`${hours} hours`}::interval
        order by created_at limit ${batchSize} for update skip locked
      ) and attached_at is null
      returning url`.execute(db);
    for (const { url } of rows) {
      const name = storedNameOf(url);
      // A picture's resized copies, made when a page first asked for them, go with it.
      if (name) await Promise.all([name, ...variantNamesOf(name)].map((n) => store.delete(n)));
    }
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}

/** Runs the sweep at start and then every `uploadSweepSeconds`, until stopped. */
export class UploadSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: FileStore,
    private readonly config: Pick<Config, 'uploadSweepSeconds' | 'uploadUnattachedHours'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.run();
    this.timer = setInterval(() => this.run(), this.config.uploadSweepSeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private run(): void {
    // A sweep still going when the next is due is left to finish.
    if (this.running) return;
    this.running = sweepUploads(this.db, this.store, this.config.uploadUnattachedHours)
      .then((removed) => {
        if (removed > 0) this.log.info(`Removed ${removed} uploaded files no record uses`);
      })
      .catch((error) => this.log.error({ err: error }, 'Sweeping unused uploads failed'))
      .finally(() => {
        this.running = undefined;
      });
  }
}
