import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { pagePolicy, permissionsPolicy } from '../src/http/security-headers.js';
import { createTestApp, freePort, type TestApp } from './support/server.js';

describe('configuration', () => {
  it('stops on a bad value with a message that names the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^PORT must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^DATABASE_URL must start with postgres:/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/^ADMIN_PASSWORD must be 8 to 64/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/^TRUST_PROXY must be false, a number/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^TRUST_PROXY must be false, a number/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true would let every client/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of/);
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/^METRICS_TOKEN must be at least 24/);
  });

  it('refuses the sandbox payment provider on a public or production server unless PAYMENTS_SANDBOX=true', () => {
    const keys = {
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'hook',
    };
    expect(() => loadConfig({ PUBLIC_URL: 'https://rimba.example.id' })).toThrow(
      /^PAYMENTS_SANDBOX must be true to take card and PayPal payments with the built-in sandbox provider when PUBLIC_URL is an https address/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^PAYMENTS_SANDBOX must be true .* NODE_ENV is production/,
    );
    const { PAYPAL_CLIENT_ID: _, ...midtransOnly } = keys;
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...midtransOnly,
        PAYPAL_CLIENT_SECRET: '',
        PAYPAL_WEBHOOK_ID: '',
      }),
    ).toThrow(/^PAYMENTS_SANDBOX must be true to take PayPal payments/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'false' })).toThrow(/^PAYMENTS_SANDBOX must be true/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(
      /^PAYMENTS_SANDBOX must be true or false/,
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://rimba.example.id', PAYMENTS_SANDBOX: 'true' }).payments.sandbox,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...keys }).payments.sandbox).toBe(false);
    expect(loadConfig({}).payments.sandbox).toBe(true);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, tokenTtlHours: 168, uploadMaxMb: 5, demoContent: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection ended by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('is replaced by the pool: the app goes on answering', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    // The idle connection hears of its end; unheard, its error would end the process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await t.app.inject({ url: '/api/public/faq' });
    expect(res.statusCode).toBe(200);
  });
});

describe('a Redis that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A loopback port that was just closed: every connection attempt is refused.
    t = await createTestApp('pglite', { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => t.close());

  const timed = async (run: () => Promise<{ statusCode: number; json: () => { message?: string } }>) => {
    const started = performance.now();
    const res = await run();
    return { res, ms: performance.now() - started };
  };

  it('is reported by the health check, and the calls that need it answer a quick 503 that says why', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', db: 'pglite', redis: 'unreachable' });

    const login = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'salah-sandi' },
      }),
    );
    expect(login.res.statusCode).toBe(503);
    expect(login.res.json().message).toBe(
      'Layanan ini sedang tidak tersedia karena penyimpanan batas permintaan tidak dapat dijangkau. Coba lagi sebentar lagi.',
    );
    expect(login.ms).toBeLessThan(500);

    const cart = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/cart/items',
        payload: { product_id: 1 },
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(cart.res.statusCode).toBe(503);
    expect(cart.res.json().message).toBe(
      'This service is unavailable for now: the store of request limits cannot be reached. Please try again shortly.',
    );
    expect(cart.ms).toBeLessThan(500);
    // What needs no limit goes on answering.
    expect((await t.app.inject({ url: '/api/public/cart' })).statusCode).toBe(200);
  });
});

describe('serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', db: 'pglite' });
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });

  it('has no metrics route without METRICS_TOKEN', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
  });

  it('answers an unknown /api path with a JSON 404, never the HTML page', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Alamat API tidak ditemukan: /api/does-not-exist' });
  });

  it('answers deep links of each app with that app (history fallback)', async () => {
    const admin = await t.app.inject({ url: '/admin/master/partners?view=list' });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toContain('text/html');
    const site = await t.app.inject({ url: '/about-faq' });
    expect(site.statusCode).toBe(200);
    expect(site.headers['content-type']).toContain('text/html');
    expect(site.body).not.toBe(admin.body);
    const head = await t.app.inject({ method: 'HEAD', url: '/admin/master/partners' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    const post = await t.app.inject({ method: 'POST', url: '/about-faq' });
    expect(post.statusCode).toBe(404);
  });

  it('sends the site’s /login, in either language, to the admin’s log-in page', async () => {
    for (const url of ['/login', '/en/login']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/admin/login');
    }
  });

  it('serves the OpenAPI description of the whole API', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/login',
      '/api/partners/list',
      '/api/faq/{id}/show',
      '/api/banner/update',
      '/api/upload',
      '/api/public/partners',
      '/api/gen-model/{name}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/api/partners/list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'search', 'filters', 'order', 'sort']),
    );
  });
});

