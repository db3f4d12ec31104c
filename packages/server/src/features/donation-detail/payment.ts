import { donationDetail } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentPurpose } from '../../payments/ledger.js';
import type { OperationContext } from '../../resources/operations.js';
import { systemTransition } from '../../resources/workflow.js';
import { queueDonationFailed, queueDonationReceipt } from './receipt.js';

/** The donation tables as this feature reads and writes them. */
export interface DonationTables {
  donations: {
    id: number;
    reference: string;
    sponsor_id: number;
    qty_tree: number;
    amount: number;
    currency: string;
    amount_usd: number | null;
    usd_rate: number | null;
    category_id: number | null;
    payment_method_id: number;
    provider: string;
    comment: string | null;
    status: string;
    paid_at: Date | null;
    lang: string;
    public_code: string;
    created_at: Date;
    updated_at: Date;
  };
  sponsors: {
    id: number;
    name_sponsor: string;
    email: string;
    company_name: string | null;
    phone: string | null;
    lang: string;
    created_at: Date;
    updated_at: Date;
  };
  donation_settings: { id: number; amount_idr: number; idr_per_usd: number };
  payment_methods: {
    id: number;
    payment_name: string;
    payment_name_en: string | null;
    provider: string;
    active: boolean;
  };
  donation_categories: { id: number; category_name: string };
}

export const donationDb = (ctx: Pick<OperationContext, 'db'>) =>
  ctx.db as unknown as Kysely<DonationTables & Database>;

/** What a donation's payment does: paid makes it paid and mails the receipt; otherwise it just ends. */
export const donationPayment: PaymentPurpose = {
  async paid(ctx, id) {
    const row = await systemTransition(ctx, donationDetail, id, 'pay');
    if (row) await queueDonationReceipt(ctx, id);
  },
  async unpaid(ctx, id, state) {
    const row = await systemTransition(ctx, donationDetail, id, state === 'failed' ? 'fail' : 'expire');
    if (row && state === 'failed') await queueDonationFailed(ctx, id);
  },
  async refunded(ctx, id) {
    await systemTransition(ctx, donationDetail, id, 'refunded');
  },
};
