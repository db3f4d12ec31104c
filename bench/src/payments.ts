import { fileURLToPath } from 'node:url';
import { buildApp } from '@rimba/server';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../packages/server/src/config.js';
import type { DbKind } from '../../packages/server/src/db/connection.js';
import { MidtransTestServer } from '../../packages/server/test/support/providers/midtrans.js';
import type { BenchDatabase } from './databases.js';
import { type Call, type Measurement, measure, warmUpSeconds } from './load.js';

const distinctAddress = fileURLToPath(new URL('./distinct-address.cjs', import.meta.url));
const nextBody = fileURLToPath(new URL('./next-body.cjs', import.meta.url));
const serverKey = 'SB-Mid-server-bench-key';
const receiptSubject = 'Terima kasih atas donasi Anda';
/** Donors of the donation form, in turn: a donor who gave before is looked up and updated. */
const donors = 1000;

export interface PaymentRun {
  endpoint: 'donation' | 'notification';
  connections: number;
  measurement: Measurement;
  /** Notifications: the donations of the run's batch, and how many its settlements made paid. */
  donations?: number;
  applied?: number;
}

export interface PaymentsResult {
  /** Donations the donation runs created (warm-ups too), whose settlements the notification runs send. */
  created: number;
  runs: PaymentRun[];
}

/**
 * The donation form as the site sends it, from a donor of their own, in turn; each request from an address
 * of its own.
 */
function donationCalls(methodId: number): Call[] {
  return Array.from({ length: donors }, (_, i) => ({
    method: 'POST',
    path: '/api/public/donation',
    headers: { 'content-type': 'application/json', 'accept-language': 'id' },
    body: JSON.stringify({
      name_sponsor: `Donatur Bench ${i}`,
      email: `donatur.bench.${i}@example.id`,
      phone: '081234567890',
      comment: 'Semoga tumbuh',
      qty_tree: 1 + (i % 10),
      payment_method_id: methodId,
    }),
    setupRequest: distinctAddress,
  }));
}

/** How many notifications later Midtrans sends a settlement's notification again: beyond those under way. */
const repeatAfter = 64;

/**
 * One call that sends the settlement notifications of `references` in turn over all connections, each
 * twice, as Midtrans repeats them: half the calls apply a settlement, half are answered as repeats, until
 * the batch is through and every call is a repeat.
 */
function notificationCall(midtrans: MidtransTestServer, references: string[]): Call {
  const bodies = references.map((reference) => JSON.stringify(midtrans.notificationFor(reference)));
  const twice: string[] = [];
  for (let i = 0; i < bodies.length + repeatAfter; i++) {
    if (i < bodies.length) twice.push(bodies[i]!);
    if (i >= repeatAfter && i - repeatAfter < bodies.length) twice.push(bodies[i - repeatAfter]!);
  }
  return {
    method: 'POST',
    path: '/api/public/payments/midtrans/notification',
    headers: { 'content-type': 'application/json', 'user-agent': 'Veritrans' },
    bodies: twice,
    setupRequest: nextBody,
  };
}

/** What the ledger holds for a batch: paid donations, their 'pay' transitions and their receipts. */
async function ledgerOf(
  database: BenchDatabase,
  references: string[],
): Promise<{ paid: number; pays: number; receipts: number }> {
  const [row] = await database.sendSql(
    `select
        (select count(*) from donations d join payments p on p.donation_id = d.id
          where d.reference = any($1) and d.status = 'paid' and p.status = 'paid') as paid,
        (select count(*) from workflow_transitions w join donations d on d.id = w.record_id
          where w.resource = 'donation-detail' and w.transition = 'pay' and d.reference = any($1)) as pays,
        (select count(*) from mail_outbox
          where subject = $2 and substring(text_body from 'DON-[0-9]{4}-[0-9]{6}') = any($1)) as receipts`,
    [references, receiptSubject],
  );
  return { paid: Number(row?.paid), pays: Number(row?.pays), receipts: Number(row?.receipts) };
}

