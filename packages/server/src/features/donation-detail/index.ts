import { donationDetail } from '@rimba/core';
import { refundThroughProvider } from '../../payments/refund.js';
import { serverPart } from '../../resources/parts.js';
import { donationsMigration } from './migration.js';
import { donationRoutes } from './routes.js';
import { seedDonations } from './seed.js';

export const donationDetailPart = serverPart(donationDetail, {
  seed: seedDonations,
  migrations: donationsMigration,
  routes: donationRoutes,
  hooks: {
    beforeTransition: (_ctx, { transition }) =>
      transition.to === 'paid' ? { paid_at: new Date() } : undefined,
    prepareTransition: (ctx, { transition, previous, reason }) =>
      transition.name === 'refund'
        ? refundThroughProvider(ctx, 'donation_id', Number(previous.id), reason ?? '')
        : undefined,
  },
});
