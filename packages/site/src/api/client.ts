import type { Lang } from '@rimba/core';

/**
 * Where the API lives. Empty means the same origin as the page (the server serves the site, and the
 * Vite dev server proxies /api and /uploads); tests point it at a real server on another port.
 */
let apiBase = '';

export function setApiBase(url: string): void {
  apiBase = url.replace(/\/+$/, '');
}

/** Absolute address of a file the API names by path, such as `/uploads/logo.svg`. */
export function fileUrl(path: string): string {
  return path.startsWith('/') ? `${apiBase}${path}` : path;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's messages by field, when it refused some of the values sent (422). */
    readonly errors: Record<string, string[]> = {},
    /** The rest of the server's answer: what a refusal is about, for the page to offer a way on. */
    readonly answer: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * GET a JSON document from the API in a language. `fresh` asks the browser to check its copy with the
 * server (by its ETag) instead of reusing it while the server's cache lifetime lasts.
 */
export async function getJson<T>(path: string, lang: Lang, signal?: AbortSignal, fresh = false): Promise<T> {
  const response = await fetch(`${apiBase}/api${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
    signal,
    ...(fresh && { cache: 'no-cache' as const }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? `${response.status} ${response.statusText}`);
  }
  return (await response.json()) as T;
}

/**
 * Sends a JSON body (or none) to the API in a language with a method; answers the JSON answer, or throws
 * its message and its messages by field. `credentials` says whether the browser sends its cookies (a cart
 * is kept by one).
 */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  lang: Lang,
  { credentials }: Pick<RequestInit, 'credentials'> = {},
): Promise<T> {
  const response = await fetch(`${apiBase}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Accept-Language': lang,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(credentials && { credentials }),
  });
  const answer = (await response.json().catch(() => null)) as
    | ({ message?: string; errors?: Record<string, string[]> } & T)
    | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      answer?.message ?? `${response.status} ${response.statusText}`,
      answer?.errors ?? {},
      answer ?? {},
    );
  }
  return answer as T;
}

/** POST a JSON body to the API in a language (see `sendJson`). */
export function postJson<T>(
  path: string,
  body: unknown,
  lang: Lang,
  options: Pick<RequestInit, 'credentials'> = {},
): Promise<T> {
  return sendJson<T>('POST', path, body, lang, options);
}
