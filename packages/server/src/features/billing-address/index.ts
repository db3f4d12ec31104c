import { billingAddress } from '@rimba/core';
import { refundThroughProvider } from '../../payments/refund.js';
import { serverPart } from '../../resources/parts.js';
import { ordersMigration } from './migration.js';
import { shopRoutes } from './routes.js';
import { seedOrders } from './seed.js';

export const billingAddressPart = serverPart(billingAddress, {
  seed: seedOrders,
  migrations: ordersMigration,
  routes: shopRoutes,
  hooks: {
    beforeTransition: (_ctx, { transition }) =>
      transition.to === 'paid' ? { paid_at: new Date() } : undefined,
    prepareTransition: (ctx, { transition, previous, reason }) =>
      transition.name === 'refund'
        ? refundThroughProvider(ctx, 'order_id', Number(previous.id), reason ?? '')
        : undefined,
  },
});
