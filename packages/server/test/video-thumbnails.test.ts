import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './support/server.js';

type Video = { id: number; url_video_gallery: string; thumbnail: { url: string; filename: string } | null };

/**
 * The video hosts as the server sees them: a local HTTP server answering YouTube's still address and
 * Vimeo's oEmbed call. `answer` says what it does with a video: serve its still, fail, or send too much.
 */
async function videoHost() {
  const still = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  const answer = new Map<string, 'still' | 'fail' | 'huge'>();
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    asked.push(path);
    const id = /^\/vi\/([^/]+)\/hqdefault\.jpg$/.exec(path)?.[1] ?? /^\/still\/(\d+)\.jpg$/.exec(path)?.[1];
    const oembed = /^\/api\/oembed\.json\?url=https%3A%2F%2Fvimeo\.com%2F(\d+)$/.exec(path)?.[1];
    const what = answer.get(id ?? oembed ?? '') ?? 'fail';
    if (what === 'fail') {
      res.writeHead(404).end();
    } else if (oembed) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'video', thumbnail_url: `${url}/still/${oembed}.jpg` }));
    } else if (what === 'huge') {
      // No length given: the bound holds while the body streams in.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(Buffer.concat([still, Buffer.alloc(3 * 1024 * 1024)]));
    } else {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(still);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return { url, answer, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('video thumbnails kept on our origin', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let host: Awaited<ReturnType<typeof videoHost>>;
  beforeAll(async () => {
    host = await videoHost();
    t = await createTestApp('pglite', {
      VIDEO_THUMBNAIL_YOUTUBE_URL: host.url,
      VIDEO_THUMBNAIL_VIMEO_URL: host.url,
    });
    admin = await login(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  /** Saves a published video, waits for its still, and answers it as the public API does. */
  async function save(url: string, id?: number): Promise<Video> {
    const res = await t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: `/api/video-gallery/${id ? 'update' : 'create'}`,
      headers: admin,
      payload: { id, url_video_gallery: url, description: 'Video uji', published: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.videoThumbnails!.settled();
    const saved = (res.json() as { data: { id: number } }).data.id;
    const list = await t.app.inject({ method: 'GET', url: '/api/public/video-gallery?limit=48' });
    return (list.json() as { data: Video[] }).data.find((v) => v.id === saved)!;
  }

  it('fetches a YouTube still when a video is saved and answers our copy of it', async () => {
    host.answer.set('dQw4w9WgXcQ', 'still');
    const video = await save('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(host.asked).toContain('/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(video.thumbnail?.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: video.thumbnail!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(file.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 480, height: 360, format: 'jpeg' });
  });

  it('finds a Vimeo still through its oEmbed answer', async () => {
    host.answer.set('76979871', 'still');
    const video = await save('https://vimeo.com/76979871');
    expect(host.asked).toContain('/still/76979871.jpg');
    expect(video.thumbnail?.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
  });

  it('saves the video without a still when the host fails or sends more than the bound', async () => {
    host.answer.set('Rk3nJb7vT2c', 'huge');
    expect((await save('https://www.youtube.com/watch?v=Rk3nJb7vT2c')).thumbnail).toBeNull();
    const failed = await save('https://youtu.be/9Xq2LmP4sHw');
    expect(host.asked).toContain('/vi/9Xq2LmP4sHw/hqdefault.jpg');
    expect(failed).toMatchObject({ url_video_gallery: 'https://youtu.be/9Xq2LmP4sHw', thumbnail: null });
  });

  it('replaces the still when the address changes, and drops the old copy', async () => {
    host.answer.set('aaaaaaaaaaa', 'still');
    const first = await save('https://youtu.be/aaaaaaaaaaa');
    const before = first.thumbnail!.url;
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(200);
    host.answer.set('ccccccccccc', 'still');
    const again = await save('https://youtu.be/ccccccccccc', first.id);
    expect(again.thumbnail?.url).toMatch(/^\/uploads\//);
    expect(again.thumbnail?.url).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    // The new video's host fails: the old video's still is not kept for it, nor stored any longer.
    const moved = await save('https://youtu.be/bbbbbbbbbbb', first.id);
    expect(moved.thumbnail).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: again.thumbnail!.url })).statusCode).toBe(404);
  });
});
