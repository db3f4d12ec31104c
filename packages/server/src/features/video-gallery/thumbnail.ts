import { randomBytes } from 'node:crypto';
import { type Resource, type VideoRef, videoGallery, videoOf } from '@rimba/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import type { VideoThumbnailConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { field } from '../../payments/http.js';
import { type FileStore, storedNameOf } from '../../storage/store.js';
import { maxInputPixels, variantNamesOf } from '../../storage/variants.js';

declare module '../../resources/operations.js' {
  interface Services {
    videoThumbnails?: VideoThumbnails;
  }
}

/** The width the copy is kept at: the gallery shows a still at most this wide. */
const width = 640;

/**
 * Where a video's still is fetched from: YouTube's picture itself, or Vimeo's oEmbed answer, whose
 * `thumbnail_url` names it.
 */
function sourceOf(video: VideoRef, config: VideoThumbnailConfig): { picture: string } | { oembed: string } {
  if (video.host === 'youtube') return { picture: `${config.youtubeUrl}/vi/${video.id}/hqdefault.jpg` };
  const page = encodeURIComponent(`https://vimeo.com/${video.id}`);
  return { oembed: `${config.vimeoUrl}/api/oembed.json?url=${page}` };
}

/**
 * Keeps a copy of a saved video's still in the uploads store, so the site shows it from our own origin and
 * no page asks the video host for anything before the visitor presses play. The fetch runs after the
 * write has committed, never inside its transaction; when it fails (no answer in time, too large, no
 * picture), the row keeps no still and the site shows its placeholder.
 */
export class VideoThumbnails {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: FileStore,
    private readonly config: VideoThumbnailConfig,
    private readonly log: FastifyBaseLogger,
    /** Told once a copy is recorded: the public answers kept no longer hold. */
    private readonly written: (resource: Resource) => void,
  ) {}

  /** Starts keeping the still of video row `id`, which plays `address`. */
  keep(id: number, address: string): void {
    const job: Promise<void> = this.copy(id, address)
      .catch((error) => this.log.warn({ err: error, video: address }, 'video thumbnail not kept'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves once every still being fetched is kept or given up. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Fetches the still and records it on the row, in place of any copy kept before; a fetch that fails
   * still drops the copy of the video the row played before.
   */
  private async copy(id: number, address: string): Promise<void> {
    const video = videoOf(address);
    if (!video) return;
    const still = await this.still(video).catch((error: unknown) => {
      this.log.warn(
        { err: error, video: address },
        'video thumbnail not fetched; the site shows a placeholder',
      );
      return null;
    });
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    const url = still ? `/uploads/${name}` : null;
    if (still) await this.store.put(name, still.data, 'image/jpeg');
    const replaced = await this.db.transaction().execute(async (trx) => {
      // Only while the row still plays this video: an address changed meanwhile has its own fetch.
      const { rows } = await sql<{ id: number }>`
        update ${sql.table(videoGallery.table)} set thumbnail = ${url}
        where id = ${id} and url_video_gallery = ${address} returning id`.execute(trx);
      if (rows.length === 0) return null;
      const before = await trx
        .deleteFrom('uploads')
        .where('resource', '=', videoGallery.name)
        .where('record_id', '=', id)
        .where('field', '=', 'thumbnail')
        .returning('url')
        .execute();
      if (still && url) {
        await trx
          .insertInto('uploads')
          .values({
            url,
            filename: `${video.id}.jpg`,
            mime: 'image/jpeg',
            size: still.data.length,
            width: still.width,
            height: still.height,
            created_by: null,
            attached_at: new Date(),
            resource: videoGallery.name,
            record_id: id,
            field: 'thumbnail',
          })
          .execute();
      }
      return before.map((b) => b.url);
    });
    if (replaced === null) {
      if (still) await this.store.delete(name);
      return;
    }
    for (const old of replaced) {
      const stored = storedNameOf(old);
      // The old still's resized copies go with it.
      if (stored) await Promise.all([stored, ...variantNamesOf(stored)].map((n) => this.store.delete(n)));
    }
    this.written(videoGallery);
  }

  /** The video's still from its host, re-encoded as a JPEG at most `width` wide without metadata. */
  private async still(video: VideoRef): Promise<{ data: Buffer; width: number; height: number }> {
    const source = sourceOf(video, this.config);
    let pictureUrl: string;
    if ('picture' in source) pictureUrl = source.picture;
    else {
      const answer = JSON.parse((await this.download(source.oembed)).toString('utf8')) as unknown;
      const named = field(answer, 'thumbnail_url');
      if (!named || !/^https?:\/\//.test(named)) throw new Error('the oEmbed answer names no thumbnail');
      pictureUrl = named;
    }
    const { data, info } = await sharp(await this.download(pictureUrl), {
      limitInputPixels: maxInputPixels,
      failOn: 'error',
    })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }

  /** A GET's body, refused when it does not answer 200 in time or is larger than the bound. */
  private async download(url: string): Promise<Buffer> {
    const response = await fetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok || !response.body) throw new Error(`${url} answered HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length'));
    if (declared > this.config.maxBytes)
      throw new Error(`${url} is larger than ${this.config.maxBytes} bytes`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    // Read chunk by chunk through the reader, so the bound stops the download as soon as it is passed.
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > this.config.maxBytes) {
        await reader.cancel();
        throw new Error(`${url} is larger than ${this.config.maxBytes} bytes`);
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks);
  }
}
