import { defineResource } from '../resource.js';

/** The payment providers the server has a driver for: Midtrans (cards and bank transfer) and PayPal. */
export const paymentProviders = ['card', 'paypal'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** The ways to pay the site offers: each named for visitors and paid through one provider. */
export const paymentMethod = defineResource({
  name: 'payment-method',
  table: 'payment_methods',
  title: { id: 'Metode Pembayaran', en: 'Payment Methods' },
  menu: { module: 'setting', group: 'donation', path: '/payment-method' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    payment_name: {
      type: 'text',
      label: { id: 'Nama Metode', en: 'Method Name' },
      rules: 'required|max:100',
      searchable: true,
      translate: true,
    },
    provider: {
      type: 'select',
      label: { id: 'Penyedia', en: 'Provider' },
      rules: 'required|max:16',
      options: [
        {
          value: 'card',
          label: { id: 'Kartu & Transfer Bank (Midtrans)', en: 'Card & bank transfer (Midtrans)' },
        },
        { value: 'paypal', label: { id: 'PayPal', en: 'PayPal' } },
      ],
    },
    active: { type: 'boolean', label: { id: 'Aktif', en: 'Active' } },
  },
  public: {
    path: 'donation/payment-method',
    fields: ['id', 'payment_name', 'provider'],
    order: { field: 'id', sort: 'ASC' },
    published: { where: { active: true } },
  },
});
