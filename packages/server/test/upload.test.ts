import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './support/server.js';

/** A real 1×1 PNG, built byte by byte. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x2d, 0x6a, 0x4f]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
