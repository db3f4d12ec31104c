import type { InstagramPost } from '@rimba/core';
import type { FastifyBaseLogger } from 'fastify';
import type { InstagramConfig } from '../config.js';

/** A post of the feed as the Graph API answers it (`GET /me/media`). */
interface GraphMedia {
  id: string;
  caption?: string;
  media_type?: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_url?: string;
  thumbnail_url?: string;
  permalink?: string;
}

/** A post's picture, as fetched once from Instagram. */
export interface InstagramImage {
  type: string;
  bytes: Buffer;
}

/** Posts the site shows. */
export const feedSize = 9;
const timeoutMs = 5_000;
/** A picture larger than this is not passed on. */
const maxImageBytes = 5 * 1024 * 1024;
/** After a failed call, how long the feed stays hidden before Instagram is asked again. */
const retryMs = 5 * 60_000;

const graphId = /^\d{1,30}$/;

/**
 * The foundation's Instagram posts, read through the Graph API with the configured token and kept by this
 * instance for `cacheSeconds` (so a busy blog asks Instagram once an hour, not once a visit), and the
 * pictures of those posts, fetched once each and kept with them. Without a token, or while Instagram fails,
 * the feed is empty and the site hides it. The token never leaves the server.
 */
export class InstagramFeed {
  private kept: { posts: InstagramPost[]; sources: Map<string, string>; until: number } | undefined;
  private pending: Promise<InstagramPost[]> | undefined;
  private readonly images = new Map<string, InstagramImage>();

  constructor(
    private readonly config: InstagramConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The newest posts, or none. */
  async posts(): Promise<InstagramPost[]> {
    if (!this.config.token) return [];
    if (this.kept && this.kept.until > Date.now()) return this.kept.posts;
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** The picture of a post of the current feed, or undefined (unknown post, or Instagram failed). */
  async image(id: string): Promise<InstagramImage | undefined> {
    await this.posts();
    const source = this.kept?.sources.get(id);
    if (!source) return undefined;
    const found = this.images.get(id);
    if (found) return found;
    try {
      const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs) });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !/^image\/(jpeg|png|webp|gif)$/.test(type.split(';')[0]!.trim())) {
        throw new Error(`answered ${response.status} ${type}`);
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > maxImageBytes) throw new Error(`sent ${bytes.length} bytes`);
      const image = { type: type.split(';')[0]!.trim(), bytes };
      this.images.set(id, image);
      return image;
    } catch (error) {
      this.log.warn({ err: error, post: id }, 'An Instagram picture could not be fetched');
      return undefined;
    }
  }

  private async refresh(): Promise<InstagramPost[]> {
    const query = new URLSearchParams({
      fields: 'id,caption,media_url,permalink,media_type,thumbnail_url',
      limit: String(feedSize),
      access_token: this.config.token!,
    });
    try {
      const response = await fetch(`${this.config.apiUrl}/me/media?${query}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the Graph API answered ${response.status}`);
      const body = (await response.json()) as { data?: GraphMedia[] };
      const sources = new Map<string, string>();
      const posts: InstagramPost[] = [];
      for (const media of body.data ?? []) {
        const source = media.media_type === 'VIDEO' ? media.thumbnail_url : media.media_url;
        if (!graphId.test(String(media.id)) || !source || !/^https?:\/\//.test(source)) continue;
        sources.set(media.id, source);
        posts.push({
          id: media.id,
          caption: media.caption ?? '',
          media_type: media.media_type ?? 'IMAGE',
          permalink: media.permalink && /^https:\/\//.test(media.permalink) ? media.permalink : null,
          image: `/api/public/instagram/${media.id}/image`,
        });
        if (posts.length === feedSize) break;
      }
      // Pictures of posts no longer in the feed are let go.
      for (const id of this.images.keys()) if (!sources.has(id)) this.images.delete(id);
      this.kept = { posts, sources, until: Date.now() + this.config.cacheSeconds * 1000 };
      return posts;
    } catch (error) {
      // The message never holds the token: only the status or the network error.
      this.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'The Instagram feed failed',
      );
      this.kept = {
        posts: [],
        sources: new Map(),
        until: Date.now() + Math.min(retryMs, this.config.cacheSeconds * 1000),
      };
      return [];
    }
  }
}
