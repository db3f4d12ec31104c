import { randomUUID } from 'node:crypto';
import { dayIn } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDatabases, createTestApp, login, type TestApp } from './support/server.js';
import { methodIds, Visitor } from './support/shop.js';
import { mailboxBusy, type SmtpReceiver, startSmtp } from './support/smtp.js';

const token = 'metrics-token-for-the-test-0123456789';
const scraper = { authorization: `Bearer ${token}` };

/**
 * One sample line of the text format: a name, optional labels, and a number as Go's ParseFloat reads it
 * (NaN and Inf in any case: prom-client writes `Nan`).
 */
const sampleLine =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*)\})? (-?[0-9.e+-]+|(?:nan|[+-]inf))$/i;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Reads a scrape as Prometheus would: every line a comment (HELP, TYPE) or a sample; every sample of a
 * family with a declared TYPE.
 */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const m = sampleLine.exec(line);
    expect(m, `not a sample line: ${line}`).not.toBeNull();
    const labels = Object.fromEntries(
      [...(m![2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]),
    );
    const name = m![1]!;
    const family = name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(name) || types.has(family), `no TYPE for ${name}`).toBe(true);
    samples.push({ name, labels, value: Number(m![3]) });
  }
  return { samples, types };
}

/** The value of the sample with this name and these labels (among others), or undefined. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}

describe.each(bothDatabases)('GET /api/metrics on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let admin: { authorization: string };

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: scraper });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body).samples;
  };

  beforeAll(async () => {
    // Every mail goes but the viewer's, which the server keeps refusing.
    smtp = await startSmtp((mail) => (mail.to === 'viewer@rimba.example.id' ? mailboxBusy() : undefined));
    t = await createTestApp(kind, {
      METRICS_TOKEN: token,
      SMTP_URL: smtp.url,
      PAYMENT_RECONCILE_AFTER_MINUTES: '0',
    });
    admin = await login(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers 401 without the token or with a wrong one, in the caller’s language', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json().message).toBe(
      'Token metrik tidak ada atau salah: kirim Authorization: Bearer <METRICS_TOKEN>',
    );
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token.slice(0, -1)}x`, 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(
      'The metrics token is missing or wrong: send Authorization: Bearer <METRICS_TOKEN>',
    );
    // A user's login is no metrics token.
    const user = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: admin });
    expect(user.statusCode).toBe(401);
  });

  it('counts a mail the SMTP server refused, and shows it waiting in the outbox', async () => {
    // The demo's own mails go first, so that the viewer's is the only one left.
    await expect
      .poll(async () => value(await scrape(), 'rimba_mail_outbox', { status: 'pending' }), {
        timeout: 10_000,
      })
      .toBe(0);
    expect(value(await scrape(), 'rimba_mail_send_failures_total')).toBe(0);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/request_forgot_password',
      payload: { email: 'viewer@rimba.example.id' },
    });
    expect(forgot.statusCode).toBe(200);
    await expect
      .poll(async () => value(await scrape(), 'rimba_mail_send_failures_total'), { timeout: 10_000 })
      .toBe(1);
    const samples = await scrape();
    expect(value(samples, 'rimba_mail_outbox', { status: 'pending' })).toBe(1);
    expect(value(samples, 'rimba_mail_outbox', { status: 'failed' })).toBe(0);
  });

  it('speaks the Prometheus text format, counts requests by route template, and reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: scraper });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const before = parse(res.body).samples;
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const shown = { method: 'GET', route: '/api/users/:id/show', status: '200' };
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const id of [1, 2])
      await t.app.inject({ method: 'GET', url: `/api/users/${id}/show`, headers: admin });
    await t.app.inject({ method: 'POST', url: '/api/no-such-call' });

    const { samples, types } = parse(
      (await t.app.inject({ method: 'GET', url: '/api/metrics', headers: scraper })).body,
    );
    const counted = (labels: Record<string, string>) =>
      (value(samples, 'rimba_http_requests_total', labels) ?? 0) -
      (value(before, 'rimba_http_requests_total', labels) ?? 0);
    expect(counted(health)).toBe(3);
    expect(counted(shown)).toBe(2);
    expect(counted({ method: 'POST', route: '(unmatched)', status: '404' })).toBe(1);
    // A label holds the route's template, never the URL asked for.
    expect(samples.some((s) => s.labels.route?.startsWith('/api/users/1'))).toBe(false);
    expect(types.get('rimba_http_request_duration_seconds')).toBe('histogram');
    expect(
      value(samples, 'rimba_http_request_duration_seconds_bucket', {
        route: '/api/health',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      samples.filter((s) => s.name === 'rimba_http_request_duration_seconds_bucket').length,
    ).toBeGreaterThan(10);

    expect(value(samples, 'rimba_db_info', { kind })).toBe(1);
    expect(value(samples, 'rimba_db_up')).toBe(1);
    const total = value(samples, 'rimba_db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThanOrEqual(1);
    if (kind === 'pglite') expect(total).toBe(1);
    expect(value(samples, 'rimba_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'rimba_db_pool_connections', { state: 'waiting' })).toBe(0);
    // prom-client's process metrics, on the same registry.
    expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts a pending payment, and those the reconciliation asks after', async () => {
    const before = await scrape();
    const methods = await methodIds(t);
    const res = await new Visitor(t.app).call('POST', '/api/public/donation', {
      name_sponsor: 'Budi Santoso',
      email: 'budi@example.id',
      phone: '081234567890',
      comment: 'Untuk hutan kita',
      qty_tree: 10,
      payment_method_id: methods.card,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await scrape();
    const pending = { provider: 'sandbox' };
    expect(value(after, 'rimba_payments_pending', pending)).toBe(
      (value(before, 'rimba_payments_pending', pending) ?? 0) + 1,
    );
    // PAYMENT_RECONCILE_AFTER_MINUTES is 0 here: every pending payment is asked after.
    expect(value(after, 'rimba_payments_pending_reconciliation')).toBe(
      value(after, 'rimba_payments_pending', pending),
    );
  });

  it('counts field reports synced from devices by outcome, and the reports awaiting verification', async () => {
    const { rows } = await sql<{ id: number }>`select id from gardens order by id limit 1`.execute(t.db);
    const report = {
      garden_id: Number(rows[0]!.id),
      report_date: dayIn(new Date()),
      location: { lat: -7.03, lng: 110.49 },
      ph: 6.5,
    };
    const sync = (id: string, body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/report-soil/sync/${id}`, headers: admin, payload: body });
    const before = await scrape();
    const id = randomUUID();
    const first = { base_version: null, data: report, submit: true };
    expect((await sync(id, first)).statusCode).toBe(200);
    expect((await sync(id, first)).json().result).toBe('replayed');
    expect((await sync(id, { base_version: null, data: { ...report, ph: 7 } })).statusCode).toBe(409);
    expect((await sync('NOT-A-UUID', first)).statusCode).toBe(400);
    const after = await scrape();
    const more = (name: string, labels: Record<string, string>) =>
      (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    for (const outcome of ['created', 'replayed', 'conflict', 'refused'])
      expect(more('rimba_field_sync_requests_total', { kind: 'soil', outcome }), outcome).toBe(1);
    expect(more('rimba_field_reports_awaiting_verification', { kind: 'soil' })).toBe(1);
    expect(value(after, 'rimba_field_reports_awaiting_verification', { kind: 'planting' })).toBeTypeOf(
      'number',
    );
  });

  it('counts the rounds of the periodic jobs this instance runs, with when they last ran and how late they are', async () => {
    // Each job runs a first round as the app starts.
    const job = { job: 'payments-reconcile' };
    await expect
      .poll(async () => value(await scrape(), 'rimba_job_runs_total', { ...job, outcome: 'ok' }), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(1);
    const samples = await scrape();
    expect(value(samples, 'rimba_job_run_duration_seconds_count', job)).toBeGreaterThanOrEqual(1);
    const last = value(samples, 'rimba_job_last_run_timestamp_seconds', job)!;
    expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(120);
    expect(value(samples, 'rimba_job_lag_seconds', job)).toBe(0);
  });
});
