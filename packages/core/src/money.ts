import type { FieldOption } from './fields.js';

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
