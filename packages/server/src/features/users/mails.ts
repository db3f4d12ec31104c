import type { users } from '@rimba/core';
import { approvedMail, rejectedMail } from '../../mail/templates.js';
import type { ServerPart } from '../../resources/parts.js';

const langOf = (lang: string | null) => (lang === 'en' ? 'en' : 'id');

/** The user is told of a decision on their registration, in the language they registered in. */
export const userMails: ServerPart<typeof users>['mails'] = {
  approved: (ctx, row) => ({
    to: row.email ?? '',
    content: approvedMail(
      langOf(row.lang),
      row.fullname ?? '',
      `${ctx.accounts?.publicUrl ?? ''}/admin/login`,
    ),
  }),
  rejected: (_ctx, row, { reason }) => ({
    to: row.email ?? '',
    content: rejectedMail(langOf(row.lang), row.fullname ?? '', reason ?? ''),
  }),
};