describe('built apps', () => {
  it('are served with their assets and cached by hash', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'rimba-apps-'));
    const dirs = {
      admin: path.join(root, 'admin'),
      site: path.join(root, 'site'),
      field: path.join(root, 'field'),
    };
    for (const [name, dist] of Object.entries(dirs)) {
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
      await writeFile(path.join(dist, 'assets', 'app-abc123.js'), `console.log('${name}')`);
    }
    await writeFile(path.join(dirs.field, 'sw.js'), 'self.skipWaiting()');
    await writeFile(path.join(dirs.field, 'manifest.webmanifest'), '{"start_url":"/field/"}');
    const t = await createTestApp('pglite', {}, dirs);
    try {
      const deep = await t.app.inject({ url: '/admin/master/faq' });
      expect(deep.body).toContain('<title>admin</title>');
      expect(deep.headers['cache-control']).toBe('no-cache');
      const asset = await t.app.inject({ url: '/admin/assets/app-abc123.js' });
      expect(asset.body).toBe("console.log('admin')");
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await t.app.inject({ url: '/' })).body).toContain('<title>site</title>');
      expect((await t.app.inject({ url: '/blog/12' })).body).toContain('<title>site</title>');
      expect((await t.app.inject({ url: '/assets/app-abc123.js' })).body).toBe("console.log('site')");
      // The field app: its deep links answer its index.html, its service worker and manifest are
      // revalidated on every load so that a new version reaches the phones.
      const field = await t.app.inject({ url: '/field/queue' });
      expect(field.body).toContain('<title>field</title>');
      expect(field.headers['content-security-policy']).toContain("worker-src 'self'");
      for (const url of ['/field/sw.js', '/field/manifest.webmanifest']) {
        const file = await t.app.inject({ url });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['cache-control'], url).toBe('no-cache');
      }
      expect((await t.app.inject({ url: '/field/assets/app-abc123.js' })).body).toBe("console.log('field')");
      for (const url of ['/assets/missing.js', '/admin/assets/missing.css', '/field/assets/missing.js']) {
        const missing = await t.app.inject({ url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.headers['content-type'], url).toContain('application/json');
      }
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  let t: TestApp;
  let root: string;
  const script = `export const trees = [${Array.from({ length: 400 }, (_, i) => `"pohon ${i}"`).join(', ')}];`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rimba-compressed-'));
    const dirs = { admin: path.join(root, 'admin'), site: path.join(root, 'site') };
    for (const dist of Object.values(dirs)) {
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      await writeFile(
        path.join(dist, 'index.html'),
        `<!doctype html><title>Rimba</title>${'<p>Hutan</p>'.repeat(200)}`,
      );
      await writeFile(path.join(dist, 'assets', 'app-abc123.js'), script);
      // As the build writes them: the strongest compressions, beside the file.
      await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
      await writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script, { level: 9 }));
    }
    t = await createTestApp('pglite', {}, dirs);
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends a built asset compressed as the build wrote it, Brotli first, and plain to who takes neither', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses pages and JSON answers on the way, keeping the public API’s ETag and 304', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Rimba</title>');

    const url = '/api/public/faq?limit=50';
    const plain = await t.app.inject({ url });
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.headers.etag).toBe(plain.headers.etag);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers.vary).toMatch(/accept-language/i);
    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('refuses nothing for an encoding it does not speak, and takes no compressed request body', async () => {
    const odd = await t.app.inject({
      url: '/api/public/faq?limit=50',
      headers: { 'accept-encoding': 'x-zip' },
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['content-encoding']).toBeUndefined();
    const body = zlib.gzipSync(JSON.stringify({ username: 'admin', password: 'x' }));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(login.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rimba-headers-'));
    const dirs = {
      admin: path.join(root, 'admin'),
      site: path.join(root, 'site'),
      siteRenderer: path.join(root, 'entry-server.mjs'),
    };
    for (const [name, dist] of Object.entries(dirs)) {
      if (name === 'siteRenderer') continue;
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      await writeFile(
        path.join(dist, 'index.html'),
        `<!doctype html><html lang="id"><head><title>${name}</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`,
      );
    }
    // A page whose content holds a script, as if the sanitiser had let one through: it must get no nonce.
    await writeFile(
      dirs.siteRenderer,
      `export const sitePages = ['/'];
export async function renderPage() {
  return { html: '<p>$\`<script>alert(1)</script></p>', head: { title: 'Rimba', description: 'Hutan' }, status: 200, lang: 'id', state: {} };
}`,
    );
    t = await createTestApp('pglite', { TRUST_PROXY: '1' }, dirs);
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );

  it('sends every page a strict policy whose nonce only the page’s own scripts carry', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/admin/master/faq']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const policy = directives(res.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(policy['script-src']?.join(' ') ?? '')?.[1];
      expect(nonce, url).toBeTruthy();
      nonces.add(nonce!);
      expect(policy['script-src'], url).not.toContain("'unsafe-inline'");
      expect(policy['script-src'], url).toContain("'self'");
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['base-uri'], url).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['form-action'], url).toEqual(["'self'"]);
      expect(res.body, url).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/`);
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['permissions-policy'], url).toContain('microphone=()');
      expect(res.headers['permissions-policy'], url).toContain('geolocation=(self)');
      expect(res.headers['permissions-policy'], url).toContain('payment=()');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain('<p>$`<script>alert(1)</script></p>');
    expect(nonces.size).toBe(2);
  });

  it('gives the API documentation a policy of its own, and leaves the files’ policy as it is', async () => {
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const policy = directives(docs.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('tells browsers to keep to HTTPS and marks the cart cookie Secure when the request came over HTTPS', async () => {
    const over = (proto: string) => ({ 'x-forwarded-proto': proto, 'content-type': 'application/json' });
    const page = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const cookieOf = async (proto: string, address: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/cart/items',
        headers: over(proto),
        remoteAddress: address,
        payload: { product_id: 1, qty: 1 },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return String(res.headers['set-cookie']);
    };
    expect(await cookieOf('https', '10.70.0.1')).toMatch(/^rimba_cart=[^;]+;.*; Secure/);
    expect(await cookieOf('http', '10.70.0.2')).not.toMatch(/Secure/);
  });

  it('sends the sandbox’s pay page the pages’ policy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/donation',
      payload: {
        name_sponsor: 'Budi',
        email: 'budi@example.id',
        phone: '081234567890',
        comment: 'Hijau',
        qty_tree: 1,
        payment_method_id: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const payPage = new URL(res.json().data.checkout.redirectUrl, 'http://x').pathname;
    const pay = await t.app.inject({ url: payPage });
    expect(pay.body).toContain('DEMO');
    const policy = directives(pay.headers['content-security-policy']);
    expect(policy['script-src']?.[0]).toBe("'self'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);

    // A server that may not use the sandbox keeps no pay page open, not even for its older payments.
    t.config.payments.sandbox = false;
    try {
      const closed = await t.app.inject({ url: payPage });
      expect(closed.statusCode).toBe(404);
      const posted = await t.app.inject({
        method: 'POST',
        url: payPage,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'choice=pay',
      });
      expect(posted.statusCode).toBe(404);
    } finally {
      t.config.payments.sandbox = true;
    }
  });
});

describe('security policies from the configuration', () => {
  it('allow the configured map style and payment providers by name, and nothing else from outside', () => {
    const config = loadConfig({
      MAP_STYLE_URL: 'https://tiles.example.org/styles/satellite.json',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'hook',
    });
    const policy = pagePolicy(config)('abc');
    expect(policy).toContain(
      "script-src 'self' 'nonce-abc' https://app.sandbox.midtrans.com https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com;",
    );
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/tiles\.example\.org https:\/\/app\.sandbox\.midtrans\.com/,
    );
    expect(policy).toMatch(/frame-src [^;]*https:\/\/app\.sandbox\.midtrans\.com https:\/\/www\.paypal\.com/);
    expect(permissionsPolicy(config)).toContain(
      'payment=(self "https://app.sandbox.midtrans.com" "https://www.paypal.com")',
    );
    const offline = pagePolicy(loadConfig({}))('abc');
    expect(offline).toContain("script-src 'self' 'nonce-abc';");
    expect(offline).toContain("connect-src 'self';");
  });
});
