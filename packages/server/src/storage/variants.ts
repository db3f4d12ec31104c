import type { Readable } from 'node:stream';
import { type ImageFormat, type ImageWidth, imageFormatsOf, imageWidths } from '@rimba/core';
import type { Kysely } from 'kysely';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '../db/schema.js';
import { contentTypeOf, type FileStore } from './store.js';

/** The name a copy of a stored picture is kept under, beside its original: `3f…a9.jpg.640.webp`. */
export function variantName(name: string, width: ImageWidth, format: ImageFormat): string {
  return `${name}.${width}.${format}`;
}

/** Every name the copies of a stored picture may be kept under, to remove them with it. */
export function variantNamesOf(name: string): string[] {
  return imageFormatsOf(`/uploads/${name}`).flatMap((format) =>
    imageWidths.map((width) => variantName(name, width, format)),
  );
}

/** A copy as sent: kept in the store, or just made. */
export interface VariantRead {
  body: Readable | Buffer;
  size: number;
}

/** Larger pictures than this are refused on upload; a decoder bomb stored before that stops here too. */
export const maxInputPixels = 50_000_000;
/** Resizing is CPU work: at most this many at once, the rest wait their turn. */
const maxConcurrent = 2;

/** A stored file's bytes, read to the end. */
export async function bufferOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Encodes a picture in a format, with settings that keep photos clear at about a third of a JPEG's size. */
function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpg':
      return image.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
  }
}

/** A picture resized and encoded, upright and without metadata; null when its bytes are no picture. */
async function resized(input: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer | null> {
  try {
    const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return await encode(image, format).toBuffer();
  } catch {
    return null;
  }
}

/**
 * Makes the copies of uploaded pictures when they are first asked for, and keeps them in the store beside
 * their original, so each is made once. A copy is made only of a file the uploads table records, never of
 * a copy; copies asked for at once share one making, and at most two are made at a time. Copies carry no
 * metadata: a phone's photo loses its GPS position and camera details on the way.
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<Buffer | null>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly store: FileStore,
    private readonly db: Kysely<Database>,
  ) {}

  /** A copy of the stored picture `name`, made now if it is not kept yet; null when there is no such picture. */
  async get(name: string, width: ImageWidth, format: ImageFormat): Promise<VariantRead | null> {
    const stored = variantName(name, width, format);
    const kept = await this.store.get(stored);
    if (kept) return kept;
    let made = this.making.get(stored);
    if (!made) {
      made = this.make(name, stored, width, format).finally(() => this.making.delete(stored));
      this.making.set(stored, made);
    }
    const copy = await made;
    return copy && { body: copy, size: copy.length };
  }

  private async make(name: string, stored: string, width: ImageWidth, format: ImageFormat) {
    const upload = await this.db
      .selectFrom('uploads')
      .select('mime')
      .where('url', '=', `/uploads/${name}`)
      .executeTakeFirst();
    if (!upload) return null;
    // The turn is taken before the original is read, so waiting requests hold no picture in memory.
    await this.turn();
    let copy: Buffer | null;
    try {
      const original = await this.store.get(name);
      if (!original) return null;
      copy = await resized(await bufferOf(original.body), width, format);
    } finally {
      this.release();
    }
    if (!copy) return null;
    await this.store.put(stored, copy, contentTypeOf(stored));
    return copy;
  }

  private async turn(): Promise<void> {
    if (this.running < maxConcurrent) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
