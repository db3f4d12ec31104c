import { correctiveActions } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { correctiveActionHooks } from './hooks.js';
import { correctiveActionMails } from './mails.js';
import { correctiveActionsMigration } from './migration.js';

export { CorrectiveActionReminders } from './reminders.js';

export const correctiveActionsPart = serverPart(correctiveActions, {
  hooks: correctiveActionHooks,
  mails: correctiveActionMails,
  migrations: correctiveActionsMigration,
});
