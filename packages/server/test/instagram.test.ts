import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstagramFeed } from '../src/instagram/feed.js';
import { createTestApp, type TestApp } from './support/server.js';

/** A loopback server speaking the Graph API's `GET /me/media`, and serving the posts' pictures. */
class FakeGraphApi {
  server: Server | undefined;
  base = '';
  calls: string[] = [];
  failing = false;
  readonly token = 'IGQ-secret-token';
  /** A tiny JPEG's first bytes: enough for a picture passed on as it is. */
  readonly jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.base);
      this.calls.push(url.pathname);
      if (url.pathname === '/me/media') {
        if (this.failing || url.searchParams.get('access_token') !== this.token) {
          response.writeHead(this.failing ? 500 : 400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token', code: 190 } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            data: [
              {
                id: '17895695668004550',
                caption: 'Menanam bakau di Demak',
                media_type: 'IMAGE',
                media_url: `${this.base}/media/1.jpg`,
                permalink: 'https://www.instagram.com/p/abc123/',
              },
              {
                id: '17895695668004551',
                caption: 'Video kebun bibit',
                media_type: 'VIDEO',
                media_url: `${this.base}/media/2.mp4`,
                thumbnail_url: `${this.base}/media/2-thumb.jpg`,
                permalink: 'https://www.instagram.com/p/def456/',
              },
            ],
            paging: { cursors: { before: 'a', after: 'b' } },
          }),
        );
        return;
      }
      if (url.pathname.startsWith('/media/') && url.pathname.endsWith('.jpg')) {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.end(this.jpeg);
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe('Instagram feed', () => {
  const graph = new FakeGraphApi();
  let t: TestApp;
  beforeAll(async () => {
    const base = await graph.start();
    t = await createTestApp('pglite', { INSTAGRAM_TOKEN: graph.token, INSTAGRAM_API_URL: base });
  });
  afterAll(async () => {
    await t?.close();
    await graph.stop();
  });

  it('answers the newest posts through the server, each picture at our own address, never the token', async () => {
    const res = await t.app.inject({ url: '/api/public/instagram' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(graph.token);
    expect(res.body).not.toContain(graph.base);
    expect(res.json().data).toEqual([
      {
        id: '17895695668004550',
        caption: 'Menanam bakau di Demak',
        media_type: 'IMAGE',
        permalink: 'https://www.instagram.com/p/abc123/',
        image: '/api/public/instagram/17895695668004550/image',
      },
      {
        id: '17895695668004551',
        caption: 'Video kebun bibit',
        media_type: 'VIDEO',
        permalink: 'https://www.instagram.com/p/def456/',
        image: '/api/public/instagram/17895695668004551/image',
      },
    ]);

    const picture = await t.app.inject({ url: '/api/public/instagram/17895695668004551/image' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.equals(graph.jpeg)).toBe(true);
    // A video's thumbnail, not the video.
    expect(graph.calls).toContain('/media/2-thumb.jpg');

    const unknown = await t.app.inject({ url: '/api/public/instagram/123/image' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Data tidak ditemukan');
  });

  it('keeps the feed and its pictures: Instagram is asked once however often the blog is read', async () => {
    const before = graph.calls.length;
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: '/api/public/instagram' })).json().data).toHaveLength(2);
      expect((await t.app.inject({ url: '/api/public/instagram/17895695668004551/image' })).statusCode).toBe(
        200,
      );
    }
    expect(graph.calls.length).toBe(before);
  });

  it('has no posts without a token, and none while Instagram fails', async () => {
    const log = t.app.log;
    const settings = { apiUrl: graph.base, cacheSeconds: 3600 };
    const before = graph.calls.length;
    expect(await new InstagramFeed(settings, log).posts()).toEqual([]);
    expect(graph.calls.length).toBe(before);

    graph.failing = true;
    try {
      const failing = new InstagramFeed({ ...settings, token: graph.token }, log);
      expect(await failing.posts()).toEqual([]);
      expect(await failing.image('17895695668004550')).toBeUndefined();
      // A failed call is not repeated at once.
      expect(await failing.posts()).toEqual([]);
      expect(graph.calls.filter((c) => c === '/me/media').length).toBe(
        graph.calls.slice(0, before).filter((c) => c === '/me/media').length + 1,
      );
    } finally {
      graph.failing = false;
    }
  });
});
