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
    // The project a registrant names is kept apart from the one that gives reach, which an administrator
    // sets: those never approved keep what they named there, and reach nothing by it.
    '2026-12-07_users_registered_project': [
      'alter table users add column registered_project_id bigint references projects (id)',
      `update users set registered_project_id = project_id, project_id = null
        where status_code in ('email_unverified', 'email_verified', 'rejected') and project_id is not null`,
    ],
  },
});
