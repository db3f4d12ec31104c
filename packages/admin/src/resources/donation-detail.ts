import { donationDetail } from '@rimba/core';
import { adminPart } from '../modules/part';

/** What PayPal charged is kept in US cents; staff read it in dollars, under a label that says so. */
const dollars = (value: unknown) => (value === null || value === undefined ? value : Number(value) / 100);
const inDollars = { id: 'Tagihan (US$)', en: 'Charged (US$)' };

export const donationDetailAdmin = adminPart(donationDetail, {
  config: {
    mode: { filter: 'default' },
    // A donation is found by its number, donor and size; how it was charged is read in its detail.
    columns: ['reference', 'sponsor_id', 'qty_tree', 'amount', 'status', 'paid_at'],
    fields: {
      amount: { list: { type: 'money' }, detail: { type: 'money' } },
      amount_usd: {
        list: { type: 'moneyUsd', transform: dollars, label: inDollars },
        detail: { type: 'moneyUsd', transform: dollars, label: inDollars },
      },
    },
  },
});
