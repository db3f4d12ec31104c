import { users } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { userHooks } from './hooks.js';
import { userMails } from './mails.js';

export const usersPart = serverPart(users, {
  hooks: userHooks,
  mails: userMails,
  migrations: {
    // The zone a user reads times in; null: their browser's own.
    '2026-11-23_users_time_zone': ['alter table users add column time_zone varchar(64)'],
    // Where staff reach the user; each user keeps their own (PUT /api/me/preferences).
    '2026-12-03_users_phone': ['alter table users add column phone varchar(30)'],
  },
});
