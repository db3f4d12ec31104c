import { users } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { userHooks } from './hooks.js';
import { userMails } from './mails.js';

export const usersPart = serverPart(users, { hooks: userHooks, mails: userMails });
