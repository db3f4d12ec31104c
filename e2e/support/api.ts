import type { TestServer } from '@rimba/server/test-support';
import { expect } from 'vitest';

/**
 * The API of a test server, as a client calls it: `api` answers the JSON of a call and fails the test on a
 * refusal; `signIn` answers a user's token, with `password` unless given another.
 */
export function apiOf(server: () => TestServer, password?: string) {
  async function api<T>(path: string, token?: string, method = 'GET', body?: unknown): Promise<T> {
    const res = await fetch(`${server().url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  }
  const signIn = async (username: string, secret = password) =>
    (await api<{ token: string }>('/login', undefined, 'POST', { username, password: secret })).token;
  return { api, signIn };
}
