import { apiTokens } from '@rimba/core';
import { adminPart } from '../modules/part';

// One's own tokens: the owner and the kind are always oneself and personal.
export const apiTokenAdmin = adminPart(apiTokens, {
  config: {
    fields: {
      user_id: { list: { show: false }, detail: { show: false }, filter: { show: false } },
      kind: { list: { show: false }, detail: { show: false }, filter: { show: false } },
    },
  },
});
