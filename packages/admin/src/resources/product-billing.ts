import { productBilling } from '@rimba/core';
import { adminPart } from '../modules/part';

export const productBillingAdmin = adminPart(productBilling, {
  config: {
    columns: ['invoice_number', 'invoice_date', 'buyer', 'product', 'weight_kg', 'total', 'paid'],
    fields: {
      // Paid or not as admin spec §9 shows it; the total is the server's (weight × price), never a form's.
      paid: { list: { format: 'paid' }, detail: { format: 'paid' } },
      weight_kg: {
        create: { option: { append: { id: 'kg', en: 'kg' } } },
        update: { option: { append: { id: 'kg', en: 'kg' } } },
      },
    },
  },
});
