import { payments } from '@rimba/core';
import { adminPart } from '../modules/part';

export const paymentsAdmin = adminPart(payments, {
  config: {
    // A payment is found by its number and what it pays; the provider's own reference is read in its detail.
    columns: ['reference', 'donation_id', 'order_id', 'provider', 'amount', 'status', 'confirmed_at'],
  },
});
