import { users } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { userHooks } from './hooks.js';
import { userMails } from './mails.js';
import { seedUsers } from './seed.js';

export const usersPart = serverPart(users, {
  hooks: userHooks,
  mails: userMails,
  seed: seedUsers,
  migrations: {
    // The zone a user reads times in; null: their browser's own.
    '2026-11-23_users_time_zone': ['alter table users add column time_zone varchar(64)'],
    // Where staff reach the user; each user keeps their own (PUT /api/me/preferences).
    '2026-12-03_users_phone': ['alter table users add column phone varchar(30)'],
    // The management unit whose gardens a field officer reaches, with their project's.
    '2026-12-05_users_unit': [
      'alter table users add column unit_id bigint references management_units (id)',
      'create index users_unit_idx on users (unit_id, created_at)',
      'create index users_project_idx on users (project_id, created_at)',
    ],
  },
});
