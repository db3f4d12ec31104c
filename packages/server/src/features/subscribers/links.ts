import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Lang, localPath } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { storedSecret } from '../../db/secrets.js';

const secretKey = 'subscriber_link_secret';

/** What a subscription's links are made from. */
export interface Subscription {
  id: number;
  email: string;
  lang: string;
}

/**
 * The token of a subscription's links: a keyed hash of its id and address, so that every mail to it,
 * now or later, can carry links that only its owner received, without keeping a token per row.
 */
export async function subscriptionToken(db: Kysely<Database>, row: Subscription): Promise<string> {
  return createHmac('sha256', await storedSecret(db, secretKey))
    .update(`${row.id}:${row.email}`)
    .digest('base64url');
}

/** Whether a token given back is that of the subscription (compared in constant time). */
export async function isSubscriptionToken(
  db: Kysely<Database>,
  row: Subscription,
  token: string,
): Promise<boolean> {
  const expected = Buffer.from(await subscriptionToken(db, row));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The language of a subscription's pages and mails. */
export const subscriptionLang = (row: Subscription): Lang => (row.lang === 'en' ? 'en' : 'id');

/**
 * The site's newsletter page in the subscription's language, with the outcome or the form to show; without
 * `publicUrl`, the path alone (a redirect stays on the host the link was opened on).
 */
export function newsletterPage(publicUrl: string, lang: Lang, query: Record<string, string>): string {
  return `${publicUrl}${localPath('/newsletter', lang)}?${new URLSearchParams(query)}`;
}

/** The links every mail to a subscription carries. */
export async function subscriptionLinks(db: Kysely<Database>, publicUrl: string, row: Subscription) {
  const query = new URLSearchParams({ id: String(row.id), token: await subscriptionToken(db, row) });
  return {
    /** Confirms the subscription and leads to the site's page that says so. */
    confirm: `${publicUrl}/api/public/subscriber/confirm?${query}`,
    /** The site's page that asks to end the subscription (a link opened by a mail scanner ends nothing). */
    unsubscribePage: newsletterPage(publicUrl, subscriptionLang(row), {
      unsubscribe: String(row.id),
      token: query.get('token')!,
    }),
    /** One-click unsubscribing by a mail program (RFC 8058): a POST to it ends the subscription. */
    oneClick: `${publicUrl}/api/public/subscriber/unsubscribe?${query}`,
  };
}
