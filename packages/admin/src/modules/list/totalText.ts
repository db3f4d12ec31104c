import { formatNumber, type Lang } from '@rimba/core';
import type { TFunction } from 'i18next';

/**
 * A list's total under its pages: the count of the rows, or, when the server estimated it (a search of a
 * very large table), "about" that many; nothing before the server has answered.
 */
export function totalText(
  t: TFunction,
  lang: Lang,
  answer: { total: number; totalEstimated?: boolean } | undefined,
): string {
  if (!answer) return '';
  const { total, totalEstimated } = answer;
  return totalEstimated
    ? t('list.totalAbout', { total: formatNumber(total, lang) })
    : t('list.total', { total });
}
