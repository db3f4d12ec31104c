import type { getInvolved } from '@rimba/core';
import { sql } from 'kysely';
import { getInvolvedMail } from '../../mail/templates.js';
import type { ResourceHooks } from '../../resources/parts.js';

/**
 * Each enquiry is mailed to the foundation: to the email of its first company contact, or to the
 * server's own address when there is none, with answers going to the visitor. The mail is queued in the
 * enquiry's transaction and sent once it has committed.
 */
export const getInvolvedHooks: ResourceHooks<typeof getInvolved> = {
  async afterChange(ctx, row, _values, change) {
    const mailer = ctx.mailer;
    if (change.mode !== 'create' || !mailer) return;
    const { rows } = await sql<{ email: string; category: string | null }>`
      select
        (select email from company_contacts order by id limit 1) as email,
        (select category_getinvolved_name from get_involved_categories
          where id = ${row.category_get_involved_id}) as category`.execute(ctx.db);
    const found = rows[0];
    await mailer.queue(
      ctx.db,
      found?.email ?? mailer.address,
      getInvolvedMail({
        category: found?.category ?? '',
        name: row.get_involved_name ?? '',
        email: row.email ?? '',
        phone: row.phone ?? '',
        country: row.country ?? '',
        question: row.question ?? '',
      }),
      { replyTo: row.email ?? undefined },
    );
    ctx.afterCommit?.(() => mailer.wake());
  },
};
