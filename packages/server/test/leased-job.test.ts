import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceId, LeasedJob, type LeasedJobSpec } from '../src/jobs/leased.js';
import { recordingLog } from './support/log.js';
import { bothDatabases, createTestApp, type TestApp } from './support/server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(bothDatabases)('a job leased to one instance on %s', (kind) => {
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
        `host-${name}:1:0`,
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
    await first.stop();
  });

  it('replaces a holder killed without a word at the first tick after its lease ran out, and logs who replaced whom', async () => {
    const name = `takeover-${kind}`;
    const dead = 'worker-7:4242:deadbeef';
    // A holder killed with kill -9 just after renewing a 2-second lease.
    await sql`insert into job_leases (name, holder, expires_at) values (${name}, ${dead}, now() + interval '2 seconds')`.execute(
      t.db,
    );
    const { log, lines } = recordingLog();
    const ran: number[] = [];
    const began = Date.now();
    const job = new LeasedJob(
      t.db,
      { name, everyMs: 250, leaseMs: 2_000, run: async () => void ran.push(Date.now() - began) },
      log,
    );
    job.start();
    try {
      await expect.poll(() => ran.length, { timeout: 4_000, interval: 50 }).toBeGreaterThan(0);
    } finally {
      await job.stop();
    }
    expect(ran[0]).toBeGreaterThanOrEqual(1_500);
    expect(lines.find((l) => l.msg.startsWith('Periodic job started'))).toMatchObject({
      level: 30,
      job: name,
      instance: instanceId,
      leaseMs: 2_000,
    });
    const takeover = lines.filter((l) => l.previous);
    expect(takeover).toHaveLength(1);
    expect(takeover[0]).toMatchObject({ level: 40, job: name, instance: instanceId, previous: dead });
    expect(takeover[0]!.msg).toBe(
      `Periodic job taken over by ${instanceId} from ${dead}, whose lease ran out`,
    );
    const runs = lines.filter((l) => l.msg === 'Periodic job ran');
    expect(runs[0]).toMatchObject({ level: 20, job: name, instance: instanceId, tookOverFrom: dead });
    expect(runs.slice(1).every((l) => l.tookOverFrom === undefined)).toBe(true);
  });

  it('keeps a short lease while a round takes longer than it, so no second instance starts meanwhile', async () => {
    const name = `heartbeat-${kind}`;
    const ran: string[] = [];
    const spec = (who: string, ms: number): LeasedJobSpec => ({
      name,
      everyMs: 400,
      leaseMs: 1_200,
      run: async () => {
        ran.push(who);
        await sleep(ms);
      },
    });
    const { log } = recordingLog();
    const slow = new LeasedJob(t.db, spec('slow', 3_000), log, 'slow-host:1:0');
    const other = new LeasedJob(t.db, spec('other', 0), log, 'other-host:2:0');
    const round = slow.runOnce();
    await sleep(2_000);
    expect(await other.runOnce()).toBe(false);
    await round;
    expect(await other.runOnce()).toBe(false);
    expect(ran).toEqual(['slow']);
    await slow.stop();
    expect(await other.runOnce()).toBe(true);
    await other.stop();
  });
});
