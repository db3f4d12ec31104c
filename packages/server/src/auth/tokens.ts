import { createHash, randomBytes } from 'node:crypto';
import type { Principal } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Who is calling: the user behind a valid token, with the tasks of their role. */
export interface Caller extends Principal {
  userId: number;
  username: string;
  tokenId: number;
  tokenHash: string;
  tasks: ReadonlySet<string>;
}

const prefix = 'rmb_';

/** Tokens are stored only as their SHA-256: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new random token for a user; answers the token itself, which is never stored. */
export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  ttlHours: number,
  name: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = prefix + randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db
    .insertInto('auth_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), name, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/**
 * The caller behind a token and when the token expires, or null when it is unknown, expired, revoked or
 * its user is inactive.
 */
export async function findCaller(
  db: Kysely<Database>,
  token: string,
): Promise<{ caller: Caller; expiresAt: Date } | null> {
  if (!token.startsWith(prefix) || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id as token_id',
      't.expires_at',
      'u.id as user_id',
      'u.username',
      'u.role_id',
      sql<
        string[]
      >`array(select k.name from role_tasks rt join tasks k on k.id = rt.task_id where rt.role_id = u.role_id)`.as(
        'tasks',
      ),
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    caller: {
      userId: row.user_id,
      username: row.username,
      roleId: row.role_id,
      tokenId: row.token_id,
      tokenHash,
      tasks: new Set(row.tasks),
    },
    expiresAt: new Date(row.expires_at),
  };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).execute();
}
