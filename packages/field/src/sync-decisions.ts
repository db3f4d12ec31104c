import { messageOf, type Outcome } from './api';
import type { ServerRow } from './db';

/**
 * What the sync does after one call. Kept apart from the calls so that each answer's meaning is one pure
 * function, tested on its own:
 * - `sent`: the server stored the report (created, updated, or the very same body replayed);
 * - `conflict`: the server's copy changed, or the device id holds another report: show both, let the user choose;
 * - `login`: the token was refused: keep everything, ask for the password, stop this sync;
 * - `refused`: the server will not take it as it is (validation, scope, a locked period): show its message;
 * - `retry`: no answer, a timeout or a server in trouble: leave it waiting, resending is safe.
 */
export type SyncDecision =
  | { kind: 'sent'; row: ServerRow; result: string }
  | { kind: 'conflict'; message: string; current?: ServerRow }
  | { kind: 'login' }
  | { kind: 'refused'; message: string }
  | { kind: 'retry' };

/** Statuses that say "not now" rather than "never": a later send may succeed as it is. */
const transient = new Set([408, 425, 429]);

const isRow = (value: unknown): value is ServerRow =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** What to do with a report after `PUT /api/{resource}/sync/{client_id}` answered. */
export function decideReport(outcome: Outcome, fallbackMessage = ''): SyncDecision {
  if ('network' in outcome) return { kind: 'retry' };
  const { status, body } = outcome;
  if (status === 401) return { kind: 'login' };
  if (status >= 500 || transient.has(status)) return { kind: 'retry' };
  const message = messageOf(body) ?? fallbackMessage;
  if (status === 409) {
    const current = (body as { current?: unknown } | null)?.current;
    return isRow(current) ? { kind: 'conflict', message, current } : { kind: 'conflict', message };
  }
  if (status >= 200 && status < 300) {
    const { data, result } = (body ?? {}) as { data?: unknown; result?: unknown };
    // A success without the stored row is no proof the report is stored: ask again later.
    if (!isRow(data)) return { kind: 'retry' };
    return { kind: 'sent', row: data, result: typeof result === 'string' ? result : 'created' };
  }
  return { kind: 'refused', message };
}

/** What to do with one photo after `GET /api/upload/by-hash/{sha256}` or `POST /api/upload` answered. */
export type PhotoDecision =
  | { kind: 'have'; url: string }
  | { kind: 'upload' }
  | { kind: 'login' }
  | { kind: 'refused'; message: string }
  | { kind: 'retry' };

/**
 * A photo's next step: the server has it (its URL), send it (the server does not know the hash), or, as
 * for a report, ask for the password, give up with the server's message, or try again later.
 */
export function decidePhoto(outcome: Outcome, fallbackMessage = ''): PhotoDecision {
  if ('network' in outcome) return { kind: 'retry' };
  const { status, body } = outcome;
  if (status === 401) return { kind: 'login' };
  if (status === 404) return { kind: 'upload' };
  if (status >= 500 || transient.has(status)) return { kind: 'retry' };
  if (status >= 200 && status < 300) {
    const url = (body as { url?: unknown } | null)?.url;
    return typeof url === 'string' ? { kind: 'have', url } : { kind: 'retry' };
  }
  return { kind: 'refused', message: messageOf(body) ?? fallbackMessage };
}
