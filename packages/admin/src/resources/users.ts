import { users } from '@rimba/core';
import { adminPart } from '../modules/part';

/**
 * Approve, reject, deactivate and activate come from the users' declared workflow. Only the super user
 * gives a new user a password or sets another's (the others are mailed a link): the server refuses it,
 * so the form offers the field only then.
 */
export const usersAdmin = adminPart(users, {
  config: {
    // Where a user works is read in the detail.
    columns: ['fullname', 'username', 'email', 'role_id', 'status_code'],
    fields: {
      status_code: { filter: { option: { multiple: true } } },
      // Set by the reject transition, not typed.
      reject_reason: { list: { show: false } },
      password: {
        create: { when: ({ user }) => user?.superUser === true },
        update: { when: ({ user, record }) => !!user && (user.superUser || record?.id === user.id) },
      },
    },
  },
});
