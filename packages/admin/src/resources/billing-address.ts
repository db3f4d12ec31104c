import { billingAddress } from '@rimba/core';
import { adminPart } from '../modules/part';

export const billingAddressAdmin = adminPart(billingAddress, {
  config: {
    // An order is found by its number and buyer; its address and method are read in its detail.
    columns: ['invoice_no', 'firstname', 'lastname', 'email', 'total', 'status', 'paid_at'],
  },
});
