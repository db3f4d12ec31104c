import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPictureCopies } from '../src/uploads/public-copies.js';
import { phonePhoto } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/server.js';

describe('public copies of field photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('stores each photo again without its GPS position, under a name unlike the original’s, as an attached upload', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('RimbaPhone');
    await t.app.store.put('0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg', original, 'image/jpeg');
    await t.app.store.put('notapicture.pdf', Buffer.from('%PDF-1.4 nothing'), 'application/pdf');

    const copies = await publicPictureCopies(
      t.db,
      t.app.store,
      ['/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg', '/uploads/notapicture.pdf', '/uploads/missing.jpg'],
      { resource: 'report-growth', recordId: 42, field: 'public_photos' },
    );
    expect(copies).toHaveLength(1);
    const [copy] = copies as [string];
    expect(copy).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(copy).not.toContain('0f1e2d3c4b5a69788796a5b4c3d2e1f0');

    const served = await t.app.inject({ url: copy });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('RimbaPhone'))).toBe(false);
    expect(meta.width).toBe(1920);

    const recorded = await t.db
      .selectFrom('uploads')
      .select(['resource', 'record_id', 'field', 'mime', 'width'])
      .where('url', '=', copy)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({
      resource: 'report-growth',
      record_id: 42,
      field: 'public_photos',
      mime: 'image/jpeg',
      width: 1920,
    });
  });
});
