import { formatNumber, type Lang } from '@rimba/core';

const locales: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };

/** A number as the page's language writes it: 1.234.567 in Indonesian, 1,234,567 in English; '-' for none. */
export const num = (value: number | null | undefined, lang: Lang): string => formatNumber(value, lang) ?? '-';

/** A rate of 0..1 as a percentage: `87,5%`. */
export const percent = (rate: number | null | undefined, lang: Lang): string =>
  rate === null || rate === undefined ? '-' : `${num(Math.round(rate * 1000) / 10, lang)}%`;

/** A month `YYYY-MM` by its name: `Mar 2026`. */
export function monthName(month: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  return new Intl.DateTimeFormat(locales[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, 1),
  );
}
