import type { Lang } from '@rimba/core';

/** What one call to the server came to: an answer with its status and body, or no answer at all. */
export type Outcome = { network: true } | { status: number; body: unknown };

/** How long one call may take before it counts as lost (a weak signal): the work is retried later. */
const timeoutMs = 30_000;

/**
 * One call to the API. Never throws: a network failure or a timeout is `{ network: true }`, any answer is
 * its status and JSON body, so the sync decides on values (see sync-decisions.ts).
 */
export async function call(
  path: string,
  options: { method?: string; token?: string | undefined; lang: Lang; json?: unknown; form?: FormData },
): Promise<Outcome> {
  const headers: Record<string, string> = { 'Accept-Language': options.lang, Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { network: true };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // A proxy's error page, or an answer cut off: the status still says what happened.
    if (response.ok) return { network: true };
  }
  return { status: response.status, body: parsed };
}

/** The server's message in an answer's body, if it has one. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}
