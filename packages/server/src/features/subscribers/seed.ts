import type { subscribers } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';
import { subscriberDb } from './subscribe.js';

const day = 86_400_000;

/** A few subscriptions in each state, as the footer's box and the mailed links leave them. */
export async function seedSubscribers({ db, base }: SeedContext<typeof subscribers>): Promise<void> {
  const rows = [
    { email: 'sari.wulandari@example.org', status: 'active', lang: 'id', days: 3 },
    { email: 'budi.santoso@example.org', status: 'active', lang: 'id', days: 12 },
    { email: 'emma.clarke@example.com', status: 'active', lang: 'en', days: 20 },
    { email: 'dewi.lestari@example.org', status: 'pending', lang: 'id', days: 40 },
    { email: 'tom.becker@example.com', status: 'unsubscribed', lang: 'en', days: 55 },
  ] as const;
  await subscriberDb({ db })
    .insertInto('subscribers')
    .values(
      rows.map(({ days, ...row }) => {
        const at = new Date(base + days * day);
        return {
          ...row,
          confirmed_at: row.status === 'pending' ? null : new Date(at.getTime() + 3_600_000),
          unsubscribed_at: row.status === 'unsubscribed' ? new Date(at.getTime() + 30 * day) : null,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}
