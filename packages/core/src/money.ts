import type { FieldInput, FieldOption } from './fields.js';
import type { Text } from './i18n.js';
import type { WorkflowInput } from './workflow.js';

/**
 * What became of a donation's or an order's payment. Only the provider's confirmation, checked by the
 * server, moves it from pending; staff may refund a paid one.
 */
export const paymentStatuses = ['pending', 'paid', 'expired', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusOptions: readonly FieldOption[] = [
  { value: 'pending', label: { id: 'Menunggu Pembayaran', en: 'Awaiting Payment' } },
  { value: 'paid', label: { id: 'Lunas', en: 'Paid' } },
  { value: 'expired', label: { id: 'Kedaluwarsa', en: 'Expired' } },
  { value: 'failed', label: { id: 'Gagal', en: 'Failed' } },
  { value: 'refunded', label: { id: 'Dikembalikan', en: 'Refunded' } },
];

/** Who took a payment. */
export const paymentProviderOptions: readonly FieldOption[] = [
  { value: 'midtrans', label: { id: 'Midtrans', en: 'Midtrans' } },
  { value: 'paypal', label: { id: 'PayPal', en: 'PayPal' } },
  { value: 'sandbox', label: { id: 'Sandbox (demo)', en: 'Sandbox (demo)' } },
];

export const languageOptions: readonly FieldOption[] = [
  { value: 'id', label: { id: 'Indonesia', en: 'Indonesian' } },
  { value: 'en', label: { id: 'Inggris', en: 'English' } },
];

/**
 * US cents for an amount in rupiah at a rate of rupiah per dollar, rounded half up, in integers only: a
 * charge is never computed in floating point.
 */
export function usdCentsOf(rupiah: number, rupiahPerUsd: number): number {
  if (!Number.isSafeInteger(rupiah) || !Number.isSafeInteger(rupiahPerUsd) || rupiahPerUsd <= 0) {
    throw new RangeError('usdCentsOf takes whole rupiah and a positive whole rate');
  }
  const cents = (BigInt(rupiah) * 200n + BigInt(rupiahPerUsd)) / (BigInt(rupiahPerUsd) * 2n);
  return Number(cents);
}

/** `INV-2026-000123`: an order's number, sequential within its year. */
export function invoiceNumber(prefix: 'INV' | 'DON', year: number, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * The workflow of a record paid through a provider (a donation, an order): paid, failed, expired and a
 * refund made at the provider are the server's own transitions on the provider's word; staff with
 * `refundTask` refund a paid one with a reason. `number` names the record in the messages.
 */
export function paymentWorkflow<F extends string>(
  number: F,
  what: Text,
  refundTask: string,
): WorkflowInput<F | 'status'> {
  const named = (id: string, en: string): Text => ({
    id: `${what.id} {${number}} ${id}`,
    en: `${what.en} {${number}} ${en}`,
  });
  return {
    field: 'status',
    transitions: {
      pay: {
        label: { id: 'Lunas', en: 'Paid' },
        from: ['pending', 'failed', 'expired'],
        to: 'paid',
        system: true,
        done: named('lunas', 'paid'),
      },
      fail: {
        label: { id: 'Gagal', en: 'Failed' },
        from: ['pending'],
        to: 'failed',
        system: true,
        done: named('gagal dibayar', 'failed to be paid'),
      },
      expire: {
        label: { id: 'Kedaluwarsa', en: 'Expired' },
        from: ['pending'],
        to: 'expired',
        system: true,
        done: named('kedaluwarsa', 'expired'),
      },
      refunded: {
        label: { id: 'Dikembalikan oleh Penyedia', en: 'Refunded at the Provider' },
        from: ['paid'],
        to: 'refunded',
        system: true,
        done: named('dikembalikan', 'refunded'),
      },
      refund: {
        label: { id: 'Kembalikan Dana', en: 'Refund' },
        from: ['paid'],
        to: 'refunded',
        task: refundTask,
        reason: 'required',
        reasonLabel: { id: 'Alasan pengembalian dana', en: 'Reason for the refund' },
        danger: true,
        done: named('dikembalikan lewat penyedia pembayaran', 'refunded through the payment provider'),
      },
    },
  };
}

/** The fields every record paid through a provider has: its state, provider, payment time, language and page code. */
export const paymentRecordFields = {
  provider: {
    type: 'select',
    label: { id: 'Penyedia Pembayaran', en: 'Payment Provider' },
    rules: 'required|max:16',
    options: paymentProviderOptions,
    list: false,
  },
  status: {
    type: 'select',
    label: { id: 'Status', en: 'Status' },
    rules: 'required|max:16',
    options: paymentStatusOptions,
    sortable: true,
    form: false,
  },
  paid_at: { type: 'datetime', label: { id: 'Dibayar Pada', en: 'Paid At' }, sortable: true },
  lang: {
    type: 'select',
    label: { id: 'Bahasa', en: 'Language' },
    rules: 'required|max:2',
    options: languageOptions,
    list: false,
  },
  // The record's page on the site is found by this, never by its guessable number.
  public_code: {
    type: 'text',
    label: { id: 'Kode Halaman', en: 'Page Code' },
    rules: 'required|max:32',
    list: false,
    filterable: false,
  },
} as const satisfies Record<string, FieldInput>;
