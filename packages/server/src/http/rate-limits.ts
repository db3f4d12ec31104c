import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import { apiMessage, type Lang } from '@rimba/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** The 429 messages, each naming the seconds to wait. */
export type TooManyKey = 'tooManyRequests' | 'tooManyLogins' | 'accountLocked' | 'uploadRateLimited';

/**
 * A 429 for a limit that ends in `afterMs`: its message names the whole seconds to wait, and the answer
 * sends the same number as `Retry-After` (see error-handler.ts).
 */
export function tooMany(lang: Lang, afterMs: number, key: TooManyKey = 'tooManyRequests'): HttpError {
  const seconds = Math.max(1, Math.ceil(afterMs / 1000));
  return new HttpError(429, apiMessage(key, lang, { seconds }), undefined, undefined, seconds);
}

/**
 * A limit a handler checks itself (after choosing what to count, or before its own work): each call counts
 * one, and a call past the limit throws the 429 of `tooMany`.
 */
export function requestLimit(
  app: FastifyInstance,
  options: CreateRateLimitOptions,
  key: TooManyKey = 'tooManyRequests',
): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit(options);
  return async (request) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(request.lang, result.ttl, key);
  };
}
