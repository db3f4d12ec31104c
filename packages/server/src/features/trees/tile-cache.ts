import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';

type AnyDb = Kysely<Record<string, Row>>;

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/**
 * Brotli at quality 4, once per answer kept, and a kept answer is sent as it is, without compressing it
 * again for each caller. On map answers quality 4 compresses as tightly as 5 (2,000 farmers: 221 KB of
 * GeoJSON to 23 KB either way) in half the time.
 */
const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/**
 * Answers up to this size are compressed on the main thread: 2,000 farmers (221 KB) in under a
 * millisecond. Handing them to the thread pool, 16 KB at a time, cost twice the CPU and its callbacks
 * more than the compression. Larger ones go to the pool, so that none holds other requests long.
 */
const compressInlineUpTo = 1024 * 1024;

const compressAnswer = (text: string): Promise<Buffer> | Buffer =>
  Buffer.byteLength(text) <= compressInlineUpTo ? brotliCompressSync(text, brotli) : compress(text, brotli);

/**
 * Map answers already made (tiles, the farmers' map, tree codes' places), kept while the trees stay as
 * they are: each is keyed by `tree_map_version`, which every change of the trees bumps (whichever
 * process made it). The version is read again at most every half second, so a change shows within
 * that. Answers are kept compressed, outside the JavaScript heap, and bounded in size (their compressed
 * bytes), oldest out first, so the server's memory stays bounded whatever views are asked for.
 */
export class TileCache {
  private readonly kept = new Map<string, Buffer>();
  private size = 0;
  private version = -1;
  private readAt = 0;
  private reading: Promise<number> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxSize = 32 * 1024 * 1024,
    private readonly versionMs = 500,
  ) {}

  private async currentVersion(): Promise<number> {
    if (Date.now() - this.readAt < this.versionMs) return this.version;
    this.reading ??= (async () => {
      try {
        const row = await (this.db as unknown as AnyDb)
          .selectFrom('tree_map_version')
          .select('version')
          .where('id', '=', 1)
          .executeTakeFirst();
        const version = Number(row?.version ?? 0);
        if (version !== this.version) {
          this.kept.clear();
          this.size = 0;
        }
        this.version = version;
        this.readAt = Date.now();
        return version;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  /** The answer kept under `key`, Brotli-compressed, or the one `make` gives, kept for the next caller. */
  async get(key: string, make: () => Promise<string>): Promise<Buffer> {
    const version = await this.currentVersion();
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    const body = await compressAnswer(await make());
    if (version === this.version && body.length <= this.maxSize) {
      // Two callers may have made the same answer at once: it is counted once.
      this.size += body.length - (this.kept.get(key)?.length ?? 0);
      this.kept.set(key, body);
      for (const [oldest, answer] of this.kept) {
        if (this.size <= this.maxSize) break;
        this.kept.delete(oldest);
        this.size -= answer.length;
      }
    }
    return body;
  }
}

/** Whether a request's `Accept-Encoding` takes Brotli (named, or `*`, without `q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return (name === 'br' || name === '*') && !params.some((p) => /^q=0(\.0{0,3})?$/.test(p));
  });
}

/**
 * Sends a kept answer: as it is kept to a client that takes Brotli, else decompressed (and then
 * compressed as the client asks, if it does, by the app's compression).
 */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  type: string,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding').type(type);
  if (acceptsBrotli(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'br').send(body);
  }
  return reply.send(await decompress(body));
}
