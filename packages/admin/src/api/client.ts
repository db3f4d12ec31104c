import { clearSession, readSession } from '../auth/session';
import { currentLang } from '../i18n';

export type FieldErrors = Record<string, string[]>;

/** A failed API call: the HTTP status and the server's `{ message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    /** The whole answer, for calls that say more than a message (a refused login's user). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where the API lives. The built app is served by the API's own server, hence same-origin by default. */
let apiBase = '/api';

/** Points the client at another server, e.g. a test server on a random port. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

export function apiUrl(path: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${apiBase}${path}${qs ? `?${qs}` : ''}`;
}

/** Headers every call carries: the UI language, and the bearer token when logged in. */
export function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang() };
  const token = readSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Turns a failed response into an ApiError. A 401 on a call made with a token means the session is
 * gone (expired or revoked): it is cleared, and the app, which follows the session, shows the login.
 */
export function failure(status: number, body: unknown, hadToken: boolean): ApiError {
  if (status === 401 && hadToken) clearSession();
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  return new ApiError(
    status,
    typeof message === 'string' && message ? message : `HTTP ${status}`,
    errors && typeof errors === 'object' ? (errors as FieldErrors) : {},
    body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
  );
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** Calls the JSON API; resolves to the parsed body, rejects with an ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  if (!response.ok) throw failure(response.status, body, 'Authorization' in headers);
  return body as T;
}
