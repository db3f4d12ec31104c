import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
export function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate === tag || candidate === `W/${tag}`;
  });
}

/** A strong entity tag of a body: its hash. */
export const entityTag = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * An `onSend` hook for public answers: an `ETag` from the body's hash and a short public cache lifetime;
 * a caller that already has this body gets a 304 without it.
 */
export async function etagged(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = entityTag(payload);
  reply.header('etag', tag);
  reply.header('cache-control', 'public, max-age=60');
  // Texts and labels are answered in the caller's language (beside any other Vary, such as compression's).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  if (!matches(request.headers['if-none-match'], tag)) return payload;
  reply.code(304);
  return '';
}
