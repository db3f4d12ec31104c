import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../src/db/seed/random.js';
import { ServerProcess } from './support/process.js';
import { MidtransTestServer } from './support/providers/midtrans.js';
import { createPostgresTestDatabase, freePort, type TestDatabaseCopy } from './support/server.js';

const donationCount = 1000;
/** Donation forms sent at the same time. */
const concurrency = 8;
/** The server is killed when this many donations were answered. */
const crashesAt = [250, 500, 750];
const notificationPath = '/api/public/payments/midtrans/notification';
const receiptSubject = 'Terima kasih atas donasi Anda';

type Outcome = 'settled' | 'declined' | 'pending';

/** What the payer and Midtrans do with one donation: drawn before the run, the same on every run. */
interface Plan {
  outcome: Outcome;
  /** Every notification about it is lost: only reconciliation can learn what happened. */
  dropped: boolean;
  /** Delays (ms) of the genuine notifications Midtrans sends, each the same news again. */
  notifications: number[];
  /** A forged notification claiming a settlement arrives too. */
  forged: boolean;
  /** How long the payer takes to pay (ms). */
  payAfter: number;
}

function plans(count: number): Plan[] {
  const random = seededRandom(2026);
  return Array.from({ length: count }, () => {
    const r = random();
    const outcome: Outcome = r < 0.7 ? 'settled' : r < 0.85 ? 'declined' : 'pending';
    return {
      outcome,
      dropped: random() < 0.1,
      notifications: Array.from({ length: 1 + Math.floor(random() * 3) }, () => Math.floor(random() * 1500)),
      forged: random() < 0.2,
      payAfter: Math.floor(random() * 500),
    };
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await done())) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(250);
  }
  return Date.now() - start;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'donations paid through Midtrans while the server is killed',
  () => {
    let database: TestDatabaseCopy;
    let midtrans: MidtransTestServer;
    let server: ServerProcess;
    let pool: pg.Pool;
    let cardMethod: number;
    const serverKey = 'SB-Mid-server-crash-key';

    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      midtrans = new MidtransTestServer({ serverKey });
      const midtransUrl = await midtrans.start();
      server = new ServerProcess(await freePort(), {
        ...database.env,
        DATABASE_URL: database.databaseUrl,
        DATA_DIR: database.dataDir,
        // Each donor comes from an address of their own, through a proxy: the donation limit is per address.
        TRUST_PROXY: '1',
        PUBLIC_CACHE_SECONDS: '0',
        MIDTRANS_SERVER_KEY: serverKey,
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-crash-key',
        MIDTRANS_SNAP_URL: midtransUrl,
        MIDTRANS_API_URL: midtransUrl,
        PAYMENT_RECONCILE_AFTER_MINUTES: '0',
        PAYMENT_RECONCILE_SECONDS: '1',
      });
      midtrans.notificationUrl = `${server.url}${notificationPath}`;
      pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
      await server.start();
      const { rows } = await pool.query<{ id: string }>(
        `select id from payment_methods where provider = 'card' and active order by id limit 1`,
      );
      cardMethod = Number(rows[0]!.id);
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await pool?.end();
      await midtrans?.stop();
      await database?.remove();
    }, 60_000);

    it('pays every settled donation exactly once, and no other, across three kill -9s', async () => {
      const plan = plans(donationCount);
      const { rows: before } = await pool.query<{ last: string | null }>(
        'select max(id) as last from donations',
      );
      const firstId = Number(before[0]!.last ?? 0) + 1;

      /** Resolves while the server serves; replaced by a pending promise while it is down. */
      let serving: Promise<void> = Promise.resolve();
      const crashes: { at: number; downMs: number }[] = [];
      const serverErrors: string[] = [];
      const counts = {
        donationRetries: 0,
        notificationsSent: 0,
        notificationRetries: 0,
        forged: 0,
        dropped: 0,
      };

      const crash = async (at: number) => {
        let restarted!: () => void;
        let failed!: (error: unknown) => void;
        serving = new Promise((resolve, reject) => {
          restarted = resolve;
          failed = reject;
        });
        const start = Date.now();
        try {
          await server.kill();
          await server.start();
        } catch (error) {
          // Every call waiting for the server fails with the reason it did not come back.
          failed(error);
          throw error;
        }
        crashes.push({ at, downMs: Date.now() - start });
        restarted();
      };

      /**
       * Posts until the server answers, as Midtrans retries a notification and a browser its form: an
       * unanswered call (the server was killed under it, or is not back yet) is sent again once it serves.
       */
      const post = async (
        path: string,
        body: unknown,
        headers: Record<string, string>,
        onRetry: () => void,
      ): Promise<{ status: number; json: unknown }> => {
        for (;;) {
          try {
            const res = await fetch(`${server.url}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headers },
              body: JSON.stringify(body),
              signal: AbortSignal.timeout(20_000),
            });
            const text = await res.text();
            if (res.status < 500) return { status: res.status, json: JSON.parse(text) };
            serverErrors.push(`${path} answered ${res.status}: ${text}`);
          } catch {
            await sleep(20);
            await serving;
          }
          onRetry();
        }
      };

      const notify = async (body: Record<string, unknown>, expected: number) => {
        counts.notificationsSent++;
        const res = await post(notificationPath, body, { 'user-agent': 'Veritrans' }, () => {
          counts.notificationRetries++;
        });
        expect(res.status, JSON.stringify(res.json)).toBe(expected);
      };

      /** The payer pays (or not) at Midtrans, which tells the server: some news lost, some forged. */
      const payAndNotify = async (reference: string, p: Plan) => {
        await sleep(p.payAfter);
        if (p.outcome === 'settled') midtrans.settle(reference);
        else if (p.outcome === 'declined') midtrans.decline(reference);
        else midtrans.pend(reference);
        const sends: Promise<void>[] = [];
        if (p.dropped) counts.dropped++;
        else {
          for (const delay of p.notifications)
            sends.push(sleep(delay).then(() => notify(midtrans.notificationFor(reference), 200)));
        }
        if (p.forged) {
          counts.forged++;
          sends.push(
            notify(
              {
                ...midtrans.notificationFor(reference, { forged: true }),
                transaction_status: 'settlement',
                status_code: '200',
              },
              400,
            ),
          );
        }
        await Promise.all(sends);
      };

      const answered = new Map<string, Plan>();
      const payments: Promise<void>[] = [];
      let next = 0;
      let pendingCrash: Promise<void> = Promise.resolve();
      const donor = async () => {
        for (let i = next++; i < donationCount; i = next++) {
          const p = plan[i]!;
          const { status, json } = await post(
            '/api/public/donation',
            {
              name_sponsor: `Donatur Uji ${i % 400}`,
              email: `donatur${i % 400}@example.id`,
              phone: '081234567890',
              comment: 'Semoga tumbuh',
              qty_tree: 1 + (i % 5),
              payment_method_id: cardMethod,
            },
            {
              'accept-language': 'id',
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            () => {
              counts.donationRetries++;
            },
          );
          expect(status, JSON.stringify(json)).toBe(201);
          const reference = (json as { data: { reference: string } }).data.reference;
          answered.set(reference, p);
          payments.push(payAndNotify(reference, p));
          if (crashesAt.includes(answered.size)) pendingCrash = crash(answered.size);
        }
      };

      const started = Date.now();
      await Promise.all(Array.from({ length: concurrency }, donor));
      await pendingCrash;
      await Promise.all(payments);
      const floodMs = Date.now() - started;

      const references = (outcome: Outcome) =>
        [...answered].filter(([, p]) => p.outcome === outcome).map(([reference]) => reference);
      const settled = references('settled');
      const declined = references('declined');
      const waiting = references('pending');

      // Settlements and declines whose news was lost or came while the server was down: learnt by asking.
      const reconcileMs = await until(
        'reconciliation applied every settlement and decline',
        90_000,
        async () => {
          const { rows } = await pool.query<{ open: string }>(
            `select count(*) as open from donations
          where (reference = any($1) and status <> 'paid') or (reference = any($2) and status <> 'failed')`,
            [settled, declined],
          );
          return Number(rows[0]!.open) === 0;
        },
      );

      // Donations the crash cut off from their answer: the donor never reached Midtrans' page with them.
      const { rows: unanswered } = await pool.query<{ reference: string }>(
        'select reference from donations where id >= $1 and not (reference = any($2))',
        [firstId, [...answered.keys()]],
      );
      const orphans = unanswered.map((r) => r.reference);
      const atMidtrans = orphans.filter((reference) => midtrans.transactions.has(reference));
      // Their time to be paid runs out: reconciliation stops each at Midtrans and lets it expire.
      await pool.query(
        `update payments set created_at = created_at - interval '2 hours'
        where status = 'pending' and reference = any($1)`,
        [orphans],
      );
      const expireMs = await until('every cut-off donation ended', 60_000, async () => {
        const { rows } = await pool.query<{ open: string }>(
          `select count(*) as open from donations where reference = any($1) and status = 'pending'`,
          [orphans],
        );
        return Number(rows[0]!.open) === 0;
      });

      const { rows } = await pool.query<{
        reference: string;
        status: string;
        payment: string;
        payments: string;
        pays: string;
        mails: string;
      }>(
        `select d.reference, d.status,
          (select p.status from payments p where p.donation_id = d.id order by p.id desc limit 1) as payment,
          (select count(*) from payments p where p.donation_id = d.id) as payments,
          (select count(*) from workflow_transitions w
            where w.resource = 'donation-detail' and w.record_id = d.id and w.transition = 'pay') as pays,
          coalesce(m.mails, 0) as mails
        from donations d
        left join (
          select substring(text_body from 'DON-[0-9]{4}-[0-9]{6}') as reference, count(*) as mails
          from mail_outbox where subject = $2 group by 1
        ) m on m.reference = d.reference
        where d.id >= $1`,
        [firstId, receiptSubject],
      );
      const by = new Map(
        rows.map((r) => [
          r.reference,
          {
            status: r.status,
            payment: r.payment,
            payments: Number(r.payments),
            pays: Number(r.pays),
            mails: Number(r.mails),
          },
        ]),
      );
      const statuses = (refs: string[]) => {
        const tally: Record<string, number> = {};
        for (const ref of refs) {
          const status = by.get(ref)?.status ?? 'missing';
          tally[status] = (tally[status] ?? 0) + 1;
        }
        return tally;
      };

      console.log(
        [
          `Flood of ${donationCount} donations (${concurrency} at a time) in ${(floodMs / 1000).toFixed(1)} s`,
          `  crashes (kill -9, answered donations when killed, ms until serving again): ${crashes
            .map((c) => `${c.at} → ${c.downMs} ms`)
            .join(', ')}`,
          `  donations answered ${answered.size}, forms sent again ${counts.donationRetries}, cut off by a crash ${orphans.length} (${atMidtrans.length} had reached Midtrans)`,
          `  Midtrans: settled ${settled.length}, declined ${declined.length}, left pending ${waiting.length}`,
          `  notifications: sent ${counts.notificationsSent} (forged ${counts.forged}), sent again ${counts.notificationRetries}, donations whose every notification was lost ${counts.dropped}`,
          `  reconciliation done ${(reconcileMs / 1000).toFixed(1)} s after the flood; cut-off donations ended ${(expireMs / 1000).toFixed(1)} s after their time ran out`,
          `  end states: settled ${JSON.stringify(statuses(settled))}, declined ${JSON.stringify(statuses(declined))}, pending ${JSON.stringify(statuses(waiting))}, cut off ${JSON.stringify(statuses(orphans))}`,
        ].join('\n'),
      );

      expect(serverErrors).toEqual([]);
      expect(crashes).toHaveLength(crashesAt.length);
      expect(rows).toHaveLength(answered.size + orphans.length);
      for (const ref of settled)
        expect({ ref, ...by.get(ref) }).toEqual({
          ref,
          status: 'paid',
          payment: 'paid',
          payments: 1,
          pays: 1,
          mails: 1,
        });
      for (const ref of declined)
        expect({ ref, ...by.get(ref) }).toEqual({
          ref,
          status: 'failed',
          payment: 'failed',
          payments: 1,
          pays: 0,
          mails: 0,
        });
      for (const ref of waiting)
        expect({ ref, ...by.get(ref) }).toEqual({
          ref,
          status: 'pending',
          payment: 'pending',
          payments: 1,
          pays: 0,
          mails: 0,
        });
      for (const ref of orphans) {
        const row = by.get(ref)!;
        expect({ ref, pays: row.pays, mails: row.mails, payments: row.payments }).toEqual({
          ref,
          pays: 0,
          mails: 0,
          payments: 1,
        });
        expect(['failed', 'expired']).toContain(row.status);
        expect(row.payment).toBe(row.status);
      }
      // Paid in the ledger exactly when the donation is paid, and paid only when Midtrans settled it.
      for (const [ref, row] of by)
        expect({ ref, paid: row.payment === 'paid' }).toEqual({ ref, paid: row.status === 'paid' });
      const paid = [...by].filter(([, row]) => row.status === 'paid').map(([ref]) => ref);
      expect(paid.sort()).toEqual([...settled].sort());
    }, 240_000);
  },
);
