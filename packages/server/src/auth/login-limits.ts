import { apiMessage, type Lang } from '@rimba/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

/** The account a login names, by username or email, case-insensitively. */
export interface LoginAccount {
  id: number;
  password: string;
  status_code: string;
  reject_reason: string | null;
}

const quarterHour = 15 * 60_000;

const loginName = (request: FastifyRequest): string => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
};

const looked = new WeakMap<FastifyRequest, Promise<LoginAccount | undefined>>();

/**
 * The account a login request names, looked up once per request: the limiter keys by it and the handler
 * checks its password. Known and unknown names cost the same one query.
 */
export function loginAccount(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<LoginAccount | undefined> {
  let found = looked.get(request);
  if (!found) {
    const name = loginName(request);
    found = name
      ? app.db
          .selectFrom('users')
          .select(['id', 'password', 'status_code', 'reject_reason'])
          .where((eb) =>
            eb.or([eb(eb.fn('lower', ['username']), '=', name), eb(eb.fn('lower', ['email']), '=', name)]),
          )
          .executeTakeFirst()
      : Promise.resolve(undefined);
    looked.set(request, found);
  }
  return found;
}

/**
 * The key of the per-account limit: one address and one account, whether it is named by its username or
 * its email; a name that is no account is counted by itself, with the same answers.
 */
export function accountKey(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<string> => {
    const account = await loginAccount(app, request);
    return `login:${request.ip}:${account ? `user:${account.id}` : `name:${loginName(request)}`}`;
  };
}

export function tooManyLogins(lang: Lang, afterMs: number) {
  return {
    statusCode: 429,
    message: apiMessage('tooManyLogins', lang, { seconds: Math.max(1, Math.ceil(afterMs / 1000)) }),
  };
}

const addressKey = (request: FastifyRequest) => `login-failures:${request.ip}`;

/**
 * Failed logins from one address, whatever the names tried (one password sprayed over many accounts):
 * past LOGIN_ADDRESS_LIMIT in a quarter hour, the address gets a 429 until the quarter hour ends.
 */
export async function refuseBusyAddress(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { count, ttlMs } = await app.counters.peek(addressKey(request));
  if (count >= app.config.loginAddressLimit) {
    const { statusCode, message } = tooManyLogins(request.lang, ttlMs);
    throw new HttpError(statusCode, message);
  }
}

export async function countFailedLogin(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await app.counters.hit(addressKey(request), quarterHour);
}
