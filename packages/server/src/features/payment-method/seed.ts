import type { paymentMethod } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** The two ways to pay: through Midtrans (cards and bank transfer) and through PayPal. */
export async function seedPaymentMethod(seed: SeedContext<typeof paymentMethod>): Promise<void> {
  await seed.insert([
    {
      payment_name: 'Kartu Kredit & Transfer Bank',
      payment_name_en: 'Credit Card & Bank Transfer',
      provider: 'card',
      active: true,
      created_at: new Date(seed.base),
    },
    { payment_name: 'PayPal', provider: 'paypal', active: true, created_at: new Date(seed.base + 60_000) },
  ]);
}
