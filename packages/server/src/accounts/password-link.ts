import type { Kysely } from 'kysely';
import type { AccountsConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/outbox.js';
import { newAccountMail, resetPasswordMail } from '../mail/templates.js';
import { issueCode } from './codes.js';

export interface PasswordLinkUser {
  id: number;
  email: string;
  fullname: string;
  username?: string;
  lang: string;
}

/**
 * Queues, in the caller's transaction, a mail with a single-use link to the reset-password page: for a
 * forgotten password, or for a new account created without one (`newAccount`). Wake the mailer after the
 * commit.
 */
export async function queuePasswordLink(
  db: Kysely<Database>,
  mailer: Mailer,
  accounts: AccountsConfig,
  user: PasswordLinkUser,
  newAccount = false,
): Promise<void> {
  const code = await issueCode(db, user.id, 'reset_password', accounts.resetCodeHours);
  const ts = String(Math.floor(Date.now() / 1000));
  const url = `${accounts.publicUrl}/admin/reset-password?${new URLSearchParams({ code, ts })}`;
  const lang = user.lang === 'en' ? 'en' : 'id';
  const mail = newAccount
    ? newAccountMail(lang, user.fullname, user.username ?? user.email, url, accounts.resetCodeHours)
    : resetPasswordMail(lang, user.fullname, url, accounts.resetCodeHours);
  await mailer.queue(db, user.email, mail);
}
