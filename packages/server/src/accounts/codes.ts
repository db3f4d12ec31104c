import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CodePurpose, Database } from '../db/schema.js';

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A new single-use code for a user: 256 random bits, kept only as its hash. Earlier unused codes of the
 * same purpose stop working, so only the newest mail's link does.
 */
export async function issueCode(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  hours: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .updateTable('account_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_codes')
    .values({
      user_id: userId,
      purpose,
      code_hash: hash(code),
      expires_at: new Date(now.getTime() + hours * 3_600_000),
    })
    .execute();
  return code;
}

/**
 * Uses a code: answers its user when the code is known, of this purpose, unused and unexpired, and marks
 * it used in the same statement, so two requests cannot both use it. Anything else answers null.
 */
export async function useCode(
  db: Kysely<Database>,
  code: string,
  purpose: CodePurpose,
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(code)) return null;
  const codeHash = hash(code);
  const row = await db
    .updateTable('account_codes')
    .set({ used_at: new Date() })
    .where('code_hash', '=', codeHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'code_hash'])
    .executeTakeFirst();
  // The look-up is by hash; the comparison of what was found is constant-time all the same.
  if (!row || !timingSafeEqual(Buffer.from(row.code_hash), Buffer.from(codeHash))) return null;
  return row.user_id;
}
