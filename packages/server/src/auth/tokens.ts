import { createHash, randomBytes } from 'node:crypto';
import type { Principal } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Who is calling: the user behind a valid token, with the tasks of their role. */
export interface Caller extends Principal {
  userId: number;
  username: string;
  /** The caller's department: a department admin acts on its users only. */
  departmentId: number | null;
  /** The management unit a field officer works in: they reach its gardens. */
  unitId: number | null;
  /** The project a field officer works on: they reach its gardens. */
  projectId: number | null;
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
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      name: 'login',
      expires_at: expiresAt,
      kind: 'session',
    })
    .execute();
  return { token, expiresAt };
}

/** A new random token: 256 bits, recognisable by its prefix. */
export function newToken(): string {
  return prefix + randomBytes(32).toString('base64url');
}

/**
 * The caller behind a token and when the token expires, or null when it is unknown, expired, revoked or
 * its user is not (or no longer) approved.
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
      'u.department_id',
      'u.unit_id',
      'u.project_id',
      sql<
        string[]
      >`array(select k.name from role_tasks rt join tasks k on k.id = rt.task_id where rt.role_id = u.role_id)`.as(
        'tasks',
      ),
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.status_code', '=', 'approved')
    .executeTakeFirst();
  if (!row) return null;
  return {
    caller: {
      userId: row.user_id,
      username: row.username,
      roleId: row.role_id,
      departmentId: row.department_id,
      unitId: row.unit_id,
      projectId: row.project_id,
      tokenId: row.token_id,
      tokenHash,
      tasks: new Set(row.tasks),
    },
    expiresAt: new Date(row.expires_at),
  };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Revokes every live token of a user, but the one given (the caller's own, when it is kept); answers how
 * many it revoked.
 */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: number,
  keepTokenId?: number,
): Promise<number> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keepTokenId !== undefined, (q) => q.where('id', '<>', keepTokenId!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
