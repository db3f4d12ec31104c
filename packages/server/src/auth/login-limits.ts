import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '../http/rate-limits.js';
import { failedLoginsMail } from '../mail/templates.js';

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

const addressKey = (request: FastifyRequest) => `login-failures:${request.ip}`;

/**
 * Failed logins from one address, whatever the names tried (one password sprayed over many accounts):
 * past LOGIN_ADDRESS_LIMIT in a quarter hour, the address gets a 429 until the quarter hour ends.
 */
export async function refuseBusyAddress(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { count, ttlMs } = await app.counters.peek(addressKey(request));
  if (count >= app.config.loginAddressLimit) throw tooMany(request.lang, ttlMs, 'tooManyLogins');
}

/** Failed logins on one account from any address; a name that is no account is counted by itself. */
const accountFailuresKey = (request: FastifyRequest, account: LoginAccount | undefined) =>
  `login-account-failures:${account ? `user:${account.id}` : `name:${loginName(request)}`}`;
/** Set after a failure past half of LOGIN_ACCOUNT_LIMIT, for the wait before the account's next attempt. */
const accountWaitKey = (request: FastifyRequest, account: LoginAccount | undefined, failures: number) =>
  `login-account-wait:${accountFailuresKey(request, account)}:${failures}`;
const slowFrom = (limit: number) => Math.max(1, Math.floor(limit / 2));
/** The wait after the n-th failure from half the limit on: one second more each time, at most half a minute. */
const waitMs = (failures: number, limit: number) => Math.min(failures - slowFrom(limit) + 1, 30) * 1000;

/**
 * Failed logins on one account from many addresses: past half of LOGIN_ACCOUNT_LIMIT in a quarter hour each
 * attempt waits a little longer, at the limit the account is locked until the quarter hour ends. A browser
 * that has logged in to the account before is let through, so a guesser cannot lock its owner out.
 */
export async function refuseLockedAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  account: LoginAccount | undefined,
): Promise<void> {
  const limit = app.config.loginAccountLimit;
  const { count, ttlMs } = await app.counters.peek(accountFailuresKey(request, account));
  if (count >= limit) throw tooMany(request.lang, ttlMs, 'accountLocked');
  if (count >= slowFrom(limit)) {
    const wait = await app.counters.peek(accountWaitKey(request, account, count));
    if (wait.count > 0) throw tooMany(request.lang, wait.ttlMs, 'tooManyLogins');
  }
}

export async function countFailedLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  account: LoginAccount | undefined,
): Promise<void> {
  await app.counters.hit(addressKey(request), quarterHour);
  const limit = app.config.loginAccountLimit;
  const { count } = await app.counters.hit(accountFailuresKey(request, account), quarterHour);
  if (count >= slowFrom(limit) && count < limit) {
    await app.counters.hit(accountWaitKey(request, account, count), waitMs(count, limit));
  }
  // Exactly one failure reaches the limit in a window, so the owner hears once of each lock.
  if (count === limit && account) await mailLockedOwner(app, account.id, count);
}

async function mailLockedOwner(app: FastifyInstance, userId: number, failures: number): Promise<void> {
  const user = await app.db
    .selectFrom('users')
    .select(['email', 'fullname', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  const { publicUrl } = app.config.accounts;
  const mail = failedLoginsMail(
    user.lang === 'en' ? 'en' : 'id',
    user.fullname,
    failures,
    quarterHour / 60_000,
    `${publicUrl}/admin/login`,
  );
  await app.mailer.queue(app.db, user.email, mail);
  app.mailer.wake();
}

const deviceCookie = 'rimba_device';
const deviceMs = 30 * 86_400_000;
const deviceToken = /^[A-Za-z0-9_-]{43}$/;
const deviceKey = (userId: number, token: string) =>
  `login-device:${userId}:${createHash('sha256').update(token).digest('hex')}`;

/** Whether this browser logged in to the account within the last 30 days (by its device cookie). */
export async function knownDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  account: LoginAccount | undefined,
): Promise<boolean> {
  const token = request.cookies[deviceCookie];
  if (!account || !token || !deviceToken.test(token)) return false;
  return (await app.counters.peek(deviceKey(account.id, token))).count > 0;
}

/**
 * Remembers the browser of a successful login for the account, by a random HTTP-only cookie. A cookie the
 * account does not know yet is replaced rather than adopted: one planted in the owner's browser (from a
 * sibling domain, say) would otherwise let its planter past the account's lock.
 */
export async function rememberDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  known: boolean,
): Promise<void> {
  const token = known ? request.cookies[deviceCookie]! : randomBytes(32).toString('base64url');
  await app.counters.hit(deviceKey(userId, token), deviceMs);
  reply.setCookie(deviceCookie, token, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.accounts.publicUrl.startsWith('https:') || 'auto',
    maxAge: deviceMs / 1000,
  });
}
