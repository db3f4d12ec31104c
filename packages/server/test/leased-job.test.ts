import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeasedJob } from '../src/jobs/leased.js';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';

describe.each(testDatabases)('a job leased to one instance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('runs on one instance while its lease holds, and on another once the lease has run out', async () => {
    const runs: string[] = [];
    const job = (name: string) =>
      new LeasedJob(
        t.db,
        { name: `test-${kind}`, everyMs: 60_000, run: async () => void runs.push(name) },
        t.app.log,
      );
    const first = job('first');
    const second = job('second');
    expect(await first.runOnce()).toBe(true);
    expect(await second.runOnce()).toBe(false);
    expect(await first.runOnce()).toBe(true);
    // The holder died: its lease runs out and another instance takes the job over.
    await sql`update job_leases set expires_at = now() - interval '1 second' where name = ${`test-${kind}`}`.execute(
      t.db,
    );
    expect(await second.runOnce()).toBe(true);
    expect(await first.runOnce()).toBe(false);
    expect(runs).toEqual(['first', 'first', 'second']);
    await second.stop();
    expect(await first.runOnce()).toBe(true);
  });
});
