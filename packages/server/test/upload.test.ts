import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp } from './support/server.js';

const png = () => solidPng(1, 1, [45, 106, 79]);

function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = '----rimbatest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/upload', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp('pglite', { UPLOAD_MAX_MB: '1' });
    auth = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('stores a real image under a generated name and serves it under /uploads', async () => {
    const { payload, headers } = multipart('../../etc/logo.png', png());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(body).toMatchObject({ filename: 'logo.png', mime: 'image/png' });
    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png())).toBe(true);
  });

  it('refuses a text file renamed to .png, whatever its declared type', async () => {
    const { payload, headers } = multipart('evil.png', Buffer.from('<script>alert(1)</script>'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Jenis berkas tidak diizinkan/);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 10)]);
    const { payload, headers } = multipart('big.png', big);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File terlalu besar');
  });

  it('needs a logged-in user and the field named file', async () => {
    const { payload, headers } = multipart('a.png', png());
    expect((await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers })).statusCode).toBe(
      401,
    );
    const wrong = multipart('a.png', png(), 'picture');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: wrong.payload,
      headers: { ...wrong.headers, ...auth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tidak ada berkas yang dikirim (kolom file)');
  });
});
