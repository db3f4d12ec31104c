import { type Lang, pickLang } from '@rimba/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../http/errors.js';
import { CallerCache } from './caller-cache.js';
import { type Caller, findCaller, hashToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    callers: CallerCache;
  }
  interface FastifyRequest {
    lang: Lang;
    /** The caller of a request with a valid bearer token, null without one; a bad token is a 401. */
    caller(): Promise<Caller | null>;
    /** Like caller(), but a request without a token is a 401 too. */
    requireCaller(): Promise<Caller>;
  }
}

const bearer = /^Bearer\s+(\S+)$/i;

/** Decorates every request with its language and a lazy, memoised look-up of its caller. */
export const callerPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('callers', new CallerCache(app.config.authCacheSeconds * 1000));
  const cache = new WeakMap<FastifyRequest, Promise<Caller | null>>();
  app.decorateRequest('lang', 'id');
  app.decorateRequest('caller', function (this: FastifyRequest) {
    let found = cache.get(this);
    if (!found) {
      found = resolve(app, this);
      cache.set(this, found);
    }
    return found;
  });
  app.decorateRequest('requireCaller', async function (this: FastifyRequest) {
    const caller = await this.caller();
    if (!caller) throw httpError(401, 'unauthenticated', this.lang);
    return caller;
  });
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
  });
});

async function resolve(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = bearer.exec(header)?.[1];
  if (!token) throw httpError(401, 'unauthenticated', request.lang);
  const cached = app.callers.get(hashToken(token));
  if (cached) return cached;
  const found = await findCaller(app.db, token);
  if (!found) throw httpError(401, 'unauthenticated', request.lang);
  app.callers.set(found.caller.tokenHash, found.caller, found.expiresAt);
  return found.caller;
}
