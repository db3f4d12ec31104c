import { ProviderError } from './provider.js';

/** A provider's answer: its HTTP status and its body as JSON (undefined when the body is not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One request to a provider's API. A network failure or a timeout is a `ProviderError` that may be retried;
 * any HTTP answer is handed back for the driver to read, since each provider says "no" differently.
 */
export async function askProvider(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<ProviderAnswer> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${init.timeoutMs} ms`
        : `cannot be reached (${describe(error)})`;
    throw new ProviderError(`${provider} ${reason}`, true);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status, body };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : error.message;
}

/** Whether asking again later may help: the provider failed or asked us to slow down. */
export const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

/** A JSON object's string field, or undefined. */
export function field(value: unknown, name: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'string' ? found : undefined;
}

/** A JSON object's field as an object, or undefined. */
export function child(value: unknown, name: string): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'object' && found !== null && !Array.isArray(found)
    ? (found as Record<string, unknown>)
    : undefined;
}

/** A JSON object's field as an array, or an empty one. */
export function list(value: unknown, name: string): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  const found = (value as Record<string, unknown>)[name];
  return Array.isArray(found) ? found : [];
}

/** The first value of a header, whatever the case of its name (Node lower-cases the names it receives). */
export function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
