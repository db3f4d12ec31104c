import type { Lang } from './i18n.js';

/** Rupiah with the `Rp.` prefix and period thousands (admin spec §9): `Rp. 1.250.000`. */
export function formatRupiah(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const n = Math.trunc(Number(amount));
  const digits = Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}Rp. ${digits}`;
}

const locales: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };

/** A long date with time, e.g. `22 November 2026 10.15` in Indonesian. */
export function formatDateTime(value: string | Date | null | undefined, lang: Lang): string {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(d);
}

/** A long date, e.g. `22 November 2026`. */
export function formatDate(value: string | Date | null | undefined, lang: Lang): string {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(d);
}
