import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.js';
import type { FileStore } from '../storage/store.js';
import { storedNameOf } from '../storage/store.js';
import { maxInputPixels } from '../storage/variants.js';

/** The widest a public copy is kept: the site shows a photo at most this wide. */
const publicWidth = 1920;

/** Where a record's public copies go: the uploads table records them as that record's field. */
export interface CopyTarget {
  resource: string;
  recordId: number;
  field: string;
}

/** A public copy stored, not yet recorded. */
export interface PublicCopy {
  /** Its name in the store. */
  name: string;
  url: string;
  size: number;
  width: number;
  height: number;
  filename: string;
}

/**
 * Stores public copies of uploaded photos: each re-encoded as a JPEG at most 1920 pixels wide, turned
 * upright by its EXIF orientation and without any metadata, so a field photo's GPS position, time and
 * camera stay with its original, which only staff see; the copy is stored under a new random name that
 * says nothing of the original's. A URL that is no stored picture is passed over. When storing fails
 * part way, the copies already stored are removed again.
 */
export async function storePublicCopies(
  store: FileStore,
  urls: readonly string[],
  target: CopyTarget,
): Promise<PublicCopy[]> {
  const made: PublicCopy[] = [];
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
      made.push({
        name,
        url: `/uploads/${name}`,
        size: data.length,
        width: info.width,
        height: info.height,
        filename: `${target.resource}-${target.recordId}-${made.length + 1}.jpg`,
      });
    }
  } catch (error) {
    await removePublicCopies(store, made);
    throw error;
  }
  return made;
}

/** Removes stored copies that were not recorded. */
export async function removePublicCopies(store: FileStore, copies: readonly PublicCopy[]): Promise<void> {
  await Promise.all(copies.map((c) => store.delete(c.name)));
}

/** Records stored copies as attached uploads of their target. */
export async function recordPublicCopies(
  db: Kysely<Database>,
  copies: readonly PublicCopy[],
  target: CopyTarget,
): Promise<void> {
  if (copies.length === 0) return;
  await db
    .insertInto('uploads')
    .values(
      copies.map((c) => ({
        url: c.url,
        filename: c.filename,
        mime: 'image/jpeg',
        size: c.size,
        width: c.width,
        height: c.height,
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

/**
 * Public copies of uploaded photos (see `storePublicCopies`), recorded as attached uploads of the target;
 * copies whose record could not be written are removed again, so nothing is left behind.
 */
export async function publicPictureCopies(
  db: Kysely<Database>,
  store: FileStore,
  urls: readonly string[],
  target: CopyTarget,
): Promise<string[]> {
  const made = await storePublicCopies(store, urls, target);
  try {
    await recordPublicCopies(db, made, target);
  } catch (error) {
    await removePublicCopies(store, made);
    throw error;
  }
  return made.map((m) => m.url);
}
