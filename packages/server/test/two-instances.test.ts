import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaleServer } from '../../../scripts/build-server.mjs';
import { loadConfig } from '../src/config.js';
import { solidPng } from './support/fixtures.js';
import { ServerProcess } from './support/process.js';
import { type S3Server, startS3 } from './support/s3.js';
import {
  createPostgresTestDatabase,
  freePort,
  type TestDatabaseCopy,
  testPasswords,
} from './support/server.js';
import { billing, pathOf } from './support/shop.js';
import { multipartBody } from './support/uploads.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read by their shape in the assertions
type Json = any;

interface Answer {
  status: number;
  json: Json;
  body: Buffer;
  cookie?: string;
}

/** A call to one instance, as a client behind the load balancer sends it to whichever it reaches. */
async function call(
  server: ServerProcess,
  method: string,
  url: string,
  { json, headers = {}, body }: { json?: unknown; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json === undefined ? body : JSON.stringify(json),
    signal: AbortSignal.timeout(20_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    json: type.includes('json') ? JSON.parse(bytes.toString()) : undefined,
    body: bytes,
    cookie: res.headers.getSetCookie()[0]?.split(';')[0],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `done`, every 50 ms; answers how long it took from `since`. */
async function until(what: string, since: number, done: () => Promise<boolean>, timeoutMs = 10_000) {
  while (!(await done())) {
    if (Date.now() - since > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(50);
  }
  return Date.now() - since;
}

/** The JSON log lines a server printed. */
function logLines(server: ServerProcess): Json[] {
  return server.output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}

/** The settings whose delays a user may see between instances, short for the test. */
const delays = { authCacheSeconds: 1, publicCacheSeconds: 1, jobLeaseSeconds: 3, reconcileSeconds: 1 };
/** What a loaded machine may add to a delay: polling, the request itself, a busy event loop. */
const slackMs = 1000;
/** The tile cache reads `tree_map_version` at most every half second (features/trees/tile-cache.ts). */
const tileVersionMs = 500;
const measured: string[] = [];

const png = () => solidPng(1, 1, [45, 106, 79]);
/** A real PNG padded to `bytes` (a decoder stops at its end; the size is what counts). */
const pngOf = (bytes: number) => Buffer.concat([png(), Buffer.alloc(bytes - png().length)]);

afterAll(() => {
  if (measured.length) console.log(`Between two instances:\n  ${measured.join('\n  ')}`);
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)(
  'two instances behind a load balancer, on one PostgreSQL, one Redis and one S3 bucket',
  () => {
    let database: TestDatabaseCopy;
    let s3: S3Server;
    let pool: pg.Pool;
    let a: ServerProcess;
    let b: ServerProcess;
    let bDataDir: string;
    let admin: Record<string, string>;

    beforeAll(async () => {
      // A Redis database of this file's own, emptied: the counters outlive a run, and the upload limit is
      // keyed by the user's id, the same in every copy of the template.
      const redisUrl = new URL(process.env.TEST_REDIS_URL!);
      redisUrl.pathname = '/11';
      const redis = new Redis(redisUrl.toString());
      await redis.flushdb();
      redis.disconnect();

      [database, s3] = await Promise.all([createPostgresTestDatabase(), startS3()]);
      bDataDir = await mkdtemp(path.join(tmpdir(), 'rimba-test-b-'));
      pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
      const env = {
        ...database.env,
        ...(await s3.bucket('rimba-two-instances')),
        DATABASE_URL: database.databaseUrl,
        REDIS_URL: redisUrl.toString(),
        AUTH_CACHE_SECONDS: String(delays.authCacheSeconds),
        PUBLIC_CACHE_SECONDS: String(delays.publicCacheSeconds),
        JOB_LEASE_SECONDS: String(delays.jobLeaseSeconds),
        PAYMENT_RECONCILE_SECONDS: String(delays.reconcileSeconds),
        LOGIN_RATE_LIMIT: '3',
        UPLOAD_QUOTA_MB: '1',
        UPLOAD_RATE_LIMIT: '3',
        // Each round of a leased job is logged at debug level, with the instance that ran it.
        LOG_LEVEL: 'debug',
      };
      // Files go to the shared bucket: B's data folder is empty, A's holds only the template's demo pictures.
      a = new ServerProcess(await freePort(), { ...env, DATA_DIR: database.dataDir });
      b = new ServerProcess(await freePort(), { ...env, DATA_DIR: bDataDir });
      // Bundled once, before both start: two bundlings at once would write one file together.
      await buildStaleServer();
      const started = Date.now();
      await Promise.all([a.start(), b.start()]);
      measured.push(`two instances on a migrated database serving after ${Date.now() - started} ms`);
      const login = await call(a, 'POST', '/api/login', {
        json: { username: 'admin', password: testPasswords.admin },
      });
      expect(login.status).toBe(200);
      admin = { authorization: `Bearer ${login.json.token}` };
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await pool?.end();
      await Promise.all([database?.remove(), s3?.close(), rm(bDataDir, { recursive: true, force: true })]);
    }, 60_000);

    it('takes a token from a login on A on B; a logout on A ends it on A at once and on B within AUTH_CACHE_SECONDS', async () => {
      const login = await call(a, 'POST', '/api/login', {
        json: { username: 'viewer', password: testPasswords.viewer },
      });
      expect(login.status).toBe(200);
      const viewer = { authorization: `Bearer ${login.json.token}` };
      const me = async (server: ServerProcess) =>
        (await call(server, 'GET', '/api/me', { headers: viewer })).status;
      expect(await me(b)).toBe(200);
      expect(await me(a)).toBe(200);
      expect((await call(a, 'POST', '/api/logout', { headers: viewer })).status).toBe(200);
      const loggedOut = Date.now();
      expect(await me(a)).toBe(401);
      const ms = await until('B refuses the token', loggedOut, async () => (await me(b)) === 401);
      measured.push(`logout on A → token refused on B after ${ms} ms (AUTH_CACHE_SECONDS=1)`);
      expect(ms).toBeLessThanOrEqual(delays.authCacheSeconds * 1000 + slackMs);
    });

    it('counts failed logins and uploads on both instances against one limit and one quota', async () => {
      const username = `tak-ada-${Date.now()}`;
      const attempt = async (server: ServerProcess) =>
        (await call(server, 'POST', '/api/login', { json: { username, password: 'salah-sandi' } })).status;
      expect([await attempt(a), await attempt(b), await attempt(a)]).toEqual([401, 401, 401]);
      expect([await attempt(b), await attempt(a)]).toEqual([429, 429]);

      const upload = (server: ServerProcess, content: Buffer) => {
        const { payload, headers } = multipartBody('logo.png', content);
        return call(server, 'POST', '/api/upload?resource=partners&field=file_logo', {
          body: payload,
          headers: { ...headers, ...admin },
        });
      };
      // UPLOAD_QUOTA_MB=1: 600 KB through A, then 600 KB more through B is past it.
      const first = await upload(a, pngOf(600 * 1024));
      expect(first.status).toBe(200);
      const second = await upload(b, pngOf(600 * 1024));
      expect(second.status).toBe(413);
      expect(second.json.message).toBe(
        'Kuota unggahan Anda tidak cukup untuk berkas ini: 0.6 MB dari 1 MB sudah terpakai',
      );
      // UPLOAD_RATE_LIMIT=3 a minute: the third upload (through B) is taken, the fourth is refused on both.
      expect((await upload(b, png())).status).toBe(200);
      expect((await upload(a, png())).status).toBe(429);
      expect((await upload(b, png())).status).toBe(429);

      // The file stored through A is served by B, from the shared bucket.
      const served = await call(b, 'GET', first.json.url);
      expect(served.status).toBe(200);
      expect(served.body.equals(pngOf(600 * 1024))).toBe(true);
    });

    it('shows an edit made through A on B’s public API within PUBLIC_CACHE_SECONDS, and on B’s map tiles within half a second', async () => {
      const faqs = async (server: ServerProcess) => (await call(server, 'GET', '/api/public/faq')).json.data;
      const [faq] = await faqs(b);
      const question = `${faq.question} (diubah ${Date.now()})`;
      const edited = await call(a, 'PUT', '/api/faq/update', {
        json: { id: faq.id, question },
        headers: admin,
      });
      expect(edited.status).toBe(200);
      const editedAt = Date.now();
      expect((await faqs(a))[0].question).toBe(question);
      const faqMs = await until(
        'B shows the edited FAQ',
        editedAt,
        async () => (await faqs(b))[0].question === question,
      );
      measured.push(`FAQ edited on A → shown by B's public API after ${faqMs} ms (PUBLIC_CACHE_SECONDS=1)`);
      expect(faqMs).toBeLessThanOrEqual(delays.publicCacheSeconds * 1000 + slackMs);

      const treesOnTile = async (server: ServerProcess) => {
        const tile = await call(server, 'GET', '/api/public/trees/clusters/0/0/0');
        expect(tile.status).toBe(200);
        return (tile.json.features as { properties: { count: number } }[]).reduce(
          (sum, f) => sum + f.properties.count,
          0,
        );
      };
      const before = await treesOnTile(b);
      const { rows } = await pool.query<{ id: string; qty_trees: number }>(
        'select id, qty_trees from trees order by id limit 1',
      );
      const tree = rows[0]!;
      const moved = await call(a, 'PUT', '/api/trees/update', {
        json: { id: Number(tree.id), qty_trees: tree.qty_trees + 7 },
        headers: admin,
      });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      const movedAt = Date.now();
      const tileMs = await until(
        'B’s tile counts the planted trees',
        movedAt,
        async () => (await treesOnTile(b)) === before + 7,
      );
      measured.push(`tree edited on A → counted in B's map tile after ${tileMs} ms (tile cache: 0.5 s)`);
      expect(tileMs).toBeLessThanOrEqual(tileVersionMs + slackMs);
    });

    it('checks a cart filled on A out on B, paid through A', async () => {
      const product = await call(a, 'POST', '/api/products/create', {
        json: { product_name: `Hadiah dua instans ${Date.now()}`, price: 25_000, stock: 5 },
        headers: admin,
      });
      expect([200, 201]).toContain(product.status);
      const added = await call(a, 'POST', '/api/public/cart/items', {
        json: { product_id: Number(product.json.data.id), qty: 2 },
      });
      expect(added.status).toBe(200);
      const cookie = { cookie: added.cookie! };
      expect((await call(b, 'GET', '/api/public/cart', { headers: cookie })).json.data.count).toBe(2);

      const { rows } = await pool.query<{ id: string }>(
        `select id from payment_methods where provider = 'card' and active order by id limit 1`,
      );
      const order = await call(b, 'POST', '/api/public/billing', {
        json: { ...billing, payment_method_id: Number(rows[0]!.id) },
        headers: cookie,
      });
      expect(order.status, JSON.stringify(order.json)).toBe(201);
      const { checkout, code } = order.json.data;
      const payPage = pathOf(checkout.redirectUrl);
      expect((await call(a, 'GET', payPage)).status).toBe(200);
      const paid = await call(a, 'POST', payPage, {
        body: Buffer.from('choice=pay'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.status).toBeLessThan(400);
      expect(
        (await call(b, 'GET', `/api/public/billing/${code}`, { headers: cookie })).json.data,
      ).toMatchObject({
        status: 'paid',
        stock_state: 'sold',
      });
      expect((await call(a, 'GET', '/api/public/cart', { headers: cookie })).json.data.count).toBe(0);
    });

    it('runs each leased job on one instance only, and moves it to the other once a killed holder’s lease ran out', async () => {
      const job = 'payments-reconcile';
      const instanceOf = (server: ServerProcess) =>
        logLines(server).find((l) => l.msg?.startsWith('Periodic job started'))?.instance as string;
      const ids = new Map([
        [instanceOf(a), a],
        [instanceOf(b), b],
      ]);
      expect(ids.size).toBe(2);
      const holder = async () =>
        (await pool.query<{ holder: string }>('select holder from job_leases where name = $1', [job])).rows[0]
          ?.holder;
      /** Each job's rounds, by the instance that ran them, as the two logs tell. */
      const roundsBy = () => {
        const rounds = new Map<string, Map<string, number>>();
        for (const [id, server] of ids) {
          for (const line of logLines(server)) {
            if (line.msg !== 'Periodic job ran') continue;
            const byInstance = rounds.get(line.job) ?? new Map<string, number>();
            byInstance.set(id, (byInstance.get(id) ?? 0) + 1);
            rounds.set(line.job, byInstance);
          }
        }
        return rounds;
      };

      // While both live, the lease stays with one, which alone runs the rounds (one a second).
      const seen = new Set<string | undefined>();
      for (let i = 0; i < 10; i++) {
        seen.add(await holder());
        await sleep(200);
      }
      expect(seen.size).toBe(1);
      const first = [...seen][0]!;
      expect(ids.has(first)).toBe(true);
      const rounds = roundsBy();
      expect(rounds.get(job)?.get(first)).toBeGreaterThanOrEqual(2);
      for (const [name, byInstance] of rounds)
        expect({ name, instances: byInstance.size }).toEqual({ name, instances: 1 });

      const survivorId = [...ids.keys()].find((id) => id !== first)!;
      const survivor = ids.get(survivorId)!;
      await ids.get(first)!.kill();
      const killedAt = Date.now();
      const takeoverMs = await until(
        `${survivorId} holds the lease`,
        killedAt,
        async () => (await holder()) === survivorId,
        (delays.jobLeaseSeconds + delays.reconcileSeconds) * 1000 + 5_000,
      );
      measured.push(
        `leased job's holder killed → taken over after ${takeoverMs} ms (JOB_LEASE_SECONDS=3, a round a second)`,
      );
      // The lease, renewed every second, had up to JOB_LEASE_SECONDS to run when its holder died; the
      // survivor tries at each of its rounds.
      expect(takeoverMs).toBeLessThanOrEqual(
        (delays.jobLeaseSeconds + delays.reconcileSeconds) * 1000 + slackMs,
      );
      await until(
        'the survivor runs rounds',
        Date.now(),
        async () => (roundsBy().get(job)?.get(survivorId) ?? 0) >= 2,
      );
      const takeover = logLines(survivor).find((l) => l.job === job && l.previous);
      expect(takeover).toMatchObject({ level: 40, instance: survivorId, previous: first });
      // Not before the dead holder's lease ran out, so no round of the survivor overlapped one of its.
      expect(takeover.time).toBeGreaterThan(Date.parse(takeover.previousUntil));
      const firstRound = logLines(survivor).find((l) => l.msg === 'Periodic job ran' && l.job === job);
      expect(firstRound).toMatchObject({ tookOverFrom: first });
      expect((await call(survivor, 'GET', '/api/health')).status).toBe(200);
      expect(() => loadConfig({ JOB_LEASE_SECONDS: '1' })).toThrow(/JOB_LEASE_SECONDS/);
    });
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances started together on an empty database', () => {
  let database: TestDatabaseCopy;
  let pool: pg.Pool;
  let servers: ServerProcess[];

  beforeAll(async () => {
    database = await createPostgresTestDatabase({ empty: true });
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
    // Bundled once, before both start: two bundlings at once would write one file together.
    await buildStaleServer();
    const env = { ...database.env, DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir };
    servers = [new ServerProcess(await freePort(), env), new ServerProcess(await freePort(), env)];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await pool?.end();
    await database?.remove();
  }, 60_000);

  it('migrates and loads the first content once, and both serve', async () => {
    const started = Date.now();
    await Promise.all(servers.map((s) => s.start()));
    measured.push(`two instances on an empty database serving after ${Date.now() - started} ms`);
    for (const server of servers) expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    expect(servers.filter((s) => s.output.includes('Demo content loaded.'))).toHaveLength(1);
    const { rows } = await pool.query<Record<string, string>>(`
      select
        (select count(*) from users where username in ('admin', 'viewer')) as accounts,
        (select count(*) from app_settings where key = 'demo_content') as demo_markers,
        (select count(*) from faqs) as faqs,
        (select count(distinct question) from faqs) as distinct_faqs,
        (select count(*) from roles) as roles,
        (select count(distinct role_name) from roles) as distinct_roles`);
    const counts = rows[0]!;
    expect(Number(counts.faqs)).toBeGreaterThan(0);
    expect(counts).toEqual({
      accounts: '2',
      demo_markers: '1',
      faqs: counts.distinct_faqs,
      distinct_faqs: counts.distinct_faqs,
      roles: counts.distinct_roles,
      distinct_roles: counts.distinct_roles,
    });
    for (const server of servers) {
      const login = await call(server, 'POST', '/api/login', {
        json: { username: 'admin', password: testPasswords.admin },
      });
      expect(login.status).toBe(200);
    }
  }, 150_000);
});
