import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
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
    const dirs = { admin: path.join(root, 'admin'), site: path.join(root, 'site') };
    for (const [name, dist] of Object.entries(dirs)) {
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
      await writeFile(path.join(dist, 'assets', 'app-abc123.js'), `console.log('${name}')`);
    }
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
      for (const url of ['/assets/missing.js', '/admin/assets/missing.css']) {
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
