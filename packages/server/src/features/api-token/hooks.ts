import { apiMessage, type apiTokens, type FieldErrors, type Lang } from '@rimba/core';
import { sql } from 'kysely';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { OperationContext } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

const yearMs = 366 * 86_400_000;

function expiryErrors(value: unknown, lang: Lang): FieldErrors {
  const at = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  const now = Date.now();
  return at > now && at <= now + yearMs ? {} : { expires_at: [apiMessage('tokenExpiry', lang)] };
}

/** Deleting a token revokes it (the row stays, as a record), and the server forgets it at once. */
export async function revoke(ctx: OperationContext, { id }: { id: number }): Promise<void> {
  const row = await ctx.db
    .updateTable('auth_tokens')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())`, updated_at: new Date() })
    .where('id', '=', id)
    .returning('token_hash')
    .executeTakeFirstOrThrow();
  ctx.afterCommit?.(() => ctx.callers?.evict(row.token_hash));
}

/**
 * A user's own personal tokens: the owner is the caller, the secret is made by the server and answered
 * once; only its hash is kept.
 */
export const apiTokenHooks: ResourceHooks<typeof apiTokens> = {
  check: (ctx, values) => expiryErrors(values.expires_at, ctx.lang),
  beforeChange: (ctx) => {
    const secret = newToken();
    return { user_id: ctx.caller?.userId, kind: 'personal', token_hash: hashToken(secret), secret };
  },
  remove: revoke,
};
