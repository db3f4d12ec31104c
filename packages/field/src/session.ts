import type { Lang } from '@rimba/core';
import { call, messageOf } from './api';
import { db, type Session } from './db';
import { say, texts } from './texts';

/**
 * Logs in with `POST /api/login` and keeps the token on the device. After an expired token the same
 * user logs in again (`sameUser`): another account's log-in would send this device's queue as them, so it
 * is refused here. Answers the error message, or nothing when logged in.
 */
export async function logIn(
  username: string,
  password: string,
  lang: Lang,
  sameUser?: Session,
): Promise<string | undefined> {
  const outcome = await call('/login', { method: 'POST', lang, json: { username, password } });
  if ('network' in outcome) return say(texts.loginOffline, lang);
  const body = outcome.body as { token?: string; user?: Session['user'] } | null;
  if (outcome.status !== 200 || !body?.token || !body.user) return messageOf(body) ?? String(outcome.status);
  if (sameUser && sameUser.user.id !== body.user.id) return say(texts.expired, lang);
  await db.sessions.put({ key: 'session', token: body.token, username, user: body.user });
  return undefined;
}

/** Logs out: the token is revoked when the server can be reached; the device's queue stays. */
export async function logOut(session: Session, lang: Lang): Promise<void> {
  await call('/logout', { method: 'POST', token: session.token, lang });
  await db.sessions.delete('session');
}
