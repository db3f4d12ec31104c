import { type ApiMessageKey, apiMessage, type FieldErrors, type Lang } from '@rimba/core';

/** An error with the HTTP status and the message a client sees: `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Further keys of the answer, beside the message (e.g. the user a refused login is about). */
    readonly extra?: Record<string, unknown>,
    /** For a 429: the seconds until the client may try again, sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** An HttpError whose message comes from the API message catalogue in the request's language. */
export function httpError(
  statusCode: number,
  key: ApiMessageKey,
  lang: Lang,
  values: Record<string, string | number> = {},
  errors?: FieldErrors,
): HttpError {
  return new HttpError(statusCode, apiMessage(key, lang, values), errors);
}
