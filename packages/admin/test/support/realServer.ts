import { inject } from 'vitest';
import { saveSession } from '../../src/auth/session';

type Login = { user: Parameters<typeof saveSession>[0]['profile']; token: string; tasks: string[] };

/** One login per user and test file: the tokens stay valid for the file's tests. */
const logins = new Map<string, Promise<Login>>();

async function requestLogin(username: 'admin' | 'viewer'): Promise<Login> {
  const password = inject(username === 'admin' ? 'adminPassword' : 'viewerPassword');
  const response = await fetch(`${inject('apiUrl')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`login as ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Login;
}

/**
 * Logs a demo user in through the real API and stores the session as the login page does (each test
 * starts with a cleared storage, see test/setup.ts). Answers the token.
 */
export async function logIn(username: 'admin' | 'viewer' = 'admin'): Promise<string> {
  let login = logins.get(username);
  if (!login) {
    login = requestLogin(username);
    logins.set(username, login);
    login.catch(() => logins.delete(username));
  }
  const { user, token, tasks } = await login;
  saveSession({ profile: user, permissions: tasks, token });
  return token;
}

/** A JSON call to the real API with a token. */
export async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/api${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return (await response.json()) as T;
}
