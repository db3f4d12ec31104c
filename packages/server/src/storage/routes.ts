import { ownImageFormat, parseImageVariant } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ByteRange, contentTypeOf, isStoredName } from './store.js';
import { ImageVariants } from './variants.js';

/**
 * The one byte range asked for by a `Range: bytes=…` header, within a file of `size` bytes: a range, null
 * when the header asks for none we serve (several ranges, another unit: the whole file is sent), or
 * 'unsatisfiable'.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * `GET /uploads/{name}` from the configured store, streamed. Names are random and a file never changes
 * under its name, so it may be cached for a year. Stored files are shown as they are and never run as a
 * page (sandboxed, no sniffing); byte ranges let a browser seek in a video.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  app.route({
    // HEAD is a route of its own: Fastify's automatic one would read the whole file to throw it away.
    method: ['GET', 'HEAD'],
    url: '/uploads/:name',
    schema: {
      tags: ['Files'],
      summary: 'An uploaded file (byte ranges supported)',
      params: Type.Object({ name: Type.String() }),
    },
    handler: async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const { name } = request.params;
      if (!isStoredName(name)) return reply.callNotFound();
      const asked = request.headers.range;
      let range: ByteRange | undefined;
      if (asked || request.method === 'HEAD') {
        const stat = await app.store.stat(name);
        if (!stat) return reply.callNotFound();
        const wanted = rangeOf(asked, stat.size);
        if (wanted === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
        }
        if (request.method === 'HEAD') {
          return headersOf(reply, stat.contentType, stat.size).send();
        }
        if (wanted) {
          range = wanted;
          reply.status(206).header('content-range', `bytes ${wanted.start}-${wanted.end}/${stat.size}`);
        }
      }
      const file = await app.store.get(name, range);
      if (!file) return reply.callNotFound();
      return headersOf(reply, file.contentType, file.size).send(file.body);
    },
  });

  const variants = new ImageVariants(app.store, app.db);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/:name/:variant',
    schema: {
      tags: ['Files'],
      summary:
        'An uploaded picture resized: `{width}.webp` or `{width}.{its own format}`, width 320, 640, 960, ' +
        '1280 or 1920 (never wider than the original)',
      params: Type.Object({ name: Type.String(), variant: Type.String() }),
    },
    handler: async (request: FastifyRequest<{ Params: { name: string; variant: string } }>, reply) => {
      const { name, variant } = request.params;
      const own = isStoredName(name) ? ownImageFormat(`/uploads/${name}`) : null;
      const wanted = own && parseImageVariant(variant, own);
      if (!wanted) return reply.callNotFound();
      const copy = await variants.get(name, wanted.width, wanted.format);
      if (!copy) return reply.callNotFound();
      headersOf(reply, contentTypeOf(variant), copy.size).removeHeader('accept-ranges');
      if (request.method !== 'HEAD') return reply.send(copy.body);
      if (!Buffer.isBuffer(copy.body)) copy.body.destroy();
      return reply.send();
    },
  });
}

function headersOf(reply: FastifyReply, contentType: string, size: number): FastifyReply {
  return reply
    .type(contentType)
    .header('content-length', size)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}
