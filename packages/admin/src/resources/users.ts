import { users } from '@rimba/core';
import { adminPart } from '../modules/part';

/** Approve, reject, deactivate and activate come from the users' declared workflow. */
export const usersAdmin = adminPart(users, {
  config: {
    fields: {
      status_code: { filter: { option: { multiple: true } } },
      // Set by the reject transition, not typed.
      reject_reason: { list: { show: false } },
    },
  },
});
