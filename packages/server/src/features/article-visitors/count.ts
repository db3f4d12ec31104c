import { createHash } from 'node:crypto';
import { type articleVisitors, dayIn, type ValuesOf } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { storedSecret } from '../../db/secrets.js';
import type { OperationContext } from '../../resources/operations.js';
import { countryOfAddress, knownCountry } from './country.js';

/** The tables a visit touches. */
interface VisitTables {
  article_visitors: {
    article_id: number;
    visitor_date: string;
    visitor_location: string;
    visitor_amount: number;
    updated_at?: Date;
  };
  article_visitors_seen: { visit_date: string; article_id: number; visitor: string };
}

/** The server's own salt for visitors' addresses. */
const saltKey = 'article_visitor_salt';

/**
 * Counts one reading of an article: once per visitor, article and day (Jakarta time), in the row of that
 * article, day and country. A visitor is known by a salted hash of their address, kept for the day only.
 */
export async function countVisit(
  ctx: OperationContext,
  values: ValuesOf<typeof articleVisitors>,
  from: { address: string },
): Promise<void> {
  const db = ctx.db as unknown as Kysely<VisitTables & Database>;
  const today = dayIn(new Date());
  const articleId = Number(values.article_id);
  const visitor = createHash('sha256')
    .update(`${await storedSecret(ctx.db, saltKey)}|${from.address}`)
    .digest('hex');
  await db.deleteFrom('article_visitors_seen').where('visit_date', '<', today).execute();
  const first = await db
    .insertInto('article_visitors_seen')
    .values({ visit_date: today, article_id: articleId, visitor })
    .onConflict((oc) => oc.doNothing())
    .returning('visitor')
    .executeTakeFirst();
  if (!first) return;
  // The database answers for the address; the browser's own word counts only for an address it does not know.
  const country =
    (await countryOfAddress(from.address)) ?? knownCountry(values.visitor_location) ?? 'Unknown';
  await db
    .insertInto('article_visitors')
    .values({
      article_id: articleId,
      visitor_date: today,
      visitor_location: country,
      visitor_amount: 1,
    })
    .onConflict((oc) =>
      oc.columns(['article_id', 'visitor_date', 'visitor_location']).doUpdateSet({
        visitor_amount: sql`article_visitors.visitor_amount + 1`,
        updated_at: new Date(),
      }),
    )
    .execute();
}
