import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A token's SHA-256, the form an operator's token is compared in. */
export const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries an operator's token (METRICS_TOKEN, BACKUP_TOKEN) as `Bearer`, given the
 * token's digest. Both sides are hashed first, so the comparison takes the same time whatever the length
 * or content of what was sent.
 */
export function tokenSent(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), expected);
}
