import { formatNumber, type Lang } from '@rimba/core';
import type { TFunction } from 'i18next';

/**
 * A list's total under its pages: the count of the rows, or, when the server estimated it (a search of a
 * very large table), "about" that many.
 */
export function totalText(t: TFunction, lang: Lang, total: number, estimated: boolean | undefined): string {
  return estimated ? t('list.totalAbout', { total: formatNumber(total, lang) }) : t('list.total', { total });
}
