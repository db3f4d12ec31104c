import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.js';
import type { FileStore } from '../storage/store.js';
import { storedNameOf } from '../storage/store.js';
import { maxInputPixels } from '../storage/variants.js';

declare module '../resources/operations.js' {
  interface Services {
    /** Where uploaded files are kept, for hooks that make files of their own (public copies of photos). */
    files?: FileStore;
  }
}

/** The widest a public copy is kept: the site shows a photo at most this wide. */
const publicWidth = 1920;

/** Where a record's public copies go: the uploads table records them as that record's field. */
export interface CopyTarget {
  resource: string;
  recordId: number;
  field: string;
}

/**
 * Public copies of uploaded photos: each re-encoded as a JPEG at most 1920 pixels wide, turned upright by
 * its EXIF orientation and without any metadata, so a field photo's GPS position, time and camera stay
 * with its original, which only staff see; the copy is stored under a new random name that says nothing
 * of the original's, and recorded as an attached upload of the target. A URL that is no stored picture
 * is passed over. A copy whose record could not be written is removed again, and so are the copies when
 * the transaction they were recorded in rolls back (`onRollback`, a write's), so nothing is left behind.
 */
export async function publicPictureCopies(
  db: Kysely<Database>,
  store: FileStore,
  urls: readonly string[],
  target: CopyTarget,
  onRollback?: (fn: () => Promise<unknown>) => void,
): Promise<string[]> {
  const made: {
    name: string;
    url: string;
    bytes: Buffer;
    width: number;
    height: number;
    filename: string;
  }[] = [];
  try {
    for (const url of urls) {
      const stored = storedNameOf(url);
      const file = stored && (await store.get(stored));
      if (!file) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      const { data, info } = await sharp(Buffer.concat(chunks), { limitInputPixels: maxInputPixels })
        .rotate()
        .resize({ width: publicWidth, withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true })
        .catch(() => ({ data: null, info: null }));
      if (!data || !info) continue;
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      await store.put(name, data, 'image/jpeg');
      const filename = `${target.resource}-${target.recordId}-${made.length + 1}.jpg`;
      made.push({
        name,
        url: `/uploads/${name}`,
        bytes: data,
        width: info.width,
        height: info.height,
        filename,
      });
    }
    if (made.length > 0) {
      await db
        .insertInto('uploads')
        .values(
          made.map((m) => ({
            url: m.url,
            filename: m.filename,
            mime: 'image/jpeg',
            size: m.bytes.length,
            width: m.width,
            height: m.height,
            created_by: null,
            created_at: new Date(),
            attached_at: new Date(),
            resource: target.resource,
            record_id: target.recordId,
            field: target.field,
          })),
        )
        .execute();
    }
  } catch (error) {
    await Promise.all(made.map((m) => store.delete(m.name)));
    throw error;
  }
  if (made.length > 0) onRollback?.(() => Promise.all(made.map((m) => store.delete(m.name))));
  return made.map((m) => m.url);
}
