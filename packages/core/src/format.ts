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

function longDate(options: Intl.DateTimeFormatOptions) {
  return (value: string | Date | null | undefined, lang: Lang): string => {
    if (!value) return '-';
    const d = new Date(value);
    if (Number.isNaN(d.getTime())) return '-';
    return new Intl.DateTimeFormat(locales[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
      ...options,
    }).format(d);
  };
}

/** A long date with time in Jakarta time, e.g. `22 November 2026 pukul 10.15` in Indonesian. */
export const formatDateTime = longDate({ hour: '2-digit', minute: '2-digit' });

/** A long date, e.g. `22 November 2026`. */
export const formatDate = longDate({});
