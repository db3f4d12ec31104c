import { discount } from '@rimba/core';
import { adminPart } from '../modules/part';

export const discountAdmin = adminPart(discount, {
  config: {
    // A code's worth, its end and whether it still applies.
    columns: ['code', 'kind', 'amount', 'percent', 'valid_until', 'used_count', 'active'],
  },
});