/** Splits `items` into consecutive parts sized in the proportion of `weights`. */
function split<T>(items: T[], weights: number[]): T[][] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let start = 0;
  return weights.map((w, i) => {
    const end = i === weights.length - 1 ? items.length : start + Math.floor((items.length * w) / total);
    const part = items.slice(start, end);
    start = end;
    return part;
  });
}

/**
 * The money path: a Rimba server whose card provider is a local Midtrans (the test suite's, speaking
 * Midtrans' API on loopback, in this process), with a card method and a tree price of its own. Measures the
 * donation form (validation, sponsor, numbering, ledger, and the Snap transaction created at Midtrans),
 * then Midtrans' notifications settling the donations those runs made, each sent twice: the first applies
 * the settlement, the second is answered as a repeat.
 */
export async function benchPayments(
  database: BenchDatabase,
  dbKind: DbKind,
  dataDir: string,
  connections: number[],
  seconds: number,
  closers: (() => Promise<unknown>)[],
  onRun: (run: PaymentRun) => void,
): Promise<PaymentsResult> {
  const [method] = await database.sendSql(
    `insert into payment_methods (payment_name, payment_name_en, provider, active)
      values ('Kartu Kredit & Transfer Bank', 'Credit Card & Bank Transfer', 'card', true) returning id`,
    [],
  );
  await database.sendSql('insert into donation_settings (amount_idr, idr_per_usd) values (15000, 16000)', []);
  const midtrans = new MidtransTestServer({ serverKey });
  const midtransUrl = await midtrans.start();
  closers.push(() => midtrans.stop());
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'silent',
    // Each donation comes from an address of its own through a proxy, as the donation limit is per address.
    TRUST_PROXY: '1',
    MIDTRANS_SERVER_KEY: serverKey,
    MIDTRANS_CLIENT_KEY: 'SB-Mid-client-bench-key',
    MIDTRANS_SNAP_URL: midtransUrl,
    MIDTRANS_API_URL: midtransUrl,
  });
  const rimba: FastifyInstance = await buildApp({ config, db: database.db, dbKind, logger: false });
  closers.push(() => rimba.close());
  const url = await rimba.listen({ port: 0, host: '127.0.0.1' });

  const runs: PaymentRun[] = [];
  const calls = donationCalls(Number(method?.id));
  for (const count of connections) {
    const measurement = await measure({ url, calls, headers: {}, connections: count }, seconds);
    const run: PaymentRun = { endpoint: 'donation', connections: count, measurement };
    runs.push(run);
    onRun(run);
  }

  // The payers pay: every donation the runs made is settled at Midtrans, which tells the server.
  const references = [...midtrans.transactions.keys()];
  for (const reference of references) midtrans.settle(reference);
  const batches = split(
    references,
    connections.flatMap(() => [warmUpSeconds(seconds), seconds]),
  );
  for (const [i, count] of connections.entries()) {
    const [warmUp = [], batch = []] = batches.slice(i * 2, i * 2 + 2);
    const load = (refs: string[]) => ({
      url,
      calls: [notificationCall(midtrans, refs)],
      headers: {},
      connections: count,
    });
    const measurement = await measure(load(batch), seconds, load(warmUp));
    const ledger = await ledgerOf(database, batch);
    const run: PaymentRun = {
      endpoint: 'notification',
      connections: count,
      measurement,
      donations: batch.length,
      applied: ledger.paid,
    };
    runs.push(run);
    onRun(run);
    if (ledger.pays !== ledger.paid || ledger.receipts !== ledger.paid) {
      console.warn(
        `  warning: ${ledger.paid} donations paid, with ${ledger.pays} 'pay' transitions and ${ledger.receipts} receipts`,
      );
    }
  }
  return { created: references.length, runs };
}
